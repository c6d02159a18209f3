import * as Dialog from '@radix-ui/react-dialog'
import { type FormEvent, useState } from 'react'
import dialogStyles from '../../../components/dialog/dialog.module.css'
import fieldStyles from '../../../components/forms/form-field.module.css'
import {
  type Interview,
  type InterviewField,
  interviewLengths,
  interviewZoneName,
  istParts,
} from '../../../contracts/interviews'
import type { FieldErrors } from '../../../contracts/text'
import { ConsoleRequestError, failureMessage } from '../console-api'
import styles from '../console.module.css'
import { TextField } from '../parts/text-field'
import pipelineStyles from '../pipeline/pipeline.module.css'
import { useConsoleAction } from '../use-console-data'
import { InterviewerChoices } from './interviewer-choices'
import { rescheduleInterview, scheduleInterview } from './interviews-api'
import { FormButtons } from '../parts/form-buttons'

const lengthWords = (minutes: number) =>
  minutes < 60 ? `${minutes} minutes` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`

/**
 * 'Schedule interview' (or 'Reschedule' with `interview`): date, start time and length in India
 * Standard Time, the place or video link, and interviewers from the staff list. Saving sends the
 * invitation to the applicant and each interviewer.
 */
export function ScheduleDialog({
  applicationId,
  applicantName,
  interview,
  open,
  onOpenChange,
  onSaved,
}: {
  applicationId: number
  applicantName: string
  interview?: Interview
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (message: string, saved: Interview) => void
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.dialog}>
          <Dialog.Title className={dialogStyles.title}>
            {interview === undefined ? 'Schedule interview' : 'Reschedule interview'}
          </Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            With {applicantName}. Times are {interviewZoneName}, Asia/Kolkata. The invitation is e-mailed to the
            applicant and each interviewer, for their calendars.
          </Dialog.Description>
          {open && (
            <ScheduleForm
              applicationId={applicationId}
              interview={interview}
              onCancel={() => onOpenChange(false)}
              onSaved={onSaved}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function ScheduleForm({
  applicationId,
  interview,
  onCancel,
  onSaved,
}: {
  applicationId: number
  interview: Interview | undefined
  onCancel: () => void
  onSaved: (message: string, saved: Interview) => void
}) {
  const run = useConsoleAction()
  const start = interview === undefined ? null : istParts(new Date(interview.starts_at))
  const [date, setDate] = useState(start?.date ?? '')
  const [time, setTime] = useState(start?.time ?? '')
  const [minutes, setMinutes] = useState(interview?.minutes ?? 60)
  const [place, setPlace] = useState(interview?.place ?? '')
  const [interviewers, setInterviewers] = useState<number[]>([])
  const [knownEmails] = useState(interview?.interviewers ?? [])
  const [errors, setErrors] = useState<FieldErrors<InterviewField>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    const input = { date, time, minutes, place, interviewers }
    const result = await run(() =>
      interview === undefined ? scheduleInterview(applicationId, input) : rescheduleInterview(interview.id, input),
    )
    setBusy(false)
    if (result.ok) {
      onSaved(
        interview === undefined
          ? 'Interview scheduled: the invitation is on its way.'
          : 'Interview rescheduled: the new time is on its way.',
        result.value,
      )
      return
    }
    if (result.error instanceof ConsoleRequestError && Object.keys(result.error.fieldErrors).length > 0) {
      setErrors(result.error.fieldErrors)
      setFailure('')
    } else setFailure(failureMessage(result.error))
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <div className={styles.formGrid}>
        <Field label="Date (IST)" type="date" value={date} onChange={setDate} error={errors.date} />
        <Field label="Start time (IST)" type="time" value={time} onChange={setTime} error={errors.time} />
        <div className={fieldStyles.field}>
          <label htmlFor="interview-length">Length</label>
          <select id="interview-length" value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
            {interviewLengths.map((length) => (
              <option key={length} value={length}>
                {lengthWords(length)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        label="Place or video link"
        hint="An address, a room, or the meeting's link: it is the invitation's location."
        value={place}
        onChange={setPlace}
        error={errors.place}
      />
      <InterviewerChoices
        chosen={interviewers}
        knownEmails={knownEmails}
        onChange={setInterviewers}
        error={errors.interviewers}
      />
      <p className={`${styles.notice} ${styles.error}`} role="alert">
        {failure}
      </p>
      <FormButtons
        submitLabel={interview === undefined ? 'Send invitation' : 'Send new time'}
        busy={busy}
        onCancel={onCancel}
        className={`${styles.actions} ${pipelineStyles.section}`}
      />
    </form>
  )
}

function Field({
  label,
  type,
  value,
  onChange,
  error,
}: {
  label: string
  type: 'date' | 'time'
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  const id = `interview-${type}`
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
