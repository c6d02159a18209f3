import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite'
import { fillPage } from '../../pages/page-template.ts'
import type * as ServerEntry from '../../../src/entry-server.tsx'
import { settings } from '../../../src/site/settings.ts'
import type { BuildSummary } from './build-report.ts'
import { consoleShell } from './console-shell.ts'
import { pageStyles, PageStylesheets, usesStylesheet } from './page-stylesheets.ts'
import { pageTemplate } from './page-template.ts'

export interface PrerenderOptions {
  /** The server renderer's entry (src/entry-server.tsx). */
  serverEntry: string
  /** The app's entry (src/main.tsx), whose stylesheets every page has. */
  mainFile: string
  /** The file of the route that shows a path. */
  routeFileOf: (path: string) => string
  siteUrl: string
  summary: BuildSummary
}

/**
 * Builds the server renderer (src/entry-server.tsx) into the build's `.server/` folder and, with it,
 * writes every page of the site map (and the not-found page) as real HTML with its own head, the
 * templates the server fills with the current data for the data pages, sitemap.xml and robots.txt.
 * Runs before the service worker is built, so the pages are precached.
 */
export function prerenderPages(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig
  let clientBundle: Rollup.OutputBundle = {}
  return {
    name: 'arcnova:prerender',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved
    },
    generateBundle(_options, bundle) {
      if (!config.build.ssr) clientBundle = bundle
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr) return
        const outDir = resolve(config.root, config.build.outDir)
        const entry = await buildServerRenderer(config, options.serverEntry, join(outDir, '.server'))
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8')
        // Paths without a prerendered page (none today) get the bare shell from the service worker.
        writeFileSync(join(outDir, 'app-shell.html'), indexHtml)
        // The console's address gets its frame at once, not a blank page while its code loads.
        writeFileSync(join(outDir, 'console-shell.html'), consoleShell(indexHtml, settings.companyName))
        const { template, entryStylesheets } = pageTemplate(indexHtml)
        const stylesheets = new PageStylesheets(
          Object.values(clientBundle).filter((output) => output.type === 'chunk'),
          options.mainFile,
        )
        // The boot entry's stylesheets and the app's make one site-wide file.
        const siteSheets = [...new Set([...entryStylesheets, ...stylesheets.app.css])]
        const read = (sheets: readonly string[]) =>
          sheets.map((sheet) => readFileSync(join(outDir, sheet), 'utf8')).join('\n')
        const siteCss = read(siteSheets)
        const siteSheet = `assets/site-${createHash('sha256').update(siteCss).digest('base64url').slice(0, 8)}.css`
        writeFileSync(join(outDir, siteSheet), siteCss)
        for (const target of entry.prerenderTargets) {
          const body = await entry.renderBody(target.url)
          const ownSheets = stylesheets
            .ofRoute(resolve(config.root, options.routeFileOf(target.url)), (sheet) =>
              usesStylesheet(body, read([sheet])),
            )
            .filter((sheet) => !siteSheets.includes(sheet))
          const page = fillPage(template, {
            styles: pageStyles({ siteSheet, siteSheets, ownSheets, ownCss: read(ownSheets) }),
            head: entry.headFor(target, options.siteUrl),
          })
          write(join(outDir, target.file), fillPage(page, { body }))
          // A data page's template keeps the marks the server fills with the current data at request time.
          if ((entry.dataPagePaths as readonly string[]).includes(target.url))
            write(join(outDir, '.server', 'pages', `${target.url.slice(1)}.html`), page)
        }
        writeFileSync(join(outDir, 'sitemap.xml'), entry.sitemapFor(options.siteUrl))
        writeFileSync(join(outDir, 'robots.txt'), entry.robotsFor(options.siteUrl))
        options.summary.pages = `${entry.prerenderTargets.length} pages prerendered for ${options.siteUrl}`
      },
    },
  }
}

function write(file: string, html: string) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}

/**
 * The renderer lives with the build it belongs to (the static server never serves a dot-folder and
 * the service worker's glob skips it). Self-contained, so the server loads it from wherever the site
 * is (a container, a copy), and renders with React's production build whatever NODE_ENV it runs with.
 */
async function buildServerRenderer(
  config: ResolvedConfig,
  serverEntry: string,
  serverDir: string,
): Promise<typeof ServerEntry> {
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: serverEntry, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
    ssr: { noExternal: true },
    define: {
      'process.env.NODE_ENV': JSON.stringify(config.mode === 'production' ? 'production' : 'development'),
    },
  })
  return import(`${pathToFileURL(join(serverDir, 'entry-server.js')).href}?${Date.now()}`)
}
