import { type FormEvent, useEffect, useId, useState } from 'react'
import { settings } from '../../site/settings'
import fieldStyles from '../../components/forms/form-field.module.css'
import styles from './console.module.css'
import type { ConsoleMe } from '../../contracts/console-access'
import { failureMessage } from './console-api'
import { passkeysSupported, signInWithPasskey } from './passkeys/passkey-api'
import { forgetProviderOutcome, ProviderSignIn, providerOutcome, useSignInProvider } from './provider-sign-in'
import { signIn } from './sign-in-api'

/**
 * The console's door: the company's provider when there is one (record 088), e-mail and password (then
 * the second step); the server's refusal is shown as it words it, as is a refusal back from the provider.
 */
export function SignInForm({
  notice,
  onPasswordAccepted,
  onSignedIn,
}: {
  notice?: string
  onPasswordAccepted: (step: 'code' | 'setup') => void
  /** A passkey is both steps at once. */
  onSignedIn: (staff: ConsoleMe) => void
}) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState(() => providerOutcome(window.location.search))
  useEffect(forgetProviderOutcome, [])
  const provider = useSignInProvider()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    if (email.trim() === '' || password === '') {
      setError('Please enter your email and password.')
      return
    }
    setBusy(true)
    setError('')
    const result = await signIn(email.trim(), password)
    setBusy(false)
    if (result.ok) onPasswordAccepted(result.step)
    else {
      setPassword('')
      setError(result.message)
    }
  }

  async function withPasskey() {
    setBusy(true)
    setError('')
    try {
      onSignedIn(await signInWithPasskey())
    } catch (failure) {
      setError(failureMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <main className={styles.signIn}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{settings.companyName} console</h1>
        <p className={styles.notice} role="status">
          {notice}
        </p>
        {provider !== null && <ProviderSignIn provider={provider} />}
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </div>
        <p className={`${styles.notice} ${styles.error}`} role="alert">
          {error}
        </p>
        <button type="submit" className={styles.primary} disabled={busy}>
          Sign in
        </button>
        {passkeysSupported() && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => void withPasskey()}>
            Sign in with a passkey
          </button>
        )}
      </form>
    </main>
  )
}
