import { lazy, Suspense, useEffect, useState } from 'react'
import { loadWhenOnline } from '../../lib/load-when-online'
import { connectionHasReturned } from './connection-return'
import { registerServiceWorker } from './service-worker'

const offlineReadyShownKey = 'arcnova:offline-ready-shown'

// The notices' code (Radix Toast) loads when there is something to say, not with every page's
// start: most visits never show one, and on a slow phone it competed with the page's own start-up.
const PwaNotices = lazy(() =>
  loadWhenOnline(() => import('./pwa-notices')).then((module) => ({ default: module.PwaNotices })),
)

/**
 * The app itself, rendered once the page is idle: its service worker (what working offline needs),
 * and news about it and the connection. Never blocking.
 */
export function PwaLayer() {
  const [activateUpdate, setActivateUpdate] = useState<() => void>()
  const [offlineReady, setOfflineReady] = useState(false)
  const connectionNews = useConnectionNews()
  useEffect(() => {
    // Offline on a first visit the worker's script cannot be fetched: it registers once the connection returns.
    void loadWhenOnline(() =>
      registerServiceWorker({
        onUpdateWaiting: (activate) => setActivateUpdate(() => activate),
        onFirstInstall: () => {
          if (localStorage.getItem(offlineReadyShownKey)) return
          localStorage.setItem(offlineReadyShownKey, new Date().toISOString())
          setOfflineReady(true)
        },
      }),
    ).catch((error: unknown) => console.warn('Service worker registration failed', error))
  }, [])

  if (!connectionNews && !offlineReady && activateUpdate === undefined) return null
  return (
    <Suspense fallback={null}>
      <PwaNotices
        offlineReady={offlineReady}
        dismissOfflineReady={() => setOfflineReady(false)}
        activateUpdate={activateUpdate}
      />
    </Suspense>
  )
}

/**
 * Whether the connection has dropped or come back since the page started: only then is the
 * connection notice's code needed (it says which, and for how long).
 */
function useConnectionNews(): boolean {
  const [news, setNews] = useState(() => !navigator.onLine || connectionHasReturned())
  useEffect(() => {
    const changed = () => setNews(true)
    window.addEventListener('online', changed)
    window.addEventListener('offline', changed)
    return () => {
      window.removeEventListener('online', changed)
      window.removeEventListener('offline', changed)
    }
  }, [])
  return news
}
