import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { describeJobSearch, jobAlertEmailRule, jobAlertMessages } from '../../contracts/job-alert'
import { checkJobAlertSearch, type JobAlertSearchField } from '../../contracts/job-alert-search'
import { addressCheck } from '../../contracts/address-check'
import { checkField } from '../../contracts/text'
import fieldStyles from '../../components/forms/form-field.module.css'
import { apiUrl } from '../../site/settings'
import type { CareersSearch } from './careers-search'
import { askedWithinADay, rememberAsked } from './asked-alerts'
import { DevicePushAlerts } from './device-push-alerts'
import styles from './job-alert-form.module.css'
import { searchControlIds } from './job-filters'

export interface JobAlertFormProps {
  id: string
  search: Pick<CareersSearch, 'q' | 'location'>
  /** Closes the panel; focus goes back to the button that opened it. */
  onClose: () => void
}

type Said = { text: string; failed: boolean } | null

// Made when needed: building a formatter when the module loads costs the tap that opens the form (record 070).
const timeOfDay = (at: Date) => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' }).format(at)
const isText = (value: unknown): value is string => typeof value === 'string'
const searchFields: readonly JobAlertSearchField[] = ['q', 'location']

async function requestAlert(email: string, search: JobAlertFormProps['search']): Promise<Said | { invalid: string }> {
  let response: Response
  try {
    response = await fetch(apiUrl('/api/job-alerts/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, q: search.q ?? null, location: search.location ?? null }),
    })
  } catch {
    return { text: 'The server could not be reached. Check your connection and try again.', failed: true }
  }
  // On its way, to the address repeated so a typo shows (issue 60 item 6).
  if (response.status === 202) return { text: `${jobAlertMessages.checkInbox} ${addressCheck(email)}`, failed: false }
  if (response.status === 429) return { text: 'Too many requests. Please wait a minute and try again.', failed: true }
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => null)
    const errors = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : null
    const message = typeof errors === 'object' && errors !== null && 'email' in errors ? errors.email : null
    if (typeof message === 'string') return { invalid: message }
    // The search's own rule is checked before sending; a server that still refuses it says why.
    const refused = typeof errors === 'object' && errors !== null ? Object.values(errors).find(isText) : undefined
    if (refused !== undefined) return { text: refused, failed: true }
  }
  if (response.status === 503) return { text: 'E-mail alerts are not available right now.', failed: true }
  return { text: 'Something went wrong on our side. Please try again in a moment.', failed: true }
}

/** 'Get new openings by e-mail': an address for the list's current search; the server asks it to confirm. */
export function JobAlertForm({ id, search, onClose }: JobAlertFormProps) {
  const input = useRef<HTMLInputElement>(null)
  const fieldId = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [said, setSaid] = useState<Said>(null)
  const [sending, setSending] = useState(false)

  // Opened by the button: the address field is next.
  useEffect(() => input.current?.focus(), [])

  // The e-mails quote the search: the same rule as the server's, shown before anything is sent.
  const searchCheck = checkJobAlertSearch({ q: search.q, location: search.location })
  const searchErrors = searchCheck.ok
    ? []
    : searchFields.flatMap((field) => {
        const message = searchCheck.errors[field]
        return message === undefined ? [] : [{ field, message, id: `${fieldId}-${field}-error` }]
      })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const refused = searchErrors[0]
    if (refused !== undefined) {
      // Back to the list's search box or location, where it can be changed.
      document.getElementById(searchControlIds[refused.field])?.focus()
      return
    }
    const checked = checkField(jobAlertEmailRule, email)
    if (!checked.ok) {
      setError(checked.message)
      input.current?.focus()
      return
    }
    setError(null)
    setSending(true)
    // The same alert asked for from here within a day: say so; the server would send nothing (record 054).
    const kept = searchCheck.ok ? searchCheck.search : { q: '', location: '' }
    const askedAt = await askedWithinADay(checked.value, kept)
    if (askedAt !== null) {
      setSending(false)
      setSaid({ text: jobAlertMessages.askedToday(timeOfDay(askedAt)), failed: false })
      return
    }
    const answer = await requestAlert(checked.value, search)
    setSending(false)
    if (answer !== null && 'invalid' in answer) setError(answer.invalid)
    else {
      if (answer !== null && !answer.failed) await rememberAsked(checked.value, kept)
      setSaid(answer)
    }
  }

  return (
    <form
      id={id}
      className={styles.panel}
      aria-labelledby={`${fieldId}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <h2 id={`${fieldId}-title`} className={styles.heading}>
        Get new openings by e-mail
      </h2>
      <p>
        We will e-mail you {describeJobSearch(search)}: at most once a day, only when there are new ones. First we send
        one e-mail to confirm the address.
      </p>
      {searchErrors.map(({ field, message, id: errorId }) => (
        <p key={field} id={errorId} className={fieldStyles.error}>
          {message}
        </p>
      ))}
      <div className={fieldStyles.field}>
        <label htmlFor={`${fieldId}-email`}>Email</label>
        <input
          ref={input}
          id={`${fieldId}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error !== null}
          aria-describedby={error === null ? `${fieldId}-note` : `${fieldId}-error ${fieldId}-note`}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error !== null && (
          <p id={`${fieldId}-error`} className={fieldStyles.error}>
            {error}
          </p>
        )}
      </div>
      <p id={`${fieldId}-note`} className={styles.note}>
        Every e-mail has a link to stop them. We keep the address until you unsubscribe, or a year after you last open
        one of our e-mails (<a href="/privacy">privacy</a>).
      </p>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.submit}
          aria-disabled={sending || searchErrors.length > 0}
          aria-describedby={searchErrors.length > 0 ? searchErrors.map((error) => error.id).join(' ') : undefined}
        >
          Send me a confirmation
        </button>
        <button type="button" className={styles.cancel} onClick={onClose}>
          {said !== null && !said.failed ? 'Close' : 'Cancel'}
        </button>
      </div>
      <p className={said?.failed ? styles.failed : styles.status} role="status">
        {said?.text}
      </p>
      <DevicePushAlerts search={search} />
    </form>
  )
}
