/// <reference types="vitest/config" />
import { resolve } from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { physical, rootRoute, route } from '@tanstack/virtual-file-routes'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildStamp, newBuildSummary, quietBuild, reportFirstLoad } from './server/build/vite/build-report.ts'
import { chunkGroups } from './server/build/vite/chunk-groups.ts'
import { devApi } from './server/build/vite/dev-api.ts'
import { eagerCompileHints } from './server/build/vite/eager-compile-hints.ts'
import { faviconIco } from './server/build/vite/favicon-ico.ts'
import { precompressBuild } from './server/build/vite/precompress.ts'
import { prerenderPages } from './server/build/vite/prerender.ts'
import { serviceWorker } from './server/build/vite/service-worker.ts'
import { settingsInHtml } from './server/build/vite/settings-in-html.ts'
import { preloadFonts, subsetFonts } from './server/build/vite/web-fonts.ts'
import { defaultSiteUrl } from './src/site/preview-tags.ts'
import { lifeAtPath } from './src/site/settings.ts'
import { vitestProjects, vitestWorkers } from './tests/vitest-projects.ts'

// What the build does, in order; each plugin is a small file in server/build/vite/ (see its README).
const fromRoot = (path: string) => resolve(import.meta.dirname, path)
const summary = newBuildSummary(Boolean(process.env.VERBOSE))
const routeFileOf = (path: string) =>
  path === lifeAtPath
    ? 'src/routes/life-at-company.tsx'
    : `src/routes/pages/${path === '/' ? 'index' : path.slice(1)}.tsx`

export default defineConfig({
  plugins: [
    // One summary line instead of Vite's file table (VERBOSE=1 for the table).
    quietBuild(summary),
    // Routes from the files in src/routes/; the Life-at-company path follows the company's short name,
    // so it is declared here, not by a file name.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      virtualRouteConfig: rootRoute('__root.tsx', [route(lifeAtPath, 'life-at-company.tsx'), physical('', 'pages')]),
    }),
    react(),
    // index.html: the company name, and the fonts the pages use preloaded.
    settingsInHtml(),
    preloadFonts(),
    // The web fonts without TrueType hinting, each in a basic and an extra part; /favicon.ico from the 32 px icon.
    subsetFonts({
      fontsCss: fromRoot('src/styles/fonts.css'),
      cacheDir: fromRoot('node_modules/.cache/arcnova-fonts'),
    }),
    faviconIco(fromRoot('public/icons/favicon-32.png')),
    // The home page's first-load JavaScript against its budget.
    reportFirstLoad(summary, {
      mainFile: fromRoot('src/main.tsx'),
      homeRouteFile: '/src/routes/pages/index.tsx',
      budgetKb: 110,
    }),
    eagerCompileHints(),
    // The server renderer, and with it every page as HTML; then the service worker precaches them.
    prerenderPages({
      serverEntry: 'src/entry-server.tsx',
      mainFile: fromRoot('src/main.tsx'),
      routeFileOf,
      siteUrl: process.env.SITE_URL ?? defaultSiteUrl,
      summary,
    }),
    serviceWorker({ verbose: summary.verbose }),
    // The build stamp npm start checks, and the summary line.
    buildStamp(summary),
    // Every compressible file beside itself as .br and .gz, which the server sends as they are.
    precompressBuild(),
    // npm run dev: /api goes to the companion server, started if none answers.
    devApi(import.meta.dirname),
  ],
  // RETENTION_* reach the site as import.meta.env (src/site/retention.ts): the figures a page states only
  // until it has the running server's, or offline when it never had them (record 062).
  envPrefix: ['VITE_', 'RETENTION_'],
  resolve: {
    // React 19 has useSyncExternalStore itself: TanStack's store takes the selector helper without the
    // shim for older Reacts (the same package's non-shim export, same API).
    alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // No preload lists: Vite would write into each chunk, for each of its dynamic imports, every file
    // that import needs (in the shell: all 80-odd route chunks with their shared chunks), 1 KB of
    // first-load JavaScript for requests the browser makes anyway once the imported chunk arrives.
    // A lazy chunk's stylesheets are still loaded before it runs; the service worker has every chunk
    // after the first visit, and the router starts a route's code on hover or touch.
    modulePreload: false,
    minify: process.env.NO_MINIFY ? false : undefined,
    // OUT_DIR lets parallel test runs build side by side.
    outDir: process.env.OUT_DIR ?? 'dist',
    rollupOptions: {
      preserveEntrySignatures: 'allow-extension',
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  test: { projects: vitestProjects(process.env.TEST_DATABASE_URL), maxWorkers: vitestWorkers },
})
