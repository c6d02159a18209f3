import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { type CareersSearch, validateCareersSearch } from '../../src/features/careers/careers-search.ts'
import { filterJobs, locationOptions } from '../../src/features/careers/job-filter.ts'
import { type Job, parseJobList } from '../../src/features/careers/job-schema.ts'
import { jobHead } from './job-head.ts'
import type { SearchTexts } from './search-texts.ts'

/**
 * What a data page shows for a request, reduced to what tells one rendering from another: requests
 * with the same `key` (and data version) differ only in `texts`, filled into one render of `url`.
 */
export interface PageView {
  key: string
  /** The page to render when no request with this key has been rendered yet. */
  url: string
  texts: SearchTexts
  status: 200 | 404
  head?: string
}

/** The parameters the careers page reads; others (a link's utm_source, say) change nothing on it. */
const pageParams = ['job', 'apply', 'q', 'location', 'saved'] satisfies ReadonlyArray<keyof CareersSearch>

/** The job list as the page reads it (initial-jobs.ts), read once per version of the data. */
const readLists = new WeakMap<object, Job[]>()
function jobsOf(list: unknown): Job[] {
  if (typeof list !== 'object' || list === null) return []
  let jobs = readLists.get(list)
  if (jobs === undefined) {
    jobs = parseJobList(list)
    readLists.set(list, jobs)
  }
  return jobs
}

/** A job id param: the job when it is open, 'other' for any other value (the page shows them all alike). */
function idClass(value: unknown, jobs: readonly Job[]): Job | 'other' | undefined {
  if (value === undefined) return undefined
  return jobs.find((job) => job.id === value) ?? 'other'
}

/**
 * `/job-openings` for this URL. The page's search is the router's: its parse of the URL, with what
 * `validateSearch` returns in place of the values it read (the router keeps the others). A URL the
 * router would redirect (`?job=007`, `?q=123`) is sent where it would redirect; a `q` or `location`
 * left as something other than text (`?q=true`) the page cannot filter by: null, the page as built.
 * The key is what the page shows: the jobs it lists, which params are given, the open job a `job`
 * or `apply` names, and where an added location sits in the list; never the visitor's texts.
 */
export function careersView(url: URL, list: unknown, origin: string): PageView | { redirect: string } | null {
  const given = new URLSearchParams()
  for (const name of pageParams) {
    const value = url.searchParams.get(name)
    if (value !== null) given.set(name, value)
  }
  const parsed: Record<string, unknown> = defaultParseSearch(given.toString())
  const search: Record<string, unknown> = { ...parsed, ...validateCareersSearch(parsed) }
  if (defaultStringifySearch(search) !== defaultStringifySearch(parsed)) {
    return { redirect: `/job-openings${defaultStringifySearch({ ...defaultParseSearch(url.search), ...search })}` }
  }
  const { q, location } = search
  if ((q !== undefined && typeof q !== 'string') || (location !== undefined && typeof location !== 'string'))
    return null
  const jobs = jobsOf(list)
  const shown = filterJobs(jobs, { q, location }).map((job) => job.id)
  // A location no job has is added to the list, sorted: its place, not its text, is in the key.
  const added = location !== undefined && location !== '' && !jobs.some((job) => job.location === location)
  const job = idClass(search.job, jobs)
  const apply = idClass(search.apply, jobs)
  const key = [
    shown,
    q !== undefined,
    added ? { at: locationOptions(jobs, location).indexOf(location) } : location,
    typeof job === 'object' ? job.id : job,
    typeof apply === 'object' ? apply.id : apply,
    // `saved=true` is the saved view; another value the router kept still counts where the page asks `if (saved)`.
    search.saved === true ? 'view' : search.saved === undefined ? undefined : Boolean(search.saved),
  ]
  return {
    key: JSON.stringify(key),
    url: `/job-openings${defaultStringifySearch(search)}`,
    texts: { q, location: added ? location : undefined },
    // A shared link to a closed or unknown job: its own head, 404 and noindex.
    status: job === 'other' ? 404 : 200,
    head: job === undefined ? undefined : jobHead(job === 'other' ? null : job, origin),
  }
}
