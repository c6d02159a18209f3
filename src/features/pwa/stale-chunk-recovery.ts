const reloadKey = 'arcnova:stale-chunk-reload'
const guardMs = 10_000

/**
 * After a deploy, an open tab may ask for a code chunk that no longer exists. Vite reports it as
 * `vite:preloadError`; one reload fetches the new version. The guard stops a reload loop when the
 * chunk is missing for another reason. The boot script sets this up before the page shows, so the
 * storage is opened only when a chunk fails: opening it asks the browser process (a synchronous
 * round trip, 0.5-50 ms measured here) and would hold up the first paint of every page.
 */
export function recoverFromStaleChunks(openStorage: () => Storage = () => sessionStorage): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline, a reload would only trade the page for the browser's error page.
    if (!navigator.onLine) return
    let storage: Storage
    try {
      storage = openStorage()
    } catch {
      return // storage turned off: without the guard a reload could loop
    }
    const last = Number(storage.getItem(reloadKey) ?? 0)
    if (Date.now() - last < guardMs) return
    event.preventDefault()
    storage.setItem(reloadKey, String(Date.now()))
    window.location.reload()
  })
}
