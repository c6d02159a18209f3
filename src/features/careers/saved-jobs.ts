import { z } from '../../lib/schema'
import { deleteValue, readValue, writeValue } from './careers-store'
import { jobSchema, type Job } from './job-schema'

const savedKey = 'saved-jobs'

/** Saved jobs keep their whole record, so the Saved filter works without a connection. */
export async function loadSavedJobs(): Promise<Job[]> {
  try {
    const parsed = z.array(z.unknown()).safeParse(await readValue(savedKey))
    if (!parsed.success) return []
    return parsed.data.flatMap((record) => {
      const job = jobSchema.safeParse(record)
      return job.success ? [job.data] : []
    })
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
