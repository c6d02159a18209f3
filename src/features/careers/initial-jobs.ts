import type { RouterContext } from '../../site/page-data'
import type { Job } from './job-schema'
import { loadJobSchema } from './load-job-schema'

/** The openings a server-rendered page shows; `savedAt` when it is the service worker's last copy. */
export interface InitialJobs {
  jobs: Job[]
  savedAt?: Date
}

/** The list read from each payload: the server renders many pages from one version of the list. */
const read = new WeakMap<object, Job[] | null>()

/**
 * Reads the job list the server renders with as `/api/jobs/`'s answer is read; nothing when it is not
 * a job list, or in the browser (which gets the result in the router's state, or fetches afresh).
 */
export async function initialJobs(context: RouterContext): Promise<InitialJobs | undefined> {
  const payload = context.pageData?.jobs
  if (typeof payload !== 'object' || payload === null) return undefined
  let jobs = read.get(payload)
  if (jobs === undefined) {
    const { isJobList, parseJobList } = await loadJobSchema()
    jobs = isJobList(payload) ? parseJobList(payload) : null
    read.set(payload, jobs)
  }
  return jobs === null ? undefined : { jobs }
}
