/**
 * The careers page's search params. Deliberately free of zod: the route's `validateSearch` runs in
 * the first-load bundle, so this stays a few hand-written lines.
 */
export interface CareersSearch {
  /** A shared job link: expand this job. */
  job?: number
  /** The application dialog is open for this job. */
  apply?: number
  /** Keyword: matches job name, role and skills. */
  q?: string
  location?: string
  /** Show only the jobs saved on this device. */
  saved?: boolean
}

const maxTextLength = 200

function id(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value)
  return undefined
}

function text(value: unknown): string | undefined {
  // The router parses `?q=123` as a number; the visitor still meant the text.
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof raw !== 'string' || raw.trim() === '') return undefined
  return raw.slice(0, maxTextLength)
}

function flag(value: unknown): true | undefined {
  return value === true || value === 'true' || value === 1 || value === '1' ? true : undefined
}

/** Keeps only well-formed params; anything else is dropped instead of breaking the page. */
export function validateCareersSearch(search: Record<string, unknown>): CareersSearch {
  const result: CareersSearch = {}
  const job = id(search.job)
  const apply = id(search.apply)
  const q = text(search.q)
  const location = text(search.location)
  const saved = flag(search.saved)
  if (job !== undefined) result.job = job
  if (apply !== undefined) result.apply = apply
  if (q !== undefined) result.q = q
  if (location !== undefined) result.location = location
  if (saved) result.saved = saved
  return result
}
