import { lazy, Suspense, useEffect } from 'react'
import { loadWhenOnline } from '../../lib/load-when-online'
import { useConnectionNotice } from './use-connection-notice'
import { useServiceWorker } from './use-service-worker'
import { captureInstallPrompt } from './install-prompt-events'
import { linkWebManifest } from './web-manifest-link'

const offlineReadyVisibleMs = 6000

// The notices' code (Radix Toast) loads when there is something to say, not with every page's
// start: most visits never show one, and on a slow phone it competed with the page's own start-up.
const PwaNotices = lazy(() =>
  loadWhenOnline(() => import('./pwa-notices')).then((module) => ({ default: module.PwaNotices })),
)

/**
 * The app itself: its service worker and web manifest (what installing needs), and messages about
 * updates, offline readiness and the connection. Never blocking.
 */
export function PwaLayer() {
  const { activateUpdate, offlineReady, dismissOfflineReady } = useServiceWorker()
  const connection = useConnectionNotice()
  useEffect(() => {
    captureInstallPrompt()
    linkWebManifest()
  }, [])

  useEffect(() => {
    if (!offlineReady) return
    const timer = setTimeout(dismissOfflineReady, offlineReadyVisibleMs)
    return () => clearTimeout(timer)
  }, [offlineReady, dismissOfflineReady])

  if (connection === undefined && !offlineReady && activateUpdate === undefined) return null
  return (
    <Suspense fallback={null}>
      <PwaNotices
        connection={connection}
        offlineReady={offlineReady}
        dismissOfflineReady={dismissOfflineReady}
        activateUpdate={activateUpdate}
      />
    </Suspense>
  )
}
