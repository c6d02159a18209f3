import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { webManifest } from '../../../src/site/web-manifest.ts'

/**
 * The service worker (sw/sw.ts, Workbox's injectManifest) with the list of files it precaches, and
 * the web manifest. Registered by the app itself (src/features/pwa/), which asks before updating.
 */
export function serviceWorker({ verbose }: { verbose: boolean }): Plugin[] {
  return VitePWA({
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
      globIgnores: ['screenshots/**', 'og/**', 'assets/console.*', 'assets/console-*', 'console-shell.html'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      buildPlugins: {
        // The worker's own build reports like the site's: warnings only unless VERBOSE=1.
        vite: [{ name: 'arcnova:worker-build-quiet', config: () => ({ logLevel: verbose ? 'info' : 'warn' }) }],
        rollup: [
          {
            // The plugin builds the worker with the option Rolldown has deprecated (inlineDynamicImports);
            // the same thing under its current name, so the build says nothing about it.
            name: 'arcnova:worker-in-one-file',
            outputOptions({ inlineDynamicImports: _deprecated, ...options }) {
              return { ...options, codeSplitting: false }
            },
          },
        ],
      },
    },
    devOptions: { enabled: false },
  })
}
