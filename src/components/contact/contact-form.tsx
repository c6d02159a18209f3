import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { settings } from '../../site/settings'
import {
  contactMailto,
  emptyContactMessage,
  validateContactMessage,
  type ContactField,
  type ContactMessage,
} from './contact-message'
import styles from './contact-form.module.css'
import { useEarlyInput } from '../ui/use-early-input'

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
 * Sends nothing over the network: submitting opens the visitor's mail app with a message to the
 * company prefilled. The form keeps what was typed, in case the mail app never opens.
 */
export function ContactForm({ initialSubject }: { initialSubject?: string }) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage)
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [opened, setOpened] = useState(false)

  useEarlyInput(form, (name, value) => {
    if (fields.some((field) => field.name === name)) setValues((current) => ({ ...current, [name]: value }))
  })

  // Applied after hydration: the prerendered page has no search params, so the first render must match it.
  useEffect(() => {
    if (initialSubject)
      setValues((current) => (current.subject === '' ? { ...current, subject: initialSubject } : current))
  }, [initialSubject])

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    if (submitted) setErrors(validateContactMessage(next))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    const found = validateContactMessage(values)
    setErrors(found)
    const firstInvalid = fields.find((field) => found[field.name])
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus()
      setOpened(false)
      return
    }
    const url = contactMailto(settings.infoEmail, values)
    // Exposed on the form so tests (and curious people) can see what the mail app receives.
    form.current?.setAttribute('data-mailto', url)
    setOpened(true)
    window.location.href = url
  }

  return (
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
          <div key={field.name} className={field.type === 'textarea' ? styles.fieldWide : styles.field}>
            <label htmlFor={inputId}>{field.label}</label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={6} onChange={(event) => update(field.name, event.target.value)} />
            ) : (
              <input {...common} type={field.type} onChange={(event) => update(field.name, event.target.value)} />
            )}
            {error && (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        )
      })}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          Send Message
        </button>
        <p role="status" className={styles.status}>
          {opened
            ? `Your e-mail app should now open with the message ready to send. If it does not, write to ${settings.infoEmail}.`
            : ''}
        </p>
      </div>
    </form>
  )
}
