import { deleteValue, readValue, writeValue } from './careers-store'
import type { Job } from './job-schema'
import { loadJobSchema } from './load-job-schema'

const savedKey = 'saved-jobs'

/** Saved jobs keep their whole record, so the Saved filter works without a connection. */
export async function loadSavedJobs(): Promise<Job[]> {
  try {
    // The same check as the job list: whatever parses, the rest dropped.
    const [{ parseJobList }, stored] = await Promise.all([loadJobSchema(), readValue(savedKey)])
    return parseJobList(stored)
  } catch (error) {
    console.warn('Could not read saved jobs', error)
    return []
  }
}

export async function storeSavedJobs(jobs: readonly Job[]): Promise<void> {
  try {
    if (jobs.length === 0) await deleteValue(savedKey)
    else await writeValue(savedKey, jobs)
  } catch (error) {
    console.warn('Could not store saved jobs', error)
  }
}
