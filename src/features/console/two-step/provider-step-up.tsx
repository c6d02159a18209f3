import type { Ref } from 'react'
import { singleSignOnPaths } from '../../../contracts/single-sign-on'
import { apiUrl } from '../../../site/settings'
import styles from '../console.module.css'

/** Where a member signed in through the provider confirms it is them: a fresh sign-in there, then back to this screen. */
export const stepUpUrl = (returnTo: string) =>
  `${apiUrl(singleSignOnPaths.start)}?step_up=1&return_to=${encodeURIComponent(returnTo)}`

/**
 * Instead of a code (issue 64 item 4): a member signed in through the company's provider signs in
 * there again (prompt=login), comes back to this screen and does the act once more.
 */
export function StepUpButton({ provider, ref }: { provider: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.primary}
      onClick={() => window.location.assign(stepUpUrl(window.location.pathname))}
    >
      {`Sign in again with ${provider}`}
    </button>
  )
}
