import { jobLocationMessages } from '../../../contracts/job-location'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ConsoleJob } from '../../../contracts/console'
import { checkJobInput, type JobField, jobFormFields } from '../../../contracts/console-jobs'
import { ConsoleRequestError, failureMessage } from '../console-api'
import styles from '../console.module.css'
import { TextField } from '../parts/text-field'
import { useConsoleAction } from '../use-console-data'
import { saveJob } from './jobs-api'
import { FormButtons } from '../parts/form-buttons'

type Values = Partial<Record<JobField, string>>

function valuesOf(job: ConsoleJob | null): Values {
  const values: Values = {}
  for (const { field } of jobFormFields) values[field] = job?.[field] ?? ''
  return values
}

/** A new job or an edited one: checked here by the server's own rules, then published. */
export function JobForm({
  job,
  onSaved,
  onCancel,
}: {
  job: ConsoleJob | null
  onSaved: (saved: ConsoleJob) => void
  onCancel: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const [values, setValues] = useState<Values>(() => valuesOf(job))
  const [errors, setErrors] = useState<Partial<Record<JobField, string>>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const run = useConsoleAction()

  useEffect(() => heading.current?.focus(), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const checked = checkJobInput(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      setFailure('Please correct the fields marked below.')
      return
    }
    setBusy(true)
    setFailure('')
    const result = await run(() => saveJob(job?.id ?? null, checked.data))
    setBusy(false)
    if (result.ok) {
      onSaved(result.value)
      return
    }
    if (result.error instanceof ConsoleRequestError) setErrors(result.error.fieldErrors)
    setFailure(failureMessage(result.error))
  }

  const title = job === null ? 'New job' : `Edit ${job.job_name}`
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="job-form-title">
      <h2 id="job-form-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className={`${styles.notice} ${styles.error}`} role="alert">
        {failure}
      </p>
      <div className={styles.formGrid}>
        {jobFormFields.map(({ field, label, multiline }) => (
          <TextField
            key={field}
            label={label}
            value={values[field] ?? ''}
            multiline={multiline}
            required={field === 'job_name' || field === 'location'}
            hint={field === 'location' ? jobLocationMessages.hint : undefined}
            className={multiline ? styles.wide : undefined}
            error={errors[field]}
            onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </div>
      <FormButtons submitLabel="Publish" busy={busy} onCancel={onCancel} />
    </form>
  )
}
