import { useEffect, useState } from 'react'
import { registerServiceWorker } from './service-worker'

const offlineReadyShownKey = 'arcnova:offline-ready-shown'

/** Update and install state of the service worker, for the prompts. */
export function useServiceWorker() {
  const [activateUpdate, setActivateUpdate] = useState<(() => void) | undefined>(undefined)
  const [offlineReady, setOfflineReady] = useState(false)

  useEffect(() => {
    const start = () =>
      void registerServiceWorker({
        onUpdateWaiting: (activate) => setActivateUpdate(() => activate),
        onFirstInstall: () => {
          if (localStorage.getItem(offlineReadyShownKey)) return
          localStorage.setItem(offlineReadyShownKey, new Date().toISOString())
          setOfflineReady(true)
        },
      }).catch((error: unknown) => console.warn('Service worker registration failed', error))
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
  }, [])

  return { activateUpdate, offlineReady, dismissOfflineReady: () => setOfflineReady(false) }
}
