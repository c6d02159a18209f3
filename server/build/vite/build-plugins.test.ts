import { createHash } from 'node:crypto'
import type { Plugin, Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { firstLoadChunks, newBuildSummary, reportFirstLoad } from './build-report.ts'
import { chunkGroup } from './chunk-groups.ts'
import { compileHint, eagerCompileHints } from './eager-compile-hints.ts'
import { faviconIco } from './favicon-ico.ts'
import { repoRoot } from '../../paths.ts'

const chunk = (fileName: string, more: Partial<Rollup.OutputChunk> = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports: [],
  dynamicImports: [],
  isEntry: false,
  code: 'export {}',
  facadeModuleId: null,
  moduleIds: [],
  ...more,
})

/** A plugin hook, called as Rollup would, whichever form (function or object) the plugin gives it in. */
function hook<K extends keyof Plugin>(plugin: Plugin, name: K) {
  const value = plugin[name]
  const handler = typeof value === 'object' && value !== null && 'handler' in value ? value.handler : value
  if (typeof handler !== 'function') throw new Error(`no ${String(name)} hook`)
  return handler as (...args: unknown[]) => unknown
}

describe('the first-load report', () => {
  it('counts the boot entry with what it imports, the app, the home route and their static imports, not the other pages', () => {
    const chunks = new Map(
      [
        chunk('assets/boot.js', {
          isEntry: true,
          imports: ['assets/framework.js'],
          dynamicImports: ['assets/client.js', 'assets/main.js'],
        }),
        chunk('assets/client.js', { imports: ['assets/framework.js'] }),
        chunk('assets/main.js', {
          facadeModuleId: '/r/src/main.tsx',
          imports: ['assets/shell.js'],
          dynamicImports: ['assets/banking.js'],
        }),
        chunk('assets/index.js', {
          moduleIds: ['/r/src/routes/pages/index.tsx?tsr-split=component'],
          imports: ['assets/hero.js'],
        }),
        chunk('assets/framework.js'),
        chunk('assets/shell.js'),
        chunk('assets/hero.js'),
        chunk('assets/banking.js'),
        chunk('sw.js', { isEntry: true }),
      ].map((c) => [c.fileName, c]),
    )
    expect([...firstLoadChunks(chunks, '/r/src/main.tsx', '/src/routes/pages/index.tsx')].sort()).toEqual([
      'assets/boot.js',
      'assets/client.js',
      'assets/framework.js',
      'assets/hero.js',
      'assets/index.js',
      'assets/main.js',
      'assets/shell.js',
    ])
  })
})

describe('the first-load figure', () => {
  it('measures the chunks as written, with what Vite adds to them after the plugins have run', () => {
    const summary = newBuildSummary(false)
    const plugin = reportFirstLoad(summary, {
      mainFile: '/r/src/main.tsx',
      homeRouteFile: '/src/routes/pages/index.tsx',
      budgetKb: 1,
    })
    const boot = chunk('assets/boot.js', { isEntry: true, code: 'export {}' })
    const bundle = { [boot.fileName]: boot, 'assets/other.js': chunk('assets/other.js', { code: 'x'.repeat(5000) }) }
    hook(plugin, 'generateBundle')({}, bundle)
    // Vite's preload map, written into the chunk after generateBundle: file names with hashes, which
    // hardly compress (here 40 sha-256 digests, 1.3 KB gzipped).
    const names = Array.from({ length: 40 }, (_, at) => createHash('sha256').update(String(at)).digest('hex'))
    boot.code = `const d=${JSON.stringify(names)};${boot.code}`
    hook(plugin, 'writeBundle')({}, bundle)
    expect(summary.firstLoad).toMatch(/^1\.\d KB gz — OVER the 1 KB budget$/)
  })
})

describe('the chunk groups', () => {
  it.each([
    ['/r/node_modules/react-dom/cjs/react-dom-client.production.js', 'framework'],
    ['/r/node_modules/@tanstack/router-core/dist/esm/router.js', 'framework'],
    ['/r/src/boot.ts', 'boot'],
    ['/r/src/features/pwa/install-offer.ts', 'boot'],
    ['/r/src/main.tsx', 'shell'],
    ['/r/src/routeTree.gen.ts', 'shell'],
    ['/r/src/site/retention.ts', undefined],
    ['/r/src/site/private-pages.ts', undefined],
    ['/r/src/startup/early-event-replay.ts', 'boot'],
    ['/r/src/startup/hydrate-when-visible.tsx', 'shell'],
    ['/r/src/features/pwa/stale-chunk-recovery.ts', 'boot'],
    ['/r/src/site/site-map.ts', 'shell'],
    ['/r/src/components/forms/form-field.module.css', 'shell'],
    ['/r/src/components/notices/notices.tsx', undefined],
    ['/r/src/routes/pages/banking.tsx', 'shell'],
    ['/r/src/routes/pages/banking.tsx?tsr-split=component', undefined],
    ['/r/src/lib/schema.ts', 'schema'],
    ['/r/src/contracts/job.ts', 'schema'],
    ['/r/src/contracts/pipeline.ts', undefined],
    ['/r/src/contracts/console.ts', 'contracts'],
    ['/r/src/contracts/console-access.ts', 'contracts'],
    ['/r/src/lib/cached-response.ts', undefined],
    ['/r/src/lib/after-paint.ts', undefined],
    ['/r/node_modules/zod/v4/core/core.js', 'schema'],
  ])('puts %s in %s', (id, group) => {
    expect(chunkGroup(id)).toBe(group)
  })
})

describe('the compile hints', () => {
  it('marks the site chunks and leaves other files alone', () => {
    const bundle = { a: chunk('assets/a.js'), sw: chunk('sw.js'), css: { type: 'asset', fileName: 'assets/a.css' } }
    hook(eagerCompileHints(), 'generateBundle')({}, bundle)
    expect(bundle.a.code).toBe(`${compileHint}export {}`)
    expect(bundle.sw.code).toBe('export {}')
  })
})

describe('favicon.ico', () => {
  it('is an ICO file made from the 32 px icon', async () => {
    const plugin = faviconIco(`${repoRoot}/public/icons/favicon-32.png`)
    hook(plugin, 'configResolved')({ build: { ssr: false } })
    const emitted: { fileName: string; source: Uint8Array }[] = []
    await hook(plugin, 'generateBundle').call({ emitFile: (file: (typeof emitted)[number]) => emitted.push(file) })
    expect(emitted.map((file) => file.fileName)).toEqual(['favicon.ico'])
    // ICONDIR: reserved 0, type 1 (icon), one image.
    expect([...(emitted[0]?.source.subarray(0, 6) ?? [])]).toEqual([0, 0, 1, 0, 1, 0])
  })
})
