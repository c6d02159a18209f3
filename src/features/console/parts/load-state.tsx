import type { ReactNode } from 'react'
import styles from '../console.module.css'
import type { Loaded } from '../use-console-data'

/** A screen's data once loaded; while loading, or after a failure with 'Try again', says so instead. */
export function LoadState<T>({
  state,
  reload,
  what,
  children,
}: {
  state: Loaded<T>
  reload: () => void
  what: string
  children: (data: T) => ReactNode
}) {
  if (state.kind === 'loading') return <p role="status">Loading {what}…</p>
  if (state.kind === 'failed') {
    return (
      <div className={styles.actions}>
        <p className={`${styles.notice} ${styles.error}`} role="alert">
          {`The ${what} could not be loaded. ${state.message}`}
        </p>
        <button type="button" className={styles.button} onClick={reload}>
          Try again
        </button>
      </div>
    )
  }
  return children(state.data)
}
