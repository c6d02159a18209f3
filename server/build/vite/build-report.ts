import { gzipSync } from 'node:zlib'
import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig, Rollup } from 'vite'
import { writeBuildStamp } from '../build-stamp.ts'

/** What the build's one summary line says; the plugins that know a part of it fill it in. */
export interface BuildSummary {
  startedAt: number
  pages: string
  firstLoad: string
  /** VERBOSE=1: Vite's file table and the first-load chunk table too. */
  verbose: boolean
}

export const newBuildSummary = (verbose: boolean): BuildSummary => ({
  startedAt: performance.now(),
  pages: 'no pages prerendered',
  firstLoad: 'not measured',
  verbose,
})

/** The build reports warnings, errors and its summary line; the dev server keeps its usual output. */
export function quietBuild(summary: BuildSummary): Plugin {
  return {
    name: 'arcnova:quiet-build',
    config: (_config, { command }) => (command === 'build' && !summary.verbose ? { logLevel: 'warn' } : undefined),
  }
}

type Chunk = Pick<
  Rollup.OutputChunk,
  'fileName' | 'imports' | 'dynamicImports' | 'isEntry' | 'code' | 'facadeModuleId' | 'moduleIds'
>

/**
 * The chunks a first visit to the home page loads without any interaction: the boot entry and what
 * it imports, statically or once the page has painted (the app: `mainFile`, with the shell and the
 * app's own layer) and the home route's own code-split chunk
 * (`homeRouteFile`), with their static imports. Nothing else loads untouched on a phone, not even
 * once the page is idle; tests/e2e/first-load-budget.spec.ts checks that in a browser.
 */
export function firstLoadChunks(
  chunks: ReadonlyMap<string, Chunk>,
  mainFile: string,
  homeRouteFile: string,
): Set<string> {
  const firstLoad = new Set<string>()
  const visit = (name: string) => {
    if (firstLoad.has(name)) return
    firstLoad.add(name)
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks.values()) {
    if (chunk.isEntry && chunk.fileName.startsWith('assets/') && chunk.code.trim() !== '') visit(chunk.fileName)
  }
  // What the boot script imports once the page has painted, it imports on every page (record 078).
  for (const name of [...firstLoad]) for (const imported of chunks.get(name)?.dynamicImports ?? []) visit(imported)
  for (const chunk of chunks.values()) if (chunk.facadeModuleId === mainFile) visit(chunk.fileName)
  for (const chunk of chunks.values())
    if (chunk.moduleIds.some((id) => id.includes(homeRouteFile))) visit(chunk.fileName)
  return firstLoad
}

/** Prints the home page's first-load JavaScript, gzipped, against its budget. */
export function reportFirstLoad(
  summary: BuildSummary,
  { mainFile, homeRouteFile, budgetKb }: { mainFile: string; homeRouteFile: string; budgetKb: number },
): Plugin {
  let measured: Set<string> | undefined
  return {
    name: 'arcnova:first-load-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>()
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
      if (![...chunks.values()].some((chunk) => chunk.isEntry && chunk.fileName.startsWith('assets/'))) return
      const firstLoad = firstLoadChunks(chunks, mainFile, homeRouteFile)
      // FIRST_LOAD_MODULES=1 NO_MINIFY=1 lists each first-load chunk's largest modules (finding what broke the budget).
      if (process.env.FIRST_LOAD_MODULES) {
        for (const name of firstLoad) {
          const chunk = chunks.get(name)
          if (!chunk || name.includes('framework')) continue
          for (const [id, info] of Object.entries(chunk.modules)
            .sort((a, b) => b[1].renderedLength - a[1].renderedLength)
            .slice(0, 25))
            console.log(`${name} ${info.renderedLength} ${id}`)
        }
      }
      measured = firstLoad
    },
    // Measured as written: after the plugins' generateBundle, Vite adds to each chunk the list of
    // files to preload for its dynamic imports (`__vite__mapDeps`), which the browser loads too.
    writeBundle(_options, bundle) {
      if (measured === undefined) return
      let total = 0
      const rows = [...measured].flatMap((name) => {
        const chunk = bundle[name]
        if (chunk?.type !== 'chunk') return []
        const size = gzipSync(chunk.code, { level: 9 }).length / 1024
        total += size
        return [`  ${name.padEnd(48)} ${size.toFixed(1).padStart(7)} KB gz`]
      })
      measured = undefined
      const verdict = total <= budgetKb ? 'within' : 'OVER'
      summary.firstLoad = `${total.toFixed(1)} KB gz — ${verdict} the ${budgetKb} KB budget`
      if (summary.verbose || total > budgetKb) {
        console.log(`\nFirst-load JavaScript (home):\n${rows.join('\n')}\n  total ${summary.firstLoad}\n`)
      }
    },
  }
}

/**
 * Stamps the finished build, so that npm start serves it as it is instead of building again
 * (server/build/ensure-site-build.ts), and prints the summary line.
 */
export function buildStamp(summary: BuildSummary): Plugin {
  let config: ResolvedConfig
  return {
    name: 'arcnova:build-stamp',
    apply: 'build',
    // After vite-plugin-pwa's own post plugins: the summary comes last.
    enforce: 'post',
    configResolved: (resolved) => {
      config = resolved
    },
    // After the prerender and the service worker have written their files (index.html among them).
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return
        await writeBuildStamp(resolve(config.root, config.build.outDir))
        const seconds = ((performance.now() - summary.startedAt) / 1000).toFixed(1)
        console.log(
          `Built ${config.build.outDir}/ in ${seconds} s: ${summary.pages}; first-load JavaScript ${summary.firstLoad}${summary.verbose ? '' : ' (VERBOSE=1 lists the chunks)'}`,
        )
      },
    },
  }
}
