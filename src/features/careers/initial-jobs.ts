import { dateOf } from '../../lib/cached-response'
import { takePageData } from '../../lib/embedded-page-data'
import type { RouterContext } from '../../site/page-data'
import type { Job } from './job-schema'
import { loadJobSchema } from './load-job-schema'

/** The openings a server-rendered page shows; `savedAt` when it is the service worker's last copy. */
export interface InitialJobs {
  jobs: Job[]
  savedAt?: Date
}

/** Reads the embedded job list as `/api/jobs/`'s answer is read; nothing when it is not a job list. */
export async function initialJobs(context: RouterContext): Promise<InitialJobs | undefined> {
  const data = takePageData(context)
  if (data?.jobs === undefined) return undefined
  const { isJobList, parseJobList } = await loadJobSchema()
  if (!isJobList(data.jobs)) return undefined
  return { jobs: parseJobList(data.jobs), savedAt: dateOf(data.savedAt) }
}
