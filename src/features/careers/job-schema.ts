import { z } from '../../lib/schema.ts'
import { jobListShape as listShape, receivedJobSchema, type Job } from '../../contracts/job.ts'

/** A job as the site uses it: the shared contract's reading of the API's record. */
export const jobSchema = receivedJobSchema
export type { Job }

/** Whether an answer is a job list at all (an array, or an object with a `results` array). */
export function isJobList(data: unknown): boolean {
  return listShape.safeParse(data).success
}

/**
 * The job list from whatever the API answered: a plain array or `{ results: [...] }`.
 * Anything else is an empty list; records without an id or a job name are dropped.
 */
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
