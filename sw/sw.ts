/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { stampSavedAt } from './saved-at-plugin'
import { fallBackOnServerError } from './server-error-plugin'

declare const self: ServiceWorkerGlobalScope

// Precache the build (list injected at build time) and drop the caches of older builds.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/** The prerendered page for a path when the build has one (`/banking` → `/banking/index.html`). */
function prerenderedPage(pathname: string): string {
  return pathname === '/' ? '/index.html' : `${pathname.replace(/\/+$/, '')}/index.html`
}

// Navigations: the page's own prerendered HTML if precached, else the app shell; never for /api/,
// nor for the staff console, which only ever comes from the network.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) =>
      (await matchPrecache(prerenderedPage(url.pathname))) ??
      (await matchPrecache('/app-shell.html')) ??
      (await matchPrecache('/index.html')) ??
      fetch(request),
    { denylist: [/^\/api\//, /^\/console(?:\/|$)/i] },
  ),
)

// Job and plan lists: fresh when the network answers within 4 s without a server error, else the
// last saved answer, marked with the time it was saved so the page can say so.
for (const [path, cacheName] of [
  ['/api/jobs/', 'api-jobs'],
  ['/api/plans/', 'api-plans'],
] as const) {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && url.pathname === path && request.method === 'GET',
    new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: 4,
      plugins: [
        fallBackOnServerError,
        new CacheableResponsePlugin({ statuses: [200] }),
        stampSavedAt,
        new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  )
}
// Everything else — every POST, the payment provider's script, other origins — goes straight to
// the network: no route matches it, so nothing is cached, queued or replayed.

// The page asks the waiting worker to take over only when the visitor chooses to reload.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting()
})
