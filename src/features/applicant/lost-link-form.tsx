import { useId, useState, type FormEvent } from 'react'
import { lostLinkEmailRule } from '../../contracts/applicant'
import { checkField } from '../../contracts/text'
import fieldStyles from '../../components/forms/form-field.module.css'
import { askForLinks } from './applicant-api'
import styles from './my-application.module.css'

/** 'Lost your link?': fresh links by e-mail. The answer is the same whether or not the address applied. */
export function LostLinkForm() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const checked = checkField(lostLinkEmailRule, email)
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError(null)
    setSending(true)
    const answer = await askForLinks(checked.value)
    setSending(false)
    if (answer.kind === 'invalid') setError(answer.message)
    else setSaid({ text: answer.message, error: answer.kind === 'failed' })
  }

  return (
    <form className={styles.card} aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${id}-title`} className={styles.heading}>
        Lost your link?
      </h2>
      <p>
        Type the e-mail address you applied with: we will send a fresh link for each of your applications, and the links
        sent before stop working.
      </p>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error !== null && (
          <p id={`${id}-error`} className={fieldStyles.error}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} aria-disabled={sending}>
          Send me my links
        </button>
      </div>
      <p className={said?.error ? styles.error : styles.status} role="status">
        {said?.text}
      </p>
    </form>
  )
}
