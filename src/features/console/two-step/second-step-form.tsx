import { type FormEvent, useEffect, useId, useState } from 'react'
import type { StaffRole } from '../../../contracts/console-access'
import { settings } from '../../../site/settings'
import { failureMessage, SignedOut } from '../console-api'
import styles from '../console.module.css'
import own from './two-step.module.css'
import layout from '../console-layout.module.css'
import { TextField } from '../parts/text-field'
import { RecoveryCodes } from './recovery-codes'
import { confirmSetup, fetchSetup, verifyCode } from './two-step-api'
import { useCodeEntry } from './use-code-entry'

type Setup =
  | { kind: 'loading' }
  | { kind: 'ready'; setupKey: string; qrSvg: string }
  | { kind: 'failed'; message: string }

/**
 * The sign-in's second step, after the password: a code from the authenticator app (or a recovery
 * code); or, for a staff member without an app yet, setting one up ('Set up two-step sign-in'), then
 * the ten recovery codes, shown once.
 */
export function SecondStepForm({
  step,
  onSignedIn,
  onSignedOut,
}: {
  step: 'code' | 'setup'
  onSignedIn: (staff: { email: string; role: StaffRole; status_emails: boolean } | null) => void
  onSignedOut: (notice: string) => void
}) {
  const id = useId()
  const [setup, setSetup] = useState<Setup>({ kind: 'loading' })
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>()

  useEffect(() => {
    if (step !== 'setup') return
    const controller = new AbortController()
    fetchSetup(controller.signal).then(
      (data) => setSetup({ kind: 'ready', setupKey: data.setup_key, qrSvg: data.qr_svg }),
      (failure: unknown) => {
        if (controller.signal.aborted) return
        if (failure instanceof SignedOut) onSignedOut('Please sign in again.')
        else setSetup({ kind: 'failed', message: failureMessage(failure) })
      },
    )
    return () => controller.abort()
  }, [step, onSignedOut])

  const entry = useCodeEntry(
    async (code) => {
      if (step === 'setup') setRecoveryCodes(await confirmSetup(code))
      else onSignedIn(await verifyCode(code))
    },
    // Ended (too many wrong codes, or elsewhere): back to the password, saying why when the server did.
    (failure) => {
      if (!(failure instanceof SignedOut) || failure.step !== undefined) return false
      onSignedOut(failure.notice ?? 'Please sign in again.')
      return true
    },
  )

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    await entry.enter()
  }

  if (recoveryCodes !== undefined) return <RecoveryCodes codes={recoveryCodes} onContinue={() => onSignedIn(null)} />

  return (
    <main className={styles.signIn}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <p className={layout.brand}>{settings.companyName} console</p>
        <h1 id={`${id}-title`}>{step === 'setup' ? 'Set up two-step sign-in' : 'Two-step sign-in'}</h1>
        {step === 'setup' ? (
          <>
            <p>
              Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and
              others), or type the setup key into it. Then enter the 6-digit code it shows.
            </p>
            {setup.kind === 'loading' && <p role="status">Preparing your setup key…</p>}
            {setup.kind === 'failed' && <p role="alert">{setup.message}</p>}
            {setup.kind === 'ready' && (
              <>
                <img
                  className={own.qrCode}
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                  alt="QR code to scan with your authenticator app"
                  width={200}
                  height={200}
                />
                <p>
                  Setup key: <code className={own.setupKey}>{setup.setupKey}</code>
                </p>
              </>
            )}
          </>
        ) : (
          <p>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
        )}
        <TextField label="Code" value={entry.code} onChange={entry.setCode} oneTimeCode />
        <p className={`${styles.notice} ${styles.error}`} role="alert">
          {entry.error}
        </p>
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={entry.busy || (step === 'setup' && setup.kind !== 'ready')}
          >
            Verify
          </button>
          <button type="button" className={styles.button} onClick={() => onSignedOut('You have signed out.')}>
            Cancel
          </button>
        </div>
      </form>
    </main>
  )
}
