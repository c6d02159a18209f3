import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { settings } from '../../site/settings'
import {
  contactMailto,
  emptyContactMessage,
  validateContactMessage,
  type ContactField,
  type ContactMessage,
} from './contact-message'
import { CollectionNotice } from '../../components/forms/collection-notice'
import fieldStyles from '../../components/forms/form-field.module.css'
import styles from './contact-form.module.css'
import { useEarlyInput } from '../../startup/use-early-input'

const fields: readonly {
  name: ContactField
  label: string
  type: 'text' | 'email' | 'textarea'
  autoComplete: string
}[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off' },
]

/**
 * Sends the message to the company (POST /api/contact-messages/). Whatever happens, what was typed
 * stays until it has been sent; an e-mail link with the message prefilled is always there instead.
 */
export function ContactForm({ initialSubject }: { initialSubject?: string }) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage)
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [sending, setSending] = useState(false)
  // Sent and not touched since: another press (the second half of a double click) keeps the thanks.
  const [sent, setSent] = useState(false)
  const [status, setStatus] = useState('')

  useEarlyInput(form, (name, value) => {
    if (fields.some((field) => field.name === name)) setValues((current) => ({ ...current, [name]: value }))
  })

  // Applied after hydration: the prerendered page has no search params, so the first render must match it.
  useEffect(() => {
    if (initialSubject)
      setValues((current) => (current.subject === '' ? { ...current, subject: initialSubject } : current))
  }, [initialSubject])

  function update(field: ContactField, value: string) {
    setSent(false)
    const next = { ...values, [field]: value }
    setValues(next)
    if (submitted) setErrors(validateContactMessage(next))
  }

  function showErrors(found: Partial<Record<ContactField, string>>): boolean {
    setErrors(found)
    const firstInvalid = fields.find((field) => found[field.name])
    if (firstInvalid) form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus()
    return firstInvalid !== undefined
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // One message per press, however many presses.
    if (sending || sent) return
    setSubmitted(true)
    setStatus('')
    if (showErrors(validateContactMessage(values))) return
    setSending(true)
    // The sending code (and its words) load now: the home page's first load stays within budget.
    const api = await import('./contact-api').catch(() => null)
    if (api === null) {
      setSending(false)
      setStatus('Your message was not sent: check your connection, or e-mail us.')
      return
    }
    if (!navigator.onLine) {
      setSending(false)
      setStatus(api.contactStatus.offline)
      return
    }
    setStatus(api.contactStatus.sending)
    const result = await api.sendContactMessage(values)
    setSending(false)
    if (result.kind === 'invalid') {
      setStatus('')
      showErrors(result.errors)
      return
    }
    if (result.kind === 'sent') {
      setSent(true)
      setValues(emptyContactMessage)
      setSubmitted(false)
      setErrors({})
    }
    setStatus(api.contactStatus[result.kind])
  }

  return (
    <div className={styles.panel}>
      <form ref={form} className={styles.form} noValidate onSubmit={handleSubmit}>
        {fields.map((field) => {
          const inputId = `${id}-${field.name}`
          const errorId = `${inputId}-error`
          const error = errors[field.name]
          const common = {
            id: inputId,
            name: field.name,
            required: true,
            autoComplete: field.autoComplete,
            value: values[field.name],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
          }
          return (
            <div
              key={field.name}
              className={field.type === 'textarea' ? `${fieldStyles.field} ${styles.wide}` : fieldStyles.field}
            >
              <label htmlFor={inputId}>{field.label}</label>
              {field.type === 'textarea' ? (
                <textarea {...common} rows={6} onChange={(event) => update(field.name, event.target.value)} />
              ) : (
                <input {...common} type={field.type} onChange={(event) => update(field.name, event.target.value)} />
              )}
              {error && (
                <p id={errorId} className={fieldStyles.error}>
                  {error}
                </p>
              )}
            </div>
          )
        })}
        <div className={styles.actions}>
          <CollectionNotice id={`${id}-notice`} form="contact" />
          <button
            type="submit"
            className={styles.submit}
            aria-disabled={sending || undefined}
            aria-describedby={`${id}-notice`}
          >
            Send Message
          </button>
          <p role="status" className={styles.status}>
            {status}
          </p>
        </div>
        <p className={styles.alternative}>
          Prefer e-mail? <a href={contactMailto(settings.infoEmail, values)}>Write to {settings.infoEmail}</a> with this
          message filled in.
        </p>
      </form>
    </div>
  )
}
