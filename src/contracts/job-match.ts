/**
 * Whether a job fits a search: the careers list's filter and the job alerts' digest both ask this,
 * so an alert sends exactly what the list would show for the same search.
 */
export interface JobSearch {
  /** Keywords: every word must appear in the job's name, role or skills. */
  q?: string
  /** Part of the job's location. */
  location?: string
}

/** The fields a search looks at; the site's and the server's job records both have them. */
export interface SearchableJob {
  job_name: string
  role?: string | null
  skills?: string | null
  location?: string | null
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
}

/** Every keyword (in name, role or skills) and the location, case-insensitively; an empty search matches all. */
export function matchesJobSearch(job: SearchableJob, { q, location }: JobSearch): boolean {
  const place = (location ?? '').trim().toLowerCase()
  if (place !== '' && !(job.location ?? '').toLowerCase().includes(place)) return false
  const haystack = [job.job_name, job.role ?? '', job.skills ?? ''].join(' ').toLowerCase()
  return words(q ?? '').every((keyword) => haystack.includes(keyword))
}
