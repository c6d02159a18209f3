// The console's job form (POST /api/console/jobs/, PUT /api/console/jobs/<id>): its fields in the order
// the public job card shows them, and the rules the form and the server both apply.
import { consoleMessages } from './console.ts'
import { checkJobLocation } from './job-location.ts'
import { jobTextFields } from './job.ts'
import { checkFields, textField, type FieldErrors, type TextRule } from './text.ts'

export type JobField = 'job_name' | (typeof jobTextFields)[number]

/** The job form, in the order the public job card shows its parts; labels as the card words them. */
export const jobFormFields: ReadonlyArray<{ field: JobField; label: string; multiline: boolean }> = [
  { field: 'job_name', label: 'Job title', multiline: false },
  { field: 'location', label: 'Location', multiline: false },
  { field: 'pay', label: 'Pay', multiline: false },
  { field: 'job_type', label: 'Job type', multiline: false },
  { field: 'role', label: 'Role', multiline: false },
  { field: 'job_overview', label: 'Job overview', multiline: true },
  { field: 'responsibilities', label: 'Responsibilities', multiline: true },
  { field: 'qualification', label: 'Qualifications', multiline: true },
  { field: 'experience', label: 'Experience', multiline: true },
  { field: 'skills', label: 'Skills', multiline: true },
  { field: 'schedule', label: 'Schedule', multiline: false },
  { field: 'benefits', label: 'Benefits', multiline: true },
  { field: 'supplemental_pay', label: 'Supplemental pay', multiline: true },
  { field: 'required_experience', label: 'Required experience', multiline: true },
]

const jobRules = Object.fromEntries(
  jobFormFields.map(({ field, multiline }) => [
    field,
    textField({
      required: field === 'job_name' ? consoleMessages.jobTitleRequired : undefined,
      maxLength: field === 'job_name' ? 200 : multiline ? 10_000 : 500,
      tooLong: consoleMessages.tooLong,
      forbidden: consoleMessages.forbidden,
      freeText: multiline,
    }),
  ]),
) as Record<JobField, TextRule>

/** POST /api/console/jobs/ and PUT /api/console/jobs/<id>: optional texts left blank are stored as null. */
export type JobInput = { job_name: string } & Record<(typeof jobTextFields)[number], string | null>

/** A job as staff typed it (any JSON on the server): the trimmed fields, or one message per bad field. */
export function checkJobInput(
  input: unknown,
): { ok: true; data: JobInput } | { ok: false; errors: FieldErrors<JobField> } {
  const sent: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input } : {}
  // An optional text left out (or null, as the API sends it) is blank; the title is never optional.
  const values: Partial<Record<JobField, unknown>> = {}
  for (const { field } of jobFormFields) values[field] = sent[field] ?? (field === 'job_name' ? undefined : '')
  const checked = checkFields(jobRules, values)
  const location = checkJobLocation(checked.ok ? checked.data.location : String(values.location ?? ''))
  if (!checked.ok || location !== undefined)
    return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...(location ? { location } : {}) } }
  const data = { job_name: checked.data.job_name } as JobInput
  for (const field of jobTextFields) data[field] = checked.data[field] === '' ? null : checked.data[field]
  return { ok: true, data }
}
