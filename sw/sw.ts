/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope

// Precache the build (list injected by vite-plugin-pwa) and drop caches of older builds.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Navigations get the app shell; the API is never answered with HTML.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }))

// The page asks the waiting worker to take over only when the visitor chooses to reload.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting()
})
