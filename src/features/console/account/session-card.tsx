import { useId, useState } from 'react'
import type { StaffSession } from '../../../contracts/console'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import { formatWhen } from '../parts/formatting'
import { useConsoleAction } from '../use-console-data'
import { endSession } from './account-api'

/**
 * One signed-in browser: what it is, when it signed in and was last used, and 'End session' unless it
 * is this one. A session that passed the password only is marked: someone else may know the password.
 */
export function SessionCard({
  session,
  onEnded,
  announce,
}: {
  session: StaffSession
  onEnded: () => void
  announce: (message: string, isError?: boolean) => void
}) {
  const id = useId()
  const run = useConsoleAction()
  const [busy, setBusy] = useState(false)

  async function end() {
    setBusy(true)
    const result = await run(() => endSession(session.id))
    setBusy(false)
    if (result.ok) {
      announce(`The session on ${session.browser} has ended.`)
      onEnded()
    } else announce(`The session could not be ended. ${failureMessage(result.error)}`, true)
  }

  return (
    <li>
      <article className={styles.card} aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>
          {session.browser}
          {session.current && (
            <>
              {' '}
              <span className={styles.badge}>This browser</span>
            </>
          )}
        </h3>
        <p className={styles.meta} id={`${id}-times`}>
          {session.password_only && (
            <>
              <strong className={styles.warning}>Password only — second step not completed</strong>
              {' · '}
            </>
          )}
          {session.password_only ? 'Password given' : 'Signed in'} {formatWhen(session.started_at)} · last used{' '}
          {formatWhen(session.last_seen_at)}
        </p>
        {session.password_only && (
          <p className={styles.meta}>
            If this was not you, end it and ask an administrator for a new password: someone else may know yours.
          </p>
        )}
        {!session.current && (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => void end()}
              aria-describedby={`${id}-title ${id}-times`}
            >
              End session
            </button>
          </div>
        )}
      </article>
    </li>
  )
}
