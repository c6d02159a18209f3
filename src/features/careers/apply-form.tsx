import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { CollectionNotice } from '../../components/forms/collection-notice'
import fieldStyles from '../../components/forms/form-field.module.css'
import { talentPoolLabel } from '../../contracts/privacy-notice.ts'
import styles from './apply-dialog.module.css'
import {
  applicationMessages,
  resumeAccept,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from './application-rules'
import type { FormAlert } from './use-application-form'

export const fieldIds: Record<ApplicationField, string> = {
  full_name: 'apply-full-name',
  email: 'apply-email',
  phone: 'apply-phone',
  comments: 'apply-comments',
  resume: 'apply-resume',
}

interface FieldProps {
  field: ApplicationField
  label: string
  hint?: string
  error: string | undefined
  children: (describedBy: string | undefined) => ReactNode
}

/** A label, the control, an optional hint and the field's error right under it. */
function Field({ field, label, hint, error, children }: FieldProps) {
  const id = fieldIds[field]
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

interface ApplyFormProps {
  values: ApplicationValues
  resume: File | null
  talentPool: boolean
  errors: ApplicationErrors
  alert: FormAlert
  online: boolean
  submitting: boolean
  nameRef: RefObject<HTMLInputElement | null>
  onChange: (field: keyof ApplicationValues, value: string) => void
  onChooseResume: (file: File | null) => void
  onTalentPoolChange: (keep: boolean) => void
  onSubmit: () => void
  cancel: ReactNode
}

/** The application form: labels, hints and messages exactly as the careers issue words them. */
export function ApplyForm({
  values,
  resume,
  talentPool,
  errors,
  alert,
  online,
  submitting,
  nameRef,
  onChange,
  onChooseResume,
  onTalentPoolChange,
  onSubmit,
  cancel,
}: ApplyFormProps) {
  const fileRef = useRef<HTMLInputElement>(null)

  // A restored draft brings its file back into the file input too, where the browser allows it.
  useEffect(() => {
    const input = fileRef.current
    if (!input) return
    if (resume === null) {
      input.value = ''
    } else if (input.files?.[0] !== resume && typeof DataTransfer === 'function') {
      const transfer = new DataTransfer()
      transfer.items.add(resume)
      input.files = transfer.files
    }
  }, [resume])

  const text = (field: keyof ApplicationValues) => ({
    id: fieldIds[field],
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  })

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={submitting}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <Field field="full_name" label="Full Name" error={errors.full_name}>
        {(describedBy) => (
          <input ref={nameRef} type="text" autoComplete="name" aria-describedby={describedBy} {...text('full_name')} />
        )}
      </Field>
      <Field field="email" label="Email" error={errors.email}>
        {(describedBy) => (
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-describedby={describedBy}
            {...text('email')}
          />
        )}
      </Field>
      <Field field="phone" label="Phone" error={errors.phone}>
        {(describedBy) => <input type="tel" autoComplete="tel" aria-describedby={describedBy} {...text('phone')} />}
      </Field>
      <Field field="comments" label="Comments" hint="Optional" error={errors.comments}>
        {(describedBy) => <textarea rows={4} aria-describedby={describedBy} {...text('comments')} />}
      </Field>
      <Field field="resume" label="Upload CV" hint="PDF, DOC or DOCX. Maximum file size: 5MB" error={errors.resume}>
        {(describedBy) => (
          <>
            <input
              ref={fileRef}
              id={fieldIds.resume}
              name="resume"
              type="file"
              accept={resumeAccept}
              aria-describedby={describedBy}
              aria-invalid={errors.resume ? true : undefined}
              onChange={(event) => onChooseResume(event.target.files?.[0] ?? null)}
            />
            {resume && (
              <p className={styles.fileName}>
                Selected: {resume.name} ({formatSize(resume.size)})
              </p>
            )}
          </>
        )}
      </Field>

      <div className={fieldStyles.checkbox}>
        <input
          id="apply-talent-pool"
          name="talent_pool"
          type="checkbox"
          checked={talentPool}
          onChange={(event) => onTalentPoolChange(event.target.checked)}
        />
        <label htmlFor="apply-talent-pool">{talentPoolLabel}</label>
      </div>

      <div className={styles.messages}>
        {/* Announced politely when the connection drops; assertively when a send was refused. */}
        <p id="apply-connection" role={alert === 'offline' ? 'alert' : 'status'} className={styles.offline}>
          {!online || alert === 'offline' ? applicationMessages.offline : ''}
        </p>
        {(alert === 'failed' || alert === 'unreachable') && (
          <p role="alert" className={styles.failure}>
            {applicationMessages[alert]}
          </p>
        )}
      </div>

      <CollectionNotice id="apply-notice" form="application" />
      <div className={styles.buttons}>
        {cancel}
        <button
          type="submit"
          className={styles.submit}
          disabled={submitting}
          aria-describedby={online ? 'apply-notice' : 'apply-connection apply-notice'}
        >
          {submitting ? 'Submitting...' : 'Submit Application'}
        </button>
      </div>
    </form>
  )
}
