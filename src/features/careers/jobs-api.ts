import { savedAt } from '../../lib/cached-response'
import { apiUrl } from '../../site/settings'
import { applicationFields, type ApplicationErrors, type ApplicationValues } from './application-rules'
import type { Job } from './job-schema'
import { loadJobSchema } from './load-job-schema'

/**
 * The openings, or that they could not be loaded. `savedAt` is set when the service worker answered
 * with the list it saved last, because the network or the server failed.
 */
export type JobListResult = { loaded: true; jobs: Job[]; savedAt?: Date } | { loaded: false }

const notLoaded: JobListResult = { loaded: false }

/** Loads the openings. Never throws: a failure is logged and reported as such, never as "no openings". */
export async function fetchJobs(signal?: AbortSignal): Promise<JobListResult> {
  const schema = loadJobSchema()
  let response: Response
  try {
    response = await fetch(apiUrl('/api/jobs/'), { headers: { Accept: 'application/json' }, signal })
  } catch (error) {
    if (!signal?.aborted) console.error('Could not load job openings', error)
    return notLoaded
  }
  if (!response.ok) {
    console.warn(`Job openings answered ${response.status}`)
    return notLoaded
  }
  let data: unknown
  try {
    data = await response.json()
  } catch {
    console.warn('Job openings answered something other than JSON')
    return notLoaded
  }
  try {
    const { isJobList, parseJobList } = await schema
    if (!isJobList(data)) {
      console.warn('Job openings answered something other than a job list')
      return notLoaded
    }
    return { loaded: true, jobs: parseJobList(data), savedAt: savedAt(response) }
  } catch (error) {
    console.error('Could not read the job openings', error)
    return notLoaded
  }
}

export type SubmitResult = { ok: true } | { ok: false; errors: ApplicationErrors }

/** Field errors the server sent back (400), limited to the fields the form shows. */
async function serverFieldErrors(response: Response): Promise<ApplicationErrors> {
  const { fieldErrorsSchema } = await loadJobSchema()
  const parsed = fieldErrorsSchema.safeParse(await response.json().catch(() => null))
  const errors: ApplicationErrors = {}
  if (!parsed.success) return errors
  for (const field of applicationFields) {
    const message = parsed.data.errors[field]
    if (message !== undefined) errors[field] = message
  }
  return errors
}

/** Sends one application as multipart form data. Never throws. */
export async function submitApplication(jobId: number, values: ApplicationValues, resume: File): Promise<SubmitResult> {
  const body = new FormData()
  body.append('job', String(jobId))
  body.append('full_name', values.full_name.trim())
  body.append('email', values.email.trim())
  body.append('phone', values.phone.trim())
  body.append('comments', values.comments.trim())
  body.append('resume', resume, resume.name)
  try {
    const response = await fetch(apiUrl('/api/job-applications/'), { method: 'POST', body })
    if (response.ok) return { ok: true }
    return { ok: false, errors: await serverFieldErrors(response) }
  } catch (error) {
    console.warn('Could not send the application', error)
    return { ok: false, errors: {} }
  }
}
