import type { JobAlertSearch } from '../../contracts/job-alert-search'

// The server sends an alert's confirmation at most once a day, and answers every request alike so
// that no stranger learns whether an address has an alert (record 054). This device may still say
// what happened to its own requests: it remembers, for a day, a digest of each it made.

const storageKey = 'job-alert-requests'
const dayMs = 24 * 60 * 60 * 1000

type Asked = Record<string, number>

function read(): Asked {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    )
  } catch {
    return {}
  }
}

/** SHA-256 of the address (as the server compares it, any case) and the search: no address kept in plain text. */
async function digest(email: string, search: JobAlertSearch): Promise<string | null> {
  try {
    const bytes = new TextEncoder().encode(JSON.stringify([email.trim().toLowerCase(), search.q, search.location]))
    const hash = await crypto.subtle.digest('SHA-256', bytes)
    return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join('')
  } catch {
    // No Web Crypto (an insecure context): nothing remembered, the server's answer alone.
    return null
  }
}

/** When this device asked for this same alert within the last 24 hours, or null. */
export async function askedWithinADay(email: string, search: JobAlertSearch, now = Date.now()): Promise<Date | null> {
  const key = await digest(email, search)
  const at = key === null ? undefined : read()[key]
  return at !== undefined && now - at < dayMs && at <= now ? new Date(at) : null
}

/** Remembers a request the server took; entries older than a day are dropped. */
export async function rememberAsked(email: string, search: JobAlertSearch, now = Date.now()): Promise<void> {
  const key = await digest(email, search)
  if (key === null) return
  const kept = Object.fromEntries(Object.entries(read()).filter(([, at]) => now - at < dayMs))
  try {
    localStorage.setItem(storageKey, JSON.stringify({ ...kept, [key]: now }))
  } catch {
    // Storage full or refused: the next request is simply not recognised.
  }
}
