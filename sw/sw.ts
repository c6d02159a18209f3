/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst, NetworkOnly } from 'workbox-strategies'
import { retentionFiguresPath } from '../src/contracts/retention-figures'
import { dataPagePaths } from '../src/site/page-data'
import { isPrivateApi, isPrivatePage, privatePageDenylist } from '../src/site/private-addresses'
import { markSavedPageCopy } from './page-copy-plugin'
import { stampSavedAt } from './saved-at-plugin'
import { fallBackOnServerError } from './server-error-plugin'
import { answerShare, isShareTarget } from './share-target'
import { listenForClosedJobsSync } from './closed-jobs-badge'
import { listenForPushAlerts } from './push-alerts'

declare const self: ServiceWorkerGlobalScope

// Precache the build (list injected at build time) and drop the caches of older builds.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// First, before any caching route: the console, the applicant's page and their API calls carry one
// person's data. They always go to the network and nothing of them is kept (record 050); their POSTs,
// like every POST, match no route at all.
registerRoute(
  ({ url }) => url.origin === self.location.origin && (isPrivatePage(url.pathname) || isPrivateApi(url.pathname)),
  new NetworkOnly(),
)

/** The prerendered page for a path when the build has one (`/banking` → `/banking/index.html`). */
function prerenderedPage(pathname: string): string {
  return pathname === '/' ? '/index.html' : `${pathname.replace(/\/+$/, '')}/index.html`
}

/** The precached page for a path, else the app shell. */
async function builtPage(pathname: string): Promise<Response | undefined> {
  return (
    (await matchPrecache(prerenderedPage(pathname))) ??
    (await matchPrecache('/app-shell.html')) ??
    (await matchPrecache('/index.html'))
  )
}

const pageWaitMs = 3_000
const pageCopies = 'data-pages'
const dataPages = new NetworkFirst({
  cacheName: pageCopies,
  networkTimeoutSeconds: pageWaitMs / 1000,
  plugins: [
    fallBackOnServerError,
    new CacheableResponsePlugin({ statuses: [200] }),
    stampSavedAt,
    markSavedPageCopy,
    new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
})

// The data pages (the job list, a job's link, the plans, the privacy page with the server's retention
// figures) are rendered by the server with the current data: from the network when it answers within
// 3 s, else the copy saved last time (which says when it was saved), else the precached page, whose app
// then loads the lists (or the saved lists) itself.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    (dataPagePaths as readonly string[]).includes(url.pathname),
  async (options) => {
    const { url } = options
    const fromStrategy = dataPages.handle(options)
    // Past the wait with no saved copy, the precached page rather than a longer wait on the network.
    const slow = new Promise<Response | undefined>((resolve) => {
      setTimeout(async () => {
        const saved = await caches.open(pageCopies).then((cache) => cache.match(url.href))
        if (saved === undefined) resolve(await builtPage(url.pathname))
      }, pageWaitMs)
    })
    try {
      return (await Promise.race([fromStrategy, slow])) ?? (await fromStrategy)
    } catch {
      return (await builtPage(url.pathname)) ?? Response.error()
    }
  },
)

// Other navigations: the page's own prerendered HTML if precached, else the app shell; never for
// /api/, nor for the private pages, which only ever come from the network, nor for the files a reader
// opens by address (sitemap.xml, the job feeds, robots.txt, IndexNow's key).
registerRoute(
  new NavigationRoute(async ({ request, url }) => (await builtPage(url.pathname)) ?? fetch(request), {
    denylist: [/^\/api\//, /\.(?:xml|rss|txt)$/, ...privatePageDenylist],
  }),
)

// Job and plan lists, and the retention figures the notices state: fresh when the network answers within
// 4 s without a server error, else the last saved answer, marked with the time it was saved so the page
// can say so.
for (const [path, cacheName] of [
  ['/api/jobs/', 'api-jobs'],
  ['/api/plans/', 'api-plans'],
  [retentionFiguresPath, 'api-retention'],
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
// A CV shared from another app to the installed app (the manifest's share target): kept on this
// device, then the job list, whose banner offers it. Never sent anywhere by the worker.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isShareTarget(url.pathname),
  ({ request }) => answerShare(request),
  'POST',
)

// Everything else — every other POST, the payment provider's script, other origins — goes straight
// to the network: no route matches it, so nothing is cached, queued or replayed.

// The page asks the waiting worker to take over only when the visitor chooses to reload.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting()
})

listenForClosedJobsSync()
listenForPushAlerts(self)
