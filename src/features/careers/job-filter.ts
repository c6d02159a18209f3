import { matchesJobSearch, type JobSearch } from '../../contracts/job-match.ts'
import type { Job } from './job-schema.ts'

export type JobFilter = JobSearch

/** Jobs matching every keyword (in name, role or skills) and the location, case-insensitively. */
export function filterJobs(jobs: readonly Job[], filter: JobFilter): Job[] {
  return jobs.filter((job) => matchesJobSearch(job, filter))
}

/**
 * How a location sorts: case and accents set aside ("Zürich" files under Z). Not localeCompare:
 * the first comparison makes Chromium load its ICU collation data, a 25–35 ms task on a desktop
 * CPU right as the job list first renders.
 */
function sortKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** The distinct locations to offer in the filter, in alphabetical order. */
export function locationOptions(jobs: readonly Job[], current?: string): string[] {
  const options = new Set<string>()
  for (const job of jobs) if (job.location) options.add(job.location)
  // A location from a shared URL stays selectable even when no job has it any more.
  if (current) options.add(current)
  const keyed = [...options].map((option) => ({ option, key: sortKey(option) }))
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return keyed.map(({ option }) => option)
}
