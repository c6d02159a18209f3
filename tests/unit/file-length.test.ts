import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Small files with names that explain themselves (issue 63 item 2): no source, style or test file the
 * project writes is over 300 lines. The router's generated route tree is the one file nobody writes.
 */
const maxLines = 300
const generated = new Set(['src/routeTree.gen.ts'])

function writtenFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
  return listed.split('\0').filter((path) => /\.(ts|tsx|mts|mjs|js|css)$/.test(path) && !generated.has(path))
}

describe('file length', () => {
  it(`no file the project writes is over ${maxLines} lines`, () => {
    const files = writtenFiles()
    expect(files.length).toBeGreaterThan(500)
    const long = files
      .map((path) => {
        try {
          return { path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }
        } catch {
          return { path, lines: 0 } // listed by git but deleted in the working tree
        }
      })
      .filter((file) => file.lines > maxLines)
      .map((file) => `${file.path}: ${file.lines}`)
    expect(long).toEqual([])
  })
})
