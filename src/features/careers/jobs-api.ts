import { savedAt } from '../../lib/cached-response'
import { apiUrl } from '../../site/settings'
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
