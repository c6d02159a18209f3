import { useId, useState, type FormEvent } from 'react'
import { lostLinkEmailRule } from '../../contracts/applicant'
import { checkField } from '../../contracts/text'
import fieldStyles from '../forms/form-field.module.css'
import type { LinksAnswer } from './ask-for-links'
import styles from './lost-link.module.css'
import privatePage from '../../styles/private-page.module.css'

/**
 * 'Lost your link?' (an applicant's) or 'Lost your order link?' (a buyer's): fresh links by e-mail. The
 * answer is the same whether or not the address is known.
 */
export function LostLinkForm({
  title,
  intro,
  submitLabel,
  ask,
}: {
  title: string
  intro: string
  submitLabel: string
  ask: (email: string) => Promise<LinksAnswer>
}) {
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
    const answer = await ask(checked.value)
    setSending(false)
    if (answer.kind === 'invalid') setError(answer.message)
    else setSaid({ text: answer.message, error: answer.kind === 'failed' })
  }

  return (
    <form
      className={`${privatePage.card} ${styles.card}`}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id={`${id}-title`} className={privatePage.heading}>
        {title}
      </h2>
      <p>{intro}</p>
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
          {submitLabel}
        </button>
      </div>
      <p className={said?.error ? styles.error : styles.status} role="status">
        {said?.text}
      </p>
    </form>
  )
}
