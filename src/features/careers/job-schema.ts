import { z } from '../../lib/schema'

/** An optional text field: anything that is not a non-blank string counts as absent. */
const optionalText = z.catch(
  z.optional(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  ),
  undefined,
)

/** Ids arrive as numbers from the API; a numeric string is accepted too, anything else drops the record. */
const jobId = z.union([
  z.int().check(z.nonnegative()),
  z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)),
])

/** One job posting as the site uses it. Unknown fields are ignored (zod strips them). */
export const jobSchema = z.object({
  id: jobId,
  job_name: z.string().check(z.trim(), z.minLength(1)),
  role: optionalText,
  location: optionalText,
  pay: optionalText,
  job_overview: optionalText,
  responsibilities: optionalText,
  qualification: optionalText,
  experience: optionalText,
  skills: optionalText,
  job_type: optionalText,
  schedule: optionalText,
  benefits: optionalText,
  supplemental_pay: optionalText,
  required_experience: optionalText,
  date_posted: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/))), undefined),
})

export type Job = z.infer<typeof jobSchema>

const listShape = z.union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()) })])

/**
 * The job list from whatever the API answered: a plain array or `{ results: [...] }`.
 * Anything else is an empty list; records without an id or a job name are dropped.
 */
/** Whether an answer is a job list at all (an array, or an object with a `results` array). */
export function isJobList(data: unknown): boolean {
  return listShape.safeParse(data).success
}

export function parseJobList(data: unknown): Job[] {
  const shape = listShape.safeParse(data)
  if (!shape.success) return []
  const records = Array.isArray(shape.data) ? shape.data : shape.data.results
  const jobs: Job[] = []
  const seen = new Set<number>()
  for (const record of records) {
    const parsed = jobSchema.safeParse(record)
    if (!parsed.success || seen.has(parsed.data.id)) continue
    seen.add(parsed.data.id)
    jobs.push(parsed.data)
  }
  return jobs
}

/** What POST /api/job-applications/ answers with a 400: a message per field. */
export const fieldErrorsSchema = z.object({ errors: z.record(z.string(), z.string()) })
