import styles from './careers-page.module.css'

/** Stands in for the application dialog when its code could not be fetched (offline before it was cached). */
export function ApplyUnavailable({ job }: { job: unknown }) {
  if (job === undefined) return null
  return (
    <p className={styles.notice} role="alert">
      The application form could not load. Check your connection, then reload the page to apply.
    </p>
  )
}
