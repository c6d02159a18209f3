import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { describe, expect, it } from 'vitest'

const topFolders = ['src/', 'server/', 'sw/', 'tests/', 'public/', '.ci/']
const buildOutputs = ['server/dist', 'dist']

/** The layout block: `path[, path]   description`, with the description's file names relative to that path. */
function layoutPaths(readme: string): string[] {
  const block = /## Layout\n\n```\n([\s\S]*?)```/.exec(readme)?.[1]
  if (block === undefined) throw new Error('the README has no layout block')
  const paths: string[] = []
  let folder = ''
  for (const line of block.split('\n')) {
    const [, named = '', description = ''] = /^(\S.*?)\s{2,}(.*)$/.exec(line) ?? ['', '', line.trim()]
    if (named !== '') {
      const names = named.split(/,\s*/)
      paths.push(...names)
      folder = names[0]?.endsWith('/') ? (names[0] ?? '') : ''
    }
    // File names in the description (settings.ts, tokens.css): inside the folder the line names.
    for (const [file = ''] of description.matchAll(/\b[\w.-]+\.(?:ts|tsx|css|mjs|json)\b/g))
      paths.push(file.includes('/') ? file : posix.join(folder, file))
  }
  return paths
}

/** Every `path` in backticks that starts with one of the repository's top folders, anywhere in the text. */
const quotedPaths = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, path = '']) => path.replace(/[:#].*$/, ''))
    .filter((path) => topFolders.some((top) => path.startsWith(top)) && !/[*<{]/.test(path))
    // What the build writes (server/dist/) is not in a fresh clone.
    .filter((path) => !buildOutputs.some((output) => path.startsWith(output)))

/** The README and every folder's README under src/ and server/. */
function readmes(dir = '.', top = true): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return []
    if (statSync(path).isDirectory()) return top && !['src', 'server'].includes(name) ? [] : readmes(path, false)
    return name === 'README.md' ? [path] : []
  })
}

describe("the README's file names", () => {
  const readme = readFileSync('README.md', 'utf8')

  it('lays out folders and files that exist', () => {
    const paths = layoutPaths(readme)
    expect(paths.length).toBeGreaterThan(25)
    expect(paths.filter((path) => !existsSync(path))).toEqual([])
  })

  it.each(readmes())('%s names only paths that exist', (file) => {
    const missing = quotedPaths(readFileSync(file, 'utf8')).filter((path) => !existsSync(join('.', path)))
    expect(missing).toEqual([])
  })

  it('would notice a path that does not exist', () => {
    expect(
      layoutPaths('## Layout\n\n```\nsrc/gone/    old things, use-text-typed-early.ts\n```').filter(
        (path) => !existsSync(path),
      ),
    ).toEqual(['src/gone/', 'src/gone/use-text-typed-early.ts'])
  })
})
