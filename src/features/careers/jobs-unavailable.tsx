import { settings } from '../../site/settings'
import styles from './careers-page.module.css'

interface JobsUnavailableProps {
  onRetry: () => void
  savedCount: number
  onShowSaved: () => void
}

export const retryButtonId = 'careers-retry'

/**
 * The list could not be loaded and no saved copy exists: say so (a job seeker must never read this
 * as "not hiring"), offer 'Try again', and the jobs saved on this device.
 */
export function JobsUnavailable({ onRetry, savedCount, onShowSaved }: JobsUnavailableProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>The job openings could not be loaded.</p>
      <p>
        Check your connection and try again. If it keeps happening, send your CV to{' '}
        <a href={`mailto:${settings.infoEmail}`}>{settings.infoEmail}</a>.
      </p>
      <div className={styles.emptyActions}>
        <button type="button" id={retryButtonId} className={styles.textButton} onClick={onRetry}>
          Try again
        </button>
        {savedCount > 0 && (
          <button type="button" className={styles.textButton} onClick={onShowSaved}>
            Show your saved jobs ({savedCount})
          </button>
        )}
      </div>
    </div>
  )
}
