/// <reference types="vitest/config" />
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rollup } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import subsetFont from 'subset-font'
import pngToIco from 'png-to-ico'
import { physical, rootRoute, route } from '@tanstack/virtual-file-routes'
import { writeBuildStamp } from './server/build/build-stamp.ts'
import { webManifest } from './src/site/web-manifest.ts'
import { defaultSiteUrl, pageBodyMark, pageHeadEnd, pageHeadStart } from './src/site/preview-tags.ts'
import { lifeAtPath, settings } from './src/site/settings.ts'
import { webFontFaces } from './src/lib/web-fonts.ts'

/** The file of a face, as @fontsource names it (`open-sans-latin-400-normal-<hash>.woff2`). */
const faceFile = ({ family, weight }: (typeof webFontFaces)[number]) =>
  `${family.toLowerCase().replace(' ', '-')}-latin-${weight}-normal-`

/** Preloads the faces the pages use, so text renders in its real face on the first paint. */
function preloadFonts(): Plugin {
  return {
    name: 'arcnova:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter(
          (file) => file.endsWith('.woff2') && webFontFaces.some((face) => file.includes(`/${faceFile(face)}`)),
        )
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/**
 * The @fontsource files carry TrueType hinting (instructions for old Windows rasterisers): about
 * 40 % of each file. The build uses copies without it, made by harfbuzz's subsetter (subset-font)
 * for exactly the characters the package declares for its latin subset (its unicode-range), so the
 * fonts the loading screen waits for arrive sooner. Cached by the original's hash; the dev server
 * uses the originals.
 */
function unhintedFonts(): Plugin {
  const cacheDir = resolve(import.meta.dirname, 'node_modules/.cache/arcnova-fonts')
  const require = createRequire(import.meta.url)

  /** The characters of the package's declared unicode-range for this file, e.g. U+0000-00FF,U+0131. */
  function declaredCharacters(specifier: string): string {
    const [, pkg, file, weight] = /^(@fontsource\/[^/]+)\/files\/(([^/]+)-normal)\.woff2$/.exec(specifier) ?? []
    const css = readFileSync(
      join(dirname(require.resolve(`${pkg}/package.json`)), `${/(\d+)$/.exec(weight ?? '')?.[1]}.css`),
      'utf8',
    )
    const range = new RegExp(`${file}\\.woff2[^}]*unicode-range:\\s*([^;]+);`).exec(css)?.[1]
    if (range === undefined) throw new Error(`no unicode-range for ${specifier}`)
    let characters = ''
    for (const part of range.split(',')) {
      const [from = 0, to = from] = part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => parseInt(hex, 16))
      for (let code = from; code <= to; code++) characters += String.fromCodePoint(code)
    }
    return characters
  }

  return {
    name: 'arcnova:unhinted-fonts',
    apply: 'build',
    async config() {
      const css = readFileSync(resolve(import.meta.dirname, 'src/styles/fonts.css'), 'utf8')
      const alias: { find: string; replacement: string }[] = []
      for (const [, specifier] of css.matchAll(/url\(['"](@fontsource\/[^'"]+\.woff2)['"]\)/g)) {
        if (specifier === undefined) continue
        const original = readFileSync(require.resolve(specifier))
        const copy = join(cacheDir, createHash('sha1').update(original).digest('hex').slice(0, 12), basename(specifier))
        // (the hash covers the original; the declared range comes from the same package version)
        if (!existsSync(copy)) {
          mkdirSync(dirname(copy), { recursive: true })
          writeFileSync(
            copy,
            await subsetFont(original, declaredCharacters(specifier), { targetFormat: 'woff2', noHinting: true }),
          )
        }
        alias.push({ find: specifier, replacement: copy })
      }
      return { resolve: { alias } }
    },
  }
}

/**
 * Browsers and crawlers ask for /favicon.ico whatever the page's icon links say: the 32 px icon in
 * the ICO container, made at build time from the same PNG the pages link to.
 */
function faviconIco(): Plugin {
  let ssr = false
  return {
    name: 'arcnova:favicon-ico',
    apply: 'build',
    configResolved: (resolved) => {
      ssr = Boolean(resolved.build.ssr)
    },
    async generateBundle() {
      if (ssr) return
      const source = await pngToIco([resolve(import.meta.dirname, 'public/icons/favicon-32.png')])
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source })
    },
  }
}

/** Where `npm run dev` sends /api (DEV_API_URL): the companion server, started by the dev server when none answers there. */
const devApiUrl = process.env.DEV_API_URL ?? 'http://127.0.0.1:8080'

/**
 * `npm run dev` shows real data: /api goes to the companion server, which the dev server starts
 * (from the sources, embedded database in DATA_DIR) when nothing answers at DEV_API_URL, and stops
 * with itself.
 */
function devApi(): Plugin {
  let child: ChildProcess | undefined
  const answers = () =>
    fetch(new URL('/api/health', devApiUrl), { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    )
  return {
    name: 'arcnova:dev-api',
    apply: 'serve',
    config: () => ({
      server: {
        proxy: {
          // Host and Origin stay the dev server's, so the API's same-origin check passes as on the real site.
          '/api': { target: devApiUrl },
        },
      },
    }),
    async configureServer(server) {
      // Vitest runs on a Vite dev server too (mode 'test'); its tests start the servers they need themselves.
      if (server.config.mode === 'test') return
      if (await answers()) {
        server.config.logger.info(`/api → ${devApiUrl} (already running)`)
        return
      }
      const { hostname, port } = new URL(devApiUrl)
      child = spawn(process.execPath, ['server/start.mjs'], {
        cwd: import.meta.dirname,
        env: { ...process.env, HOST: hostname, PORT: port || '80', SKIP_BUILD: '1' },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      server.httpServer?.once('close', () => child?.kill('SIGTERM'))
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child?.kill('SIGTERM'))
      // The first page asks for data at once: wait (up to 30 s) until the server answers.
      for (let waited = 0; waited < 30_000 && child.exitCode === null && !(await answers()); waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      server.config.logger.info(`/api → ${devApiUrl} (started the companion server)`)
    },
  }
}

/**
 * Stamps the finished build with the checkout script it loads (null: Razorpay's own), so that
 * npm start serves it as it is instead of building again (server/build/ensure-site-build.ts).
 */
function buildStamp(): Plugin {
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
        const url = process.env.VITE_CHECKOUT_SCRIPT_URL?.trim()
        await writeBuildStamp(resolve(config.root, config.build.outDir), url ? url : null)
        const seconds = ((performance.now() - buildSummary.startedAt) / 1000).toFixed(1)
        console.log(
          `Built ${config.build.outDir}/ in ${seconds} s: ${buildSummary.pages}; first-load JavaScript ${buildSummary.firstLoad}; checkout script ${url || 'Razorpay'}${verbose ? '' : ' (VERBOSE=1 lists the chunks)'}`,
        )
      },
    },
  }
}

/** index.html takes the company name from the settings module, like everything else. */
function companySettingsInHtml(): Plugin {
  return {
    name: 'arcnova:settings-in-html',
    transformIndexHtml: (html) => html.replaceAll('%COMPANY_NAME%', settings.companyName),
  }
}

/**
 * Writes every page of the site map (and the not-found page) as real HTML with its own head, plus
 * sitemap.xml and robots.txt. Runs before the service worker is built, so the pages are precached.
 */
function prerenderPages(): Plugin {
  let config: ResolvedConfig
  let clientBundle: Rollup.OutputBundle = {}

  function clientChunks(): Map<string, Rollup.OutputChunk> {
    const chunks = new Map<string, Rollup.OutputChunk>()
    for (const output of Object.values(clientBundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
    return chunks
  }

  /** Stylesheets of the chunks reachable from `start` (dynamic imports too if asked), minus `skip`'s chunks. */
  function stylesheetsFrom(
    start: Rollup.OutputChunk[],
    withDynamic: boolean,
    skip = new Set<string>(),
  ): { css: string[]; seen: Set<string> } {
    const chunks = clientChunks()
    const css = new Set<string>()
    const seen = new Set(skip)
    const visit = (chunk: Rollup.OutputChunk) => {
      if (seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet)
      for (const name of [...chunk.imports, ...(withDynamic ? chunk.dynamicImports : [])]) {
        const imported = chunks.get(name)
        if (imported) visit(imported)
      }
    }
    start.forEach(visit)
    return { css: [...css], seen }
  }

  /** The app's own stylesheets (main.tsx and its static imports): the same on every page. */
  function appStylesheets() {
    const mainFile = resolve(config.root, 'src/main.tsx')
    return stylesheetsFrom(
      [...clientChunks().values()].filter((chunk) => chunk.facadeModuleId === mainFile),
      false,
    )
  }

  /**
   * A route's own stylesheets: its code-split chunks, lazy parts included (e.g. the home page below
   * its hero is prerendered too, so its styles count), without what the app already has.
   */
  function routeStylesheets(url: string, app: Set<string>): string[] {
    const file =
      url === lifeAtPath
        ? 'src/routes/life-at-company.tsx'
        : `src/routes/pages/${url === '/' ? 'index' : url.slice(1)}.tsx`
    const routeFile = resolve(config.root, file)
    const routeChunks = [...clientChunks().values()].filter(
      (chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => id.startsWith(routeFile)),
    )
    return stylesheetsFrom(routeChunks, true, app).css
  }

  /**
   * Vite's loader skips a stylesheet that a <link> already names: one such link per file that the
   * page carries in another form keeps the app from fetching it a second time. Its type is none a
   * browser supports, so it is never fetched (the HTML standard; Chromium does fetch a link that is
   * only disabled), and disabled, so it could never apply.
   */
  const alreadyApplied = (sheets: readonly string[]) =>
    sheets.map((sheet) => `<link rel="stylesheet" href="/${sheet}" type="text/x-inlined" disabled>`).join('')

  /**
   * Styles of the first paint: the site-wide ones as one cached file (one request; inlined in every
   * page they would weigh on the offline precache 34 times), the page's own inlined in its head.
   */
  function pageStyles(
    siteSheet: string,
    siteSheets: readonly string[],
    ownSheets: readonly string[],
    outDir: string,
  ): string {
    const css = ownSheets.map((sheet) => readFileSync(join(outDir, sheet), 'utf8')).join('\n')
    if (/<\/style/i.test(css)) throw new Error('a stylesheet contains </style>')
    const inline = css === '' ? '' : `<style>${css}</style>`
    return `<link rel="stylesheet" href="/${siteSheet}">${inline}${alreadyApplied([...siteSheets, ...ownSheets])}`
  }

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
        // The server renderer lives with the build it belongs to; the static server never serves a
        // dot-folder and the service worker's glob skips it.
        const serverDir = join(outDir, '.server')
        await build({
          configFile: resolve(config.root, 'vite.config.ts'),
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
          // Self-contained: the server loads it from wherever the site is (a container, a copy), and
          // renders with React's production build whatever NODE_ENV the server runs with.
          ssr: { noExternal: true },
          define: {
            'process.env.NODE_ENV': JSON.stringify(config.mode === 'production' ? 'production' : 'development'),
          },
        })
        const entry: typeof import('./src/entry-server') = await import(
          `${pathToFileURL(join(serverDir, 'entry-server.js')).href}?${Date.now()}`
        )
        const siteUrl = process.env.SITE_URL ?? defaultSiteUrl
        const template = readFileSync(join(outDir, 'index.html'), 'utf8')
        // Paths without a prerendered page (none today) get the bare shell from the service worker.
        writeFileSync(join(outDir, 'app-shell.html'), template)
        // The boot entry's stylesheet link(s) and the app's stylesheets make the site-wide file.
        const entryLinks = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>\s*/g)]
        const withoutLinks = entryLinks.reduce((html, [link]) => html.replace(link, ''), template)
        const app = appStylesheets()
        const siteSheets = [...new Set([...entryLinks.map(([, sheet]) => sheet ?? ''), ...app.css])]
        const siteCss = siteSheets.map((sheet) => readFileSync(join(outDir, sheet), 'utf8')).join('\n')
        const siteSheet = `assets/site-${createHash('sha256').update(siteCss).digest('base64url').slice(0, 8)}.css`
        writeFileSync(join(outDir, siteSheet), siteCss)
        for (const target of entry.prerenderTargets) {
          const body = await entry.renderBody(target.url)
          const ownSheets = routeStylesheets(target.url, app.seen).filter((sheet) => !siteSheets.includes(sheet))
          const page = (root: string) =>
            withoutLinks
              .replace('</head>', `  ${pageStyles(siteSheet, siteSheets, ownSheets, outDir)}\n  </head>`)
              .replace(
                /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/,
                // Marked, so the server can give a job's link its own head (server/pages/).
                `${pageHeadStart}${entry.headFor(target, siteUrl)}${pageHeadEnd}`,
              )
              .replace('<div id="root"></div>', `<div id="root">${root}</div>`)
          mkdirSync(dirname(join(outDir, target.file)), { recursive: true })
          writeFileSync(join(outDir, target.file), page(body))
          if ((entry.dataPagePaths as readonly string[]).includes(target.url)) {
            // The page the server fills with the current data at request time.
            mkdirSync(join(serverDir, 'pages'), { recursive: true })
            writeFileSync(join(serverDir, 'pages', `${target.url.slice(1)}.html`), page(pageBodyMark))
          }
        }
        writeFileSync(join(outDir, 'sitemap.xml'), entry.sitemapFor(siteUrl))
        writeFileSync(join(outDir, 'robots.txt'), entry.robotsFor(siteUrl))
        buildSummary.pages = `${entry.prerenderTargets.length} pages prerendered for ${siteUrl}`
      },
    },
  }
}

/** VERBOSE=1: Vite's file table and the first-load chunk table; otherwise warnings, errors and one summary line. */
const verbose = Boolean(process.env.VERBOSE)
const buildSummary = { startedAt: performance.now(), pages: 'no pages prerendered', firstLoad: 'not measured' }

/** Budget for the JavaScript the home page needs before it is interactive (gzipped). */
const firstLoadBudgetKb = 110

/**
 * Marks every chunk with V8's explicit compile hint: Chromium then compiles all of a chunk's
 * functions while the file streams in, off the main thread, instead of on the main thread the
 * first time each is called (router set-up, hydration, rendering a list). Nearly every function
 * of a chunk runs soon after it loads, so little compile work is wasted.
 */
function eagerCompileHints(): Plugin {
  return {
    name: 'arcnova:eager-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own rewrites, which put the preload map at the very top of a chunk.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && file.fileName.startsWith('assets/'))
            file.code = `//# allFunctionsCalledOnLoad\n${file.code}`
        }
      },
    },
  }
}

/** Prints the home page's first-load JavaScript (boot entry, the app, the home route chunk, their static imports), gzipped. */
function reportFirstLoad(): Plugin {
  return {
    name: 'arcnova:first-load-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>()
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry && chunk.fileName.startsWith('assets/'))
      if (entries.length === 0) return
      const firstLoad = new Set<string>()
      const visit = (name: string) => {
        if (firstLoad.has(name)) return
        firstLoad.add(name)
        for (const imported of chunks.get(name)?.imports ?? []) visit(imported)
      }
      for (const entry of entries) if (entry.code.trim() !== '') visit(entry.fileName)
      // The boot entry imports the app (main.tsx) as soon as the page has painted.
      const mainFile = resolve(import.meta.dirname, 'src/main.tsx')
      for (const chunk of chunks.values()) if (chunk.facadeModuleId === mainFile) visit(chunk.fileName)
      // The home route's own code-split chunk is needed to paint the home page too.
      for (const chunk of chunks.values()) {
        if (chunk.moduleIds.some((id) => id.includes('/src/routes/pages/index.tsx'))) visit(chunk.fileName)
      }
      // FIRST_LOAD_MODULES=1 NO_MINIFY=1 lists each first-load chunk's largest modules (finding what broke the budget).
      if (process.env.FIRST_LOAD_MODULES) {
        for (const name of firstLoad) {
          const chunk = chunks.get(name)
          if (!chunk || name.includes('framework')) continue
          for (const [id, info] of Object.entries(chunk.modules)
            .sort((a, b) => b[1].renderedLength - a[1].renderedLength)
            .slice(0, 25))
            console.log(`${name} ${info.renderedLength} ${id.replace(import.meta.dirname, '')}`)
        }
      }
      let total = 0
      const rows = [...firstLoad].map((name) => {
        const size = gzipSync(chunks.get(name)?.code ?? '', { level: 9 }).length / 1024
        total += size
        return `  ${name.padEnd(48)} ${size.toFixed(1).padStart(7)} KB gz`
      })
      const verdict = total <= firstLoadBudgetKb ? 'within' : 'OVER'
      const summary = `${total.toFixed(1)} KB gz — ${verdict} the ${firstLoadBudgetKb} KB budget`
      buildSummary.firstLoad = summary
      if (verbose || total > firstLoadBudgetKb) {
        console.log(`\nFirst-load JavaScript (home):\n${rows.join('\n')}\n  total ${summary}\n`)
      }
    },
  }
}

/** The API tests that run on PostgreSQL too: the embedded database's own files and restarts stay out. */
const serverTestsOnPostgres = [
  'server/applications/applications.test.ts',
  'server/applications/text-fields.test.ts',
  'server/console/console-auth.test.ts',
  'server/console/console-routes.test.ts',
  'server/contact/contact-messages.test.ts',
  'server/http/health.test.ts',
  'server/jobs/jobs.test.ts',
  'server/pages/data-pages.test.ts',
  'server/payments/payment-mode.test.ts',
  'server/payments/payments.test.ts',
  'server/payments/webhook.test.ts',
  'server/plans/plans.test.ts',
  'server/referrals/referral-rules.test.ts',
  'server/referrals/referrals.test.ts',
]

/** The build reports warnings, errors and its summary line; the dev server keeps its usual output. */
function quietBuild(): Plugin {
  return {
    name: 'arcnova:quiet-build',
    config: (_config, { command }) => (command === 'build' && !verbose ? { logLevel: 'warn' } : undefined),
  }
}

export default defineConfig({
  plugins: [
    quietBuild(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The Life-at-company path follows the company's short name, so it is declared here, not by a file name.
      virtualRouteConfig: rootRoute('__root.tsx', [route(lifeAtPath, 'life-at-company.tsx'), physical('', 'pages')]),
    }),
    react(),
    companySettingsInHtml(),
    faviconIco(),
    unhintedFonts(),
    preloadFonts(),
    reportFirstLoad(),
    eagerCompileHints(),
    prerenderPages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // After the prerender plugin has written the pages, so they are precached.
      integration: { closeBundleOrder: 'post' },
      injectRegister: false,
      manifest: webManifest,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webp,avif}'],
        // Install-dialog screenshots and link-preview images are for other apps, never needed offline;
        // the staff console is never kept on a visitor's device.
        globIgnores: ['screenshots/**', 'og/**', 'assets/console.*', 'assets/console-*'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
        // The plugin builds the worker with the option Rolldown has deprecated (inlineDynamicImports);
        // the same thing under its current name, so the build says nothing about it.
        buildPlugins: {
          // The worker's own build reports like the site's: warnings only unless VERBOSE=1.
          vite: [{ name: 'arcnova:worker-build-quiet', config: () => ({ logLevel: verbose ? 'info' : 'warn' }) }],
          rollup: [
            {
              name: 'arcnova:worker-in-one-file',
              outputOptions({ inlineDynamicImports: _deprecated, ...options }) {
                return { ...options, codeSplitting: false }
              },
            },
          ],
        },
      },
      devOptions: { enabled: false },
    }),
    buildStamp(),
    devApi(),
  ],
  // OUT_DIR lets parallel test runs build side by side.
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules natively; the polyfill would cost a request.
    modulePreload: { polyfill: false },
    minify: process.env.NO_MINIFY ? false : undefined,
    outDir: process.env.OUT_DIR ?? 'dist',
    rollupOptions: {
      preserveEntrySignatures: 'allow-extension',
      output: {
        // Every page needs React, the router and the shell: a few larger chunks compress better and
        // cost fewer requests than the dozens of tiny shared chunks the splitter would make.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|@tanstack)\//.test(id)) return 'framework'
          // index.html's one script and all it needs before the page shows: a single small request.
          if (
            /\/src\/(boot\.ts|lib\/web-fonts|components\/startup\/|features\/pwa\/(install-prompt-events|stale-chunk-recovery|connection-return))/.test(
              id,
            )
          )
            return 'boot'
          if (id.includes('vite/preload-helper')) return 'boot'
          if (id.includes('/src/lib/schema')) return undefined // zod loads only with the pages that parse API data
          // Code only some pages or addresses need (the lists' saved-copy date and connection state, a
          // #section link's landing) stays out of every page's first load.
          if (
            /\/src\/lib\/(cached-response|embedded-page-data|use-online-status|use-first-screen-first|land-on-hash-target)/.test(
              id,
            )
          )
            return undefined
          if (/\/src\/(site|lib|components\/(sections|ui))\//.test(id)) return 'shell'
          // The shared text rules (zod-free): the home page's contact form needs them at once.
          if (id.includes('/src/contracts/text.ts')) return 'shell'
          // Route definitions (not their code-split components) and the header's small modules load
          // with every page: in the shell chunk they cost no requests of their own.
          if (
            /\/src\/routes\/[^?]*$/.test(id) ||
            /\/src\/components\/layout\/(site-link\.tsx|.*\.module\.css)/.test(id)
          )
            return 'shell'
          return undefined
        },
      },
    },
  },
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/vitest-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Request lines would drown the report; tests that check the log give the app their own.
          env: { LOG_LEVEL: 'warn' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // With TEST_DATABASE_URL (CI starts a throwaway PostgreSQL), the API tests run again with every
      // test server on a real PostgreSQL database of its own.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                environment: 'node',
                include: serverTestsOnPostgres,
                env: { LOG_LEVEL: 'warn', TEST_SERVER_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
})
