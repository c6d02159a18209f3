import { z } from '../lib/schema.ts'

/** A posting's optional texts, in the order the API lists them. */
export const jobTextFields = [
  'role',
  'location',
  'pay',
  'job_overview',
  'responsibilities',
  'qualification',
  'experience',
  'skills',
  'job_type',
  'schedule',
  'benefits',
  'supplemental_pay',
  'required_experience',
] as const

type JobTextField = (typeof jobTextFields)[number]

const jobId = z.int().check(z.nonnegative())
const jobName = z.string().check(z.trim(), z.minLength(1))
/** ISO date, YYYY-MM-DD. */
const postedOn = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

function textFields<T extends z.core.SomeType>(schema: T): Record<JobTextField, T> {
  return Object.fromEntries(jobTextFields.map((field) => [field, schema])) as Record<JobTextField, T>
}

/**
 * One job posting as GET /api/jobs/ sends it and the server stores it: optional texts are null when
 * the posting leaves them out. The server checks every row it answers with against this.
 */
export const jobSchema = z.object({
  id: jobId,
  job_name: jobName,
  ...textFields(z.nullable(z.string())),
  date_posted: postedOn,
})

export type JobRecord = z.infer<typeof jobSchema>

/**
 * The same posting as the site reads it: a field that breaks the contract costs that field, not the
 * posting (blank or wrong texts and dates read as absent); a posting without a valid id or name is
 * dropped. Unknown fields are ignored.
 */
const absentWhenBlank = z.pipe(
  z.string().check(z.trim()),
  z.transform((value: string) => (value === '' ? undefined : value)),
)
export const receivedJobSchema = z.object({
  id: jobId,
  job_name: jobName,
  ...textFields(z.catch(z.optional(absentWhenBlank), undefined)),
  date_posted: z.catch(z.optional(postedOn), undefined),
})

export type Job = z.infer<typeof receivedJobSchema>

/** A job list answer: a plain array, or `{ results: [...] }`. */
export const jobListShape = z.union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()) })])
