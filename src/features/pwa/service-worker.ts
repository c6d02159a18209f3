export interface ServiceWorkerEvents {
  onUpdateWaiting: (activate: () => void) => void
  onFirstInstall: () => void
}

/**
 * Registers the service worker (production builds only) after the page has loaded, so it never
 * competes with the first render. workbox-window is loaded on demand for the same reason.
 */
export async function registerServiceWorker(events: ServiceWorkerEvents): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/' })

  workbox.addEventListener('waiting', () => {
    events.onUpdateWaiting(() => {
      // Reload only once the new worker has taken over, and only because the visitor asked.
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate) events.onFirstInstall()
  })
  await workbox.register()

  // Long-lived tabs and installed apps look for a new version when they come back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update()
  })
}
