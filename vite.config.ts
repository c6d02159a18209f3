/// <reference types="vitest/config" />
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, defineConfig, type Plugin, type ResolvedConfig, type Rollup } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { physical, rootRoute, route } from '@tanstack/virtual-file-routes'
import { webManifest } from './src/site/web-manifest'
import { defaultSiteUrl } from './src/site/link-preview'
import { lifeAtPath, settings } from './src/site/settings'

/** Preloads the self-hosted woff2 fonts so text renders in its real face on the first paint. */
function preloadFonts(): Plugin {
  return {
    name: 'arcnova:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) => file.endsWith('.woff2'))
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
 * src/boot.ts is its own entry, loaded first: it reveals the (prerendered) page once the fonts are
 * ready, without waiting for React to download and hydrate.
 */
function bootScriptFirst(): Plugin {
  return {
    name: 'arcnova:boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'chunk' && file.isEntry && file.name === 'boot')
        if (!boot) return []
        return [{ tag: 'script', attrs: { type: 'module', src: `/${boot.fileName}` }, injectTo: 'head-prepend' as const }]
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

  /** Stylesheets of a route's code-split chunks: linked in its HTML so the first paint is styled. */
  function routeStylesheets(url: string): string[] {
    const file = url === lifeAtPath ? 'src/routes/life-at-company.tsx' : `src/routes/pages/${url === '/' ? 'index' : url.slice(1)}.tsx`
    const routeFile = resolve(config.root, file)
    const chunks = new Map<string, Rollup.OutputChunk>()
    for (const output of Object.values(clientBundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
    const css = new Set<string>()
    const seen = new Set<string>()
    const visit = (chunk: Rollup.OutputChunk) => {
      if (seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      chunk.viteMetadata?.importedCss.forEach((sheet) => css.add(sheet))
      // Lazy parts are prerendered too (e.g. the home page below its hero), so their styles count.
      ;[...chunk.imports, ...chunk.dynamicImports].forEach((name) => {
        const imported = chunks.get(name)
        if (imported) visit(imported)
      })
    }
    for (const chunk of chunks.values()) {
      if (!chunk.isEntry && chunk.moduleIds.some((id) => id.startsWith(routeFile))) visit(chunk)
    }
    return [...css]
  }

  return {
    name: 'arcnova:prerender',
    apply: 'build',
    configResolved: (resolved) => void (config = resolved),
    generateBundle(_options, bundle) {
      if (!config.build.ssr) clientBundle = bundle
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr) return
        const outDir = resolve(config.root, config.build.outDir)
        const serverDir = resolve(config.root, 'node_modules/.cache/arcnova-prerender', config.build.outDir.replace(/\W/g, '_'))
        await build({
          configFile: resolve(config.root, 'vite.config.ts'),
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/entry-prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        })
        const entry: typeof import('./src/entry-prerender') = await import(
          `${pathToFileURL(join(serverDir, 'entry-prerender.js')).href}?${Date.now()}`
        )
        const siteUrl = process.env.SITE_URL ?? defaultSiteUrl
        const template = readFileSync(join(outDir, 'index.html'), 'utf8')
        // Paths without a prerendered page (none today) get the bare shell from the service worker.
        writeFileSync(join(outDir, 'app-shell.html'), template)
        for (const target of entry.prerenderTargets) {
          const body = await entry.renderBody(target.url)
          const stylesheets = routeStylesheets(target.url)
            .filter((sheet) => !template.includes(sheet))
            .map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`)
            .join('\n    ')
          const html = template
            .replace('</head>', `  ${stylesheets}\n  </head>`)
            .replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, entry.headFor(target, siteUrl))
            .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
          mkdirSync(dirname(join(outDir, target.file)), { recursive: true })
          writeFileSync(join(outDir, target.file), html)
        }
        writeFileSync(join(outDir, 'sitemap.xml'), entry.sitemapFor(siteUrl))
        writeFileSync(join(outDir, 'robots.txt'), entry.robotsFor(siteUrl))
        console.log(`Prerendered ${entry.prerenderTargets.length} pages, sitemap.xml and robots.txt for ${siteUrl}`)
      },
    },
  }
}

/** Budget for the JavaScript the home page needs before it is interactive (gzipped). */
const firstLoadBudgetKb = 110

/** Prints the home page's first-load JavaScript (entries, home route chunk, their static imports), gzipped. */
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
        chunks.get(name)?.imports.forEach(visit)
      }
      entries.forEach((entry) => visit(entry.fileName))
      // The home route's own code-split chunk is needed to paint the home page too.
      for (const chunk of chunks.values()) {
        if (chunk.moduleIds.some((id) => id.includes('/src/routes/pages/index.tsx'))) visit(chunk.fileName)
      }
      let total = 0
      const rows = [...firstLoad].map((name) => {
        const size = gzipSync(chunks.get(name)?.code ?? '', { level: 9 }).length / 1024
        total += size
        return `  ${name.padEnd(48)} ${size.toFixed(1).padStart(7)} KB gz`
      })
      const verdict = total <= firstLoadBudgetKb ? 'within' : 'OVER'
      console.log(`\nFirst-load JavaScript (home):\n${rows.join('\n')}\n  total ${total.toFixed(1)} KB gz — ${verdict} the ${firstLoadBudgetKb} KB budget\n`)
    },
  }
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The Life-at-company path follows the company's short name, so it is declared here, not by a file name.
      virtualRouteConfig: rootRoute('__root.tsx', [route(lifeAtPath, 'life-at-company.tsx'), physical('', 'pages')]),
    }),
    react(),
    companySettingsInHtml(),
    bootScriptFirst(),
    preloadFonts(),
    reportFirstLoad(),
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
        // Install-dialog screenshots and link-preview images are for other apps, never needed offline.
        globIgnores: ['screenshots/**', 'og/**'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  // OUT_DIR lets parallel test runs build side by side.
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    outDir: process.env.OUT_DIR ?? 'dist',
    rollupOptions: {
      input: { index: resolve(import.meta.dirname, 'index.html'), boot: resolve(import.meta.dirname, 'src/boot.ts') },
      output: {
        // Every page needs React, the router and the shell: a few larger chunks compress better and
        // cost fewer requests than the dozens of tiny shared chunks the splitter would make.
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|@tanstack)\//.test(id)) return 'framework'
          if (id.includes('/src/lib/web-fonts')) return undefined // stays inside the tiny boot entry
          if (id.includes('/src/lib/schema')) return undefined // zod loads only with the pages that parse API data
          if (/\/src\/(site|lib|components\/(sections|ui))\//.test(id)) return 'shell'
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
