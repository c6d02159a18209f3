/// <reference types="vitest/config" />
import { gzipSync } from 'node:zlib'
import { defineConfig, type Plugin, type Rollup } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { physical, rootRoute, route } from '@tanstack/virtual-file-routes'
import { webManifest } from './src/site/web-manifest'
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

/** index.html takes the company name from the settings module, like everything else. */
function companySettingsInHtml(): Plugin {
  return {
    name: 'arcnova:settings-in-html',
    transformIndexHtml: (html) => html.replaceAll('%COMPANY_NAME%', settings.companyName),
  }
}

/** Budget for the JavaScript the home page needs before it is interactive (gzipped). */
const firstLoadBudgetKb = 110

/** Prints the home page's first-load JavaScript (entry, home route chunk, their static imports), gzipped. */
function reportFirstLoad(): Plugin {
  return {
    name: 'arcnova:first-load-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>()
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file)
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.fileName.startsWith('assets/'))
      if (!entry) return
      const firstLoad = new Set<string>()
      const visit = (name: string) => {
        if (firstLoad.has(name)) return
        firstLoad.add(name)
        chunks.get(name)?.imports.forEach(visit)
      }
      visit(entry.fileName)
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
    preloadFonts(),
    reportFirstLoad(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webp,avif}'],
        // Install-dialog screenshots are only for the browser's install UI, never needed offline.
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  // OUT_DIR lets parallel test runs build side by side.
  build: { target: 'es2022', assetsInlineLimit: 0, outDir: process.env.OUT_DIR ?? 'dist' },
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
