export interface ServiceWorkerEvents {
  onUpdateWaiting: (activate: () => void) => void
  onFirstInstall: () => void
}

/**
 * Registers the service worker (production builds only) once the page is idle, so it never competes
 * with the first render. workbox-window runs the update lifecycle (a new version waiting, the visitor
 * accepting it) and is loaded on demand. On a first visit no worker controls the page, so there is
 * nothing to update: the browser's own register() does, and a phone's first visit is spared the
 * 2.2 KB (record 049).
 */
export async function registerServiceWorker(events: ServiceWorkerEvents): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const registration =
    navigator.serviceWorker.controller === null ? await registerOnFirstVisit(events) : await registerWithWorkbox(events)

  // Long-lived tabs and installed apps look for a new version when they come back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update()
  })
}

async function registerWithWorkbox(events: ServiceWorkerEvents): Promise<{ update: () => Promise<unknown> }> {
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    events.onUpdateWaiting(() => {
      // Reload only once the new worker has taken over, and only because the visitor asked.
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  await workbox.register()
  return workbox
}

/**
 * An uncontrolled page: the first worker installing is the news (the site now works offline). A
 * version published later needs no consent here: a worker that controls no page activates at once.
 */
async function registerOnFirstVisit(events: ServiceWorkerEvents): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  const firstWorker = registration.active === null ? (registration.installing ?? registration.waiting) : null
  if (firstWorker === null) return registration
  // With no worker before it, the first one may pass 'installed' on its way to 'activated' at once.
  const installed = () => ['installed', 'activating', 'activated'].includes(firstWorker.state)
  if (installed()) events.onFirstInstall()
  else
    firstWorker.addEventListener('statechange', function reportInstalled() {
      if (!installed()) return
      firstWorker.removeEventListener('statechange', reportInstalled)
      events.onFirstInstall()
    })
  return registration
}
