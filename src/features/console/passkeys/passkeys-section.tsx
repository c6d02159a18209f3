import { useState } from 'react'
import { failureMessage } from '../console-api'
import { useConsoleSession } from '../console-session'
import styles from '../console.module.css'
import { LoadState } from '../parts/load-state'
import { useConsoleAction, useConsoleData } from '../use-console-data'
import { addPasskey, fetchPasskeys, passkeysSupported, removePasskey } from './passkey-api'
import { passkeyBrowser, passkeyDates } from './passkey-words'

/** The Account screen's passkeys: each one with when it was added and last used, 'Add a passkey', 'Remove'. */
export function PasskeysSection({ announce }: { announce: (message: string, isError?: boolean) => void }) {
  const passkeys = useConsoleData(fetchPasskeys, 'passkeys')
  const run = useConsoleAction()
  const { statusEmails } = useConsoleSession()
  const [busy, setBusy] = useState(false)

  async function add() {
    setBusy(true)
    const result = await run(addPasskey)
    setBusy(false)
    if (result.ok) {
      announce('Passkey added. You can sign in with it instead of your password and code.')
      passkeys.reload()
    } else announce(failureMessage(result.error), true)
  }

  async function remove(id: string) {
    setBusy(true)
    const result = await run(() => removePasskey(id))
    setBusy(false)
    if (result.ok) {
      announce('Passkey removed.')
      passkeys.update((items) => items.filter((item) => item.id !== id))
    } else announce(`The passkey was not removed. ${failureMessage(result.error)}`, true)
  }

  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className={styles.sectionHeading}>
        Passkeys
      </h2>
      <p className={styles.meta}>
        A passkey signs you in with this device's own lock (PIN, fingerprint or face) instead of your password and code.
        Adding one asks for a code from your authenticator app when your last code is more than 15 minutes old
        {statusEmails ? ', and you get an e-mail about it.' : '.'}
      </p>
      {passkeysSupported() ? (
        <div className={styles.toolbar}>
          <button type="button" className={styles.button} disabled={busy} onClick={() => void add()}>
            Add a passkey
          </button>
        </div>
      ) : (
        <p>This browser cannot make passkeys.</p>
      )}
      <LoadState state={passkeys.state} reload={passkeys.reload} what="passkeys">
        {(list) =>
          list.length === 0 ? (
            <p>No passkeys yet.</p>
          ) : (
            <ul className={styles.list} aria-label="Passkeys">
              {list.map((passkey, index) => (
                <li key={passkey.id} className={styles.card}>
                  <p>
                    Passkey {list.length - index}: {passkeyBrowser(passkey)}, {passkeyDates(passkey)}
                  </p>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.button}
                      disabled={busy}
                      aria-label={`Remove passkey ${list.length - index}`}
                      onClick={() => void remove(passkey.id)}
                    >
                      Remove
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  )
}
