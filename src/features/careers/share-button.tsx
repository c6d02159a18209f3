import { useEffect, useRef, useState } from 'react'
import fieldStyles from '../../components/forms/form-field.module.css'
import styles from './job-card.module.css'
import { jobUrl } from './job-posting'
import type { Job } from './job-schema'

type CopyState = 'idle' | 'copied' | 'manual'

/** The system share sheet where there is one; otherwise copies the job's link and says so. */
export function ShareButton({ job, describedBy }: { job: Job; describedBy: string }) {
  const [state, setState] = useState<CopyState>('idle')
  const manualRef = useRef<HTMLInputElement>(null)
  // Read at render time but only in the browser: the page may be prerendered without a navigator.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  useEffect(() => {
    if (state === 'copied') {
      const timer = setTimeout(() => setState('idle'), 4000)
      return () => clearTimeout(timer)
    }
    if (state === 'manual') manualRef.current?.select()
  }, [state])

  const url = () => jobUrl(window.location.origin, job.id)

  async function share() {
    if (canShare) {
      try {
        await navigator.share({ title: job.job_name, url: url() })
      } catch {
        // Dismissing the share sheet is not an error worth showing.
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url())
      setState('copied')
    } catch {
      // No clipboard access (old browser, permissions): show the link to copy by hand.
      setState('manual')
    }
  }

  return (
    <>
      <button type="button" className={styles.secondary} aria-describedby={describedBy} onClick={() => void share()}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {canShare ? 'Share' : 'Copy link'}
      </button>
      <span className={styles.confirmation} role="status">
        {state === 'copied' ? 'Link copied' : ''}
      </span>
      {state === 'manual' && (
        <label className={`${fieldStyles.field} ${styles.manualCopy}`}>
          Copy this link
          <input ref={manualRef} type="text" readOnly value={url()} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </>
  )
}
