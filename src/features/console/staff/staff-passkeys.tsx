import { useId, useRef, useState } from 'react'
import type { Passkey, StaffMember } from '../../../contracts/console-access'
import { failureMessage } from '../console-api'
import styles from '../console.module.css'
import own from './staff-passkeys.module.css'
import { ConfirmButton } from '../parts/confirm-dialog'
import { passkeyBrowser, passkeyDates } from '../passkeys/passkey-words'
import { useConsoleAction } from '../use-console-data'
import { removeStaffPasskey } from './staff-api'

/**
 * A staff member's passkeys on the Staff screen: the browser that added each, when, when last used,
 * and 'Remove' (asks first; the server may want a fresh code, which the console asks for).
 */
export function StaffPasskeys({
  member,
  announce,
  onRemoved,
}: {
  member: Pick<StaffMember, 'id' | 'email' | 'passkeys'>
  announce: (message: string, isError?: boolean) => void
  onRemoved: (passkeys: Passkey[]) => void
}) {
  const id = useId()
  const run = useConsoleAction()
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  async function remove(passkey: Passkey) {
    setBusy(true)
    const result = await run(() => removeStaffPasskey(member.id, passkey.id))
    setBusy(false)
    if (result.ok) {
      onRemoved(member.passkeys.filter((item) => item.id !== passkey.id))
      announce(`The passkey (${passkeyBrowser(passkey)}) of ${member.email} was removed. It can no longer sign in.`)
      // Its button is gone: keep the keyboard in this member's passkeys.
      heading.current?.focus()
    } else announce(`The passkey was not removed. ${failureMessage(result.error)}`, true)
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Passkeys of {member.email}
      </h3>
      {member.passkeys.length === 0 ? (
        <p className={styles.meta}>No passkeys.</p>
      ) : (
        <ul className={own.passkeyList} aria-labelledby={`${id}-title`}>
          {member.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <p>
                <strong>{passkeyBrowser(passkey)}</strong>: {passkeyDates(passkey)}
              </p>
              <ConfirmButton
                label="Remove"
                ariaLabel={`Remove the passkey ${passkeyBrowser(passkey)}, ${passkeyDates(passkey)}`}
                disabled={busy}
                title={`Remove this passkey of ${member.email}?`}
                description={`${passkeyBrowser(passkey)}, ${passkeyDates(passkey)}. Once removed it can no longer sign in. Browsers it already signed in stay signed in: use End sessions for those.`}
                confirmLabel="Remove passkey"
                onConfirm={() => void remove(passkey)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
