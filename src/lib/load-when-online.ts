/**
 * Code that loads on demand (a menu, a band of the page, the app's own notices) cannot be fetched
 * offline until the service worker controls the page, and on a first visit it does not yet. Asking
 * anyway only fails (and logs a network error); instead the request waits for the connection to
 * return, and the prerendered HTML stays on screen meanwhile. Under the service worker the code is
 * precached, so it loads at once, online or not.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  // The prerender runs in Node, where there is no window and nothing to wait for.
  if (typeof window === 'undefined' || navigator.onLine || navigator.serviceWorker?.controller) return load()
  return new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })).then(load)
}
