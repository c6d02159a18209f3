import { useEffect } from 'react'
import styles from './pwa.module.css'
import { useConnectionNotice } from './use-connection-notice'
import { useServiceWorker } from './use-service-worker'

const offlineReadyVisibleMs = 6000

/** Messages about the app itself: updates, offline readiness and the connection. Never blocking. */
export function PwaLayer() {
  const { activateUpdate, offlineReady, dismissOfflineReady } = useServiceWorker()
  const connection = useConnectionNotice()

  useEffect(() => {
    if (!offlineReady) return
    const timer = setTimeout(dismissOfflineReady, offlineReadyVisibleMs)
    return () => clearTimeout(timer)
  }, [offlineReady, dismissOfflineReady])

  return (
    <div className={styles.stack} data-print="omit">
      <div role="status" aria-live="polite" className={styles.region}>
        {connection === 'offline' && (
          <p className={`${styles.notice} ${styles.offline}`}>You are offline. Saved pages still work.</p>
        )}
        {connection === 'back-online' && <p className={styles.notice}>You are back online.</p>}
        {offlineReady && (
          <p className={styles.notice}>
            Ready to work offline
            <button type="button" className={styles.textButton} onClick={dismissOfflineReady}>
              Dismiss
            </button>
          </p>
        )}
        {activateUpdate && (
          <p className={styles.notice}>
            A new version is available
            <button type="button" className={styles.actionButton} onClick={activateUpdate}>
              Reload
            </button>
          </p>
        )}
      </div>
    </div>
  )
}
