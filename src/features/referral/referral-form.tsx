import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent } from 'react'
import { useOnlineStatus } from '../../lib/use-online-status'
import { checkReferral } from '../../contracts/referral.ts'
import { submitReferral } from './referral-api'
import { CollectionNotice } from '../../components/forms/collection-notice'
import fieldStyles from '../../components/forms/form-field.module.css'
import styles from './referral-form.module.css'
import { useEarlyInput } from '../../startup/use-early-input'

// The dialog (and Radix with it) loads while the referral is being sent, not with the page.
const loadSuccessDialog = () => import('./success-dialog')
const SuccessDialog = lazy(() => loadSuccessDialog().then((module) => ({ default: module.SuccessDialog })))

const offlineNotice =
  'You are offline, so your referral was not sent. Connect to the internet and submit again — what you typed is kept.'

export function ReferralForm() {
  const id = useId()
  const online = useOnlineStatus()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState('')
  // Mounted on the first success only; stays mounted so closing is not a reload.
  const [success, setSuccess] = useState<boolean | null>(null)
  const form = useRef<HTMLFormElement>(null)
  useEarlyInput(form, (field, value) =>
    field === 'name' ? setName(value) : field === 'email' ? setEmail(value) : undefined,
  )
  const nameInput = useRef<HTMLInputElement>(null)

  const closeSuccess = useCallback((open: boolean) => setSuccess(open), [])
  const focusName = useCallback((event: Event) => {
    event.preventDefault()
    nameInput.current?.focus()
  }, [])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    if (name.trim() === '' || email.trim() === '') {
      window.alert('Please enter both name and email.')
      return
    }
    // The server's own rule and message: the form never sends what the server would refuse.
    const checked = checkReferral({ name, email })
    if (!checked.ok) {
      window.alert(`Error: ${checked.message}`)
      return
    }
    const referral = checked.data
    if (!online) {
      setNotice(offlineNotice)
      return
    }
    setNotice('')
    setSending(true)
    void loadSuccessDialog().catch(() => {})
    const result = await submitReferral(referral)
    setSending(false)
    if (result.ok) {
      setName('')
      setEmail('')
      setSuccess(true)
    } else if (result.reason === 'refused') {
      window.alert(`Error: ${result.text}`)
    } else {
      window.alert('Failed to submit referral. Try again later.')
    }
  }

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-name`}>Friend's name</label>
        <input
          ref={nameInput}
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="off"
          aria-required="true"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-email`}>Friend's email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="off"
          aria-required="true"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <CollectionNotice id={`${id}-notice`} form="referral" />
      <button type="submit" className={styles.submit} disabled={sending} aria-describedby={`${id}-notice`}>
        {sending ? 'Processing...' : 'Submit Referral'}
      </button>
      {success !== null && (
        <Suspense fallback={null}>
          <SuccessDialog open={success} onOpenChange={closeSuccess} onCloseAutoFocus={focusName} />
        </Suspense>
      )}
    </form>
  )
}
