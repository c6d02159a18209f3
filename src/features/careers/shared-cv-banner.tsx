import styles from './shared-cv-banner.module.css'
import type { SharedCv } from './shared-cv'

export const sharedCvBannerId = 'shared-cv'

export interface SharedCvBannerProps {
  shared: SharedCv
  onDiscard: () => void
}

/** Above the job list after a CV was shared to the installed app: apply with it, or discard it. */
export function SharedCvBanner({ shared, onDiscard }: SharedCvBannerProps) {
  const titleId = `${sharedCvBannerId}-title`
  const ready = shared.status === 'ready'
  return (
    <section
      id={sharedCvBannerId}
      className={ready ? styles.banner : `${styles.banner} ${styles.refused}`}
      aria-labelledby={titleId}
      data-print="omit"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {/* A status: announced when it appears, a moment after the page (it is read from the device). */}
      <div className={styles.text} role="status">
        {ready ? (
          <>
            <p id={titleId} className={styles.title}>
              Apply with <span className={styles.fileName}>{shared.file.name}</span>
            </p>
            <p>
              Press Apply Now on a job: this CV is attached. It stays on this device for 7 days, or until you apply.
            </p>
          </>
        ) : (
          <>
            <p id={titleId} className={styles.title}>
              {shared.name ? (
                <>
                  The file you shared, <span className={styles.fileName}>{shared.name}</span>, cannot be used
                </>
              ) : (
                'Nothing to apply with'
              )}
            </p>
            <p>{shared.problem}. You can still choose your CV in the application form.</p>
          </>
        )}
      </div>
      <button type="button" className={styles.discard} onClick={onDiscard}>
        {ready ? 'Discard' : 'Dismiss'}
      </button>
    </section>
  )
}
