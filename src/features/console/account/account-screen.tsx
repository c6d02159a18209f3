import { useState } from 'react'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import { useConsoleSession } from '../console-session'
import { ConfirmDialog } from '../parts/confirm-dialog'
import { LoadState } from '../parts/load-state'
import { useNotice } from '../parts/notice'
import { useConsoleAction, useConsoleData } from '../use-console-data'
import { fetchSessions, signOutEverywhere } from './account-api'
import { SessionCard } from './session-card'
import { PasskeysSection } from '../passkeys/passkeys-section'

/** The signed-in staff member's own sessions: end any other one, or sign out everywhere. */
export function AccountScreen() {
  const { email, signedOut } = useConsoleSession()
  const sessions = useConsoleData(fetchSessions, 'sessions')
  const { element: notice, announce } = useNotice()
  const run = useConsoleAction()
  const [busy, setBusy] = useState(false)

  async function everywhere() {
    setBusy(true)
    const result = await run(signOutEverywhere)
    setBusy(false)
    if (result.ok) signedOut('You have signed out everywhere: every session of yours has ended.')
    else announce(`Not signed out everywhere. ${failureMessage(result.error)}`, true)
  }

  return (
    <>
      <h1 tabIndex={-1}>Account</h1>
      <p className={styles.meta}>
        Signed in as {email}. A session ends after 8 hours without use, and 7 days after signing in.
      </p>
      <div className={styles.toolbar}>
        <ConfirmDialog
          trigger={
            <button type="button" className={styles.danger} disabled={busy}>
              Sign out everywhere
            </button>
          }
          title="Sign out everywhere?"
          description="Every session of yours ends, in this browser too. You will need to sign in again."
          confirmLabel="Sign out everywhere"
          onConfirm={() => void everywhere()}
        />
      </div>
      {notice}
      <PasskeysSection announce={announce} />
      <h2 className={styles.sectionHeading}>Signed-in browsers</h2>
      <LoadState state={sessions.state} reload={sessions.reload} what="sessions">
        {(list) => (
          <ul className={styles.list} aria-label="Signed-in browsers, most recently used first">
            {list.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                announce={announce}
                onEnded={() => sessions.update((items) => items.filter((item) => item.id !== session.id))}
              />
            ))}
          </ul>
        )}
      </LoadState>
    </>
  )
}
