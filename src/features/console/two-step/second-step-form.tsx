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
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (code.trim() === '') {
      setError('Please enter the code.')
      return
    }
    setBusy(true)
    setError('')
    try {
      if (step === 'setup') setRecoveryCodes(await confirmSetup(code.trim()))
      else onSignedIn(await verifyCode(code.trim()))
    } catch (failure) {
      // Ended (too many wrong codes, or elsewhere): back to the password, saying why when the server did.
      if (failure instanceof SignedOut && failure.step === undefined)
        onSignedOut(failure.notice ?? 'Please sign in again.')
      else {
        setCode('')
        setError(failureMessage(failure))
      }
    } finally {
      setBusy(false)
    }
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
        <TextField label="Code" value={code} onChange={setCode} oneTimeCode />
        <p className={`${styles.notice} ${styles.error}`} role="alert">
          {error}
        </p>
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={busy || (step === 'setup' && setup.kind !== 'ready')}
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
