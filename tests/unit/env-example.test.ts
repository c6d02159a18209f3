import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { retentionVariables } from '../../src/site/retention'

// Vite's own flags, not settings anyone sets.
const viteBuiltins = new Set(['PROD', 'DEV', 'MODE', 'SSR', 'BASE_URL'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|mjs)$/.test(name) && name !== 'env-example.test.ts' ? [path] : []
  })
}

/** Every environment variable the code reads: process.env, import.meta.env, and the server's config schema. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>()
  const files = [
    ...sourceFiles('server'),
    ...sourceFiles('src'),
    ...sourceFiles('sw'),
    ...sourceFiles('tests'),
    'vite.config.ts',
  ]
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const patterns = [
      /process\.env\.([A-Z][A-Z0-9_]*)/g,
      /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
      /import\.meta\.env\.([A-Z][A-Z0-9_]*)/g,
      /\benv\.(VITE_[A-Z0-9_]+)/g,
    ]
    for (const pattern of patterns)
      for (const [, name = ''] of text.matchAll(pattern)) if (!viteBuiltins.has(name)) found.set(name, file)
  }
  // server/config.ts reads the environment through one schema, joined from its own keys (coreEnv) and
  // each domain's settings module (server/<domain>/<domain>-env.ts): their keys.
  const schemas = [
    { file: 'server/config.ts', from: 'const coreEnv' },
    ...sourceFiles('server')
      .filter((file) => file.endsWith('-env.ts'))
      .map((file) => ({ file, from: 'Env = z.object(' })),
  ]
  for (const { file, from } of schemas) {
    const text = readFileSync(file, 'utf8')
    const start = text.indexOf(from)
    expect(start, `${file} has its schema`).toBeGreaterThan(-1)
    // (to the schema's closing line: nested calls close with '})' too)
    const schema = text.slice(start, text.indexOf('\n})', start))
    for (const [, name = ''] of schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)) found.set(name, file)
  }
  // The retention periods are read by name, by the build and the server alike (record 046).
  for (const name of Object.values(retentionVariables)) found.set(name, 'src/site/retention.ts')
  return found
}

describe('.env.example', () => {
  const listed = new Set(
    [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name),
  )

  it('lists every variable the server, the build and the tooling read', () => {
    const read = variablesRead()
    expect(read.size).toBeGreaterThan(25)
    const missing = [...read].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (read in ${file})`)
    expect(missing).toEqual([])
  })

  it('lists nothing the code does not read', () => {
    const read = variablesRead()
    expect([...listed].filter((name) => name !== undefined && !read.has(name))).toEqual([])
  })
})
