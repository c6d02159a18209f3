import { sortAlphabetically } from '../../contracts/alphabetical.ts'
import { matchesJobSearch, type JobSearch } from '../../contracts/job-match.ts'
import type { Job } from './job-schema.ts'

export type JobFilter = JobSearch

/** Jobs matching every keyword (in name, role or skills) and the location, case-insensitively. */
export function filterJobs(jobs: readonly Job[], filter: JobFilter): Job[] {
  return jobs.filter((job) => matchesJobSearch(job, filter))
}

/** The distinct locations to offer in the filter, in alphabetical order. */
export function locationOptions(jobs: readonly Job[], current?: string): string[] {
  const options = new Set<string>()
  for (const job of jobs) if (job.location) options.add(job.location)
  // A location from a shared URL stays selectable even when no job has it any more.
  if (current) options.add(current)
  return sortAlphabetically(options, (option) => option)
}
