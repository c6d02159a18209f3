import { useId } from 'react'
import fieldStyles from '../../../components/forms/form-field.module.css'

/** A labelled input or text area with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  type = 'text',
  inputMode,
  className,
  required = false,
  oneTimeCode = false,
  rows = 4,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  multiline?: boolean
  type?: 'text' | 'search' | 'email' | 'date'
  inputMode?: 'numeric'
  className?: string
  required?: boolean
  /** A code from an authenticator app: the browser may offer it, and it is never remembered. */
  oneTimeCode?: boolean
  /** A text area's height in lines. */
  rows?: number
}) {
  const id = useId()
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <div className={`${fieldStyles.field} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={rows} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={oneTimeCode ? 'one-time-code' : undefined}
          spellCheck={oneTimeCode ? false : undefined}
          autoCapitalize={oneTimeCode ? 'characters' : undefined}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
