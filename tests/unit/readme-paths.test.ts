import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, posix } from 'node:path'
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

/** Files the build writes, named bare in the READMEs (`sw.js` is built from `sw/sw.ts`). */
const builtFiles = ['sw.js']

/** Every bare `file-name.ts` in backticks (no folder): a source, style, config, SQL or document file. */
const quotedFileNames = (text: string) =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, name = '']) => name.replace(/[:#].*$/, ''))
    .filter((name) => /^[\w-][\w.-]*\.(?:[cm]?[jt]sx?|css|json|md|sql|ya?ml|html)$/.test(name))
    .filter((name) => !builtFiles.includes(name))

/** The repository's file names: tracked, or new and not ignored, and still on disk. */
function repositoryFileNames(): Set<string> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
  return new Set(
    listed
      .split('\0')
      .filter((path) => path !== '' && existsSync(path))
      .map((path) => basename(path)),
  )
}

/** The README, every folder's README under src/ and server/, and every document under docs/. */
function readmes(dir = '.', top = true): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return []
    if (statSync(path).isDirectory())
      return top && !['src', 'server', 'docs'].includes(name) ? [] : readmes(path, false)
    return name === 'README.md' || (path.startsWith('docs') && name.endsWith('.md')) ? [path] : []
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

  // A newcomer's page: what this is, the commands, settings, layout, deploying. Decisions go to docs/decisions/.
  it('stays short enough to read in five minutes', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(160)
  })

  it('finds the READMEs and the decision records', () => {
    expect(readmes()).toEqual(expect.arrayContaining(['README.md', join('server', 'README.md')]))
    expect(readmes().filter((file) => file.startsWith('docs')).length).toBeGreaterThan(1)
  })

  const fileNames = repositoryFileNames()

  it.each(readmes())('%s names only file names that exist somewhere in the repository', (file) => {
    const missing = quotedFileNames(readFileSync(file, 'utf8')).filter((name) => !fileNames.has(name))
    expect(missing).toEqual([])
  })

  it('would notice a bare file name that no longer exists', () => {
    const text =
      'Rules in `text-rules.ts` and `src/contracts/text.ts`; `router.ssr`, `.docx`, `sw.js`, `vite.config.ts:12`.'
    expect(quotedFileNames(text)).toEqual(['text-rules.ts', 'vite.config.ts'])
    expect(quotedFileNames(text).filter((name) => !fileNames.has(name))).toEqual(['text-rules.ts'])
  })

  it('would notice a path that does not exist', () => {
    expect(
      layoutPaths('## Layout\n\n```\nsrc/gone/    old things, use-text-typed-early.ts\n```').filter(
        (path) => !existsSync(path),
      ),
    ).toEqual(['src/gone/', 'src/gone/use-text-typed-early.ts'])
  })
})
