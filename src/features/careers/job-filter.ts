import type { Job } from './job-schema.ts'

export interface JobFilter {
  q?: string
  location?: string
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
}

/** Jobs matching every keyword (in name, role or skills) and the location, case-insensitively. */
export function filterJobs(jobs: readonly Job[], { q, location }: JobFilter): Job[] {
  const keywords = words(q ?? '')
  const place = (location ?? '').trim().toLowerCase()
  return jobs.filter((job) => {
    if (place !== '' && !(job.location ?? '').toLowerCase().includes(place)) return false
    const haystack = [job.job_name, job.role, job.skills].join(' ').toLowerCase()
    return keywords.every((keyword) => haystack.includes(keyword))
  })
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
