import { useCallback, useState } from 'react'
import styles from '../console.module.css'

/**
 * The screen's one message line: what just happened, read out by screen readers (a polite status,
 * an alert for failures).
 */
export function useNotice() {
  const [notice, setNotice] = useState<{ text: string; error: boolean }>({ text: '', error: false })
  const announce = useCallback((text: string, error = false) => setNotice({ text, error }), [])
  const element = (
    <>
      <p className={styles.notice} role="status">
        {notice.error ? '' : notice.text}
      </p>
      <p className={`${styles.notice} ${styles.error}`} role="alert">
        {notice.error ? notice.text : ''}
      </p>
    </>
  )
  return { element, announce }
}
