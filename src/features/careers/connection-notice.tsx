import { formatSavedAt } from '../../lib/cached-response'
import styles from './careers-page.module.css'

interface ConnectionNoticeProps {
  id: string
  online: boolean
  /** When the service worker saved the list it answered with (the network was unreachable). */
  savedAt: Date | undefined
  onRetry: () => void
}

/** Says, politely and as it happens, that the list is a saved copy and that applications wait for a connection. */
export function ConnectionNotice({ id, online, savedAt, onRetry }: ConnectionNoticeProps) {
  const empty = online && savedAt === undefined
  return (
    <div id={id} className={empty ? undefined : styles.notice} role="status">
      {savedAt && !online && <p>You're offline — showing openings saved on {formatSavedAt(savedAt)}</p>}
      {savedAt && online && (
        // Online, the worker answers from its cache only when the server failed or took too long.
        <>
          <p>The latest openings could not be loaded — showing openings saved on {formatSavedAt(savedAt)}.</p>
          <button type="button" className={styles.textButton} onClick={onRetry}>
            Try again
          </button>
        </>
      )}
      {!online &&
        (savedAt ? (
          <p>You can still fill in an application, then send it when you're back online.</p>
        ) : (
          <p>
            You're offline. You can still read openings and fill in an application, then send it when you're back
            online.
          </p>
        ))}
    </div>
  )
}
