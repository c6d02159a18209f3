import { isShareLinkCode, shareLinkKeepDays, shareLinkParam } from '../../contracts/share-link-code'

// The share link (record 065) a visitor arrived through, kept on this device for 7 days per job, so
// an application sent later (after other pages, a saved draft, a spell offline, another day) names
// it and records its source. localStorage, not a cookie: it never travels with requests, and only the
// application form reads it. Only the link's code is kept: nothing about the visitor.

const storageKey = 'arcnova-share-links'
const keepMs = shareLinkKeepDays * 24 * 60 * 60 * 1000

type Kept = Record<string, { code: string; at: number }>

/** The stored links still within their 7 days; anything unreadable (an older site, a full disk) is none. */
function readKept(now: number): Kept {
  const kept: Kept = {}
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}')
    if (typeof stored !== 'object' || stored === null) return kept
    for (const [jobId, entry] of Object.entries(stored)) {
      const { code, at } = (entry ?? {}) as { code?: unknown; at?: unknown }
      if (isShareLinkCode(code) && typeof at === 'number' && at <= now && now - at < keepMs) kept[jobId] = { code, at }
    }
  } catch {
    // Storage refused or corrupt: as if nothing were kept.
  }
  return kept
}

/** Keeps the link for this job (the newest link wins), and drops the ones past their 7 days. */
export function rememberShareLink(jobId: number, code: string, now = Date.now()): void {
  const kept = readKept(now)
  kept[String(jobId)] = { code, at: now }
  try {
    localStorage.setItem(storageKey, JSON.stringify(kept))
  } catch {
    // Private mode or a full disk: the application is then recorded as 'Direct'.
  }
}

/** The code of the link this device arrived through for the job in the last 7 days, if any. */
export function shareLinkFor(jobId: number, now = Date.now()): string | undefined {
  return readKept(now)[String(jobId)]?.code
}

/** The code the server's redirect from `/j/<code>` added to the page's address, if well-formed. */
export function arrivedThrough(search: string): string | undefined {
  const code = new URLSearchParams(search).get(shareLinkParam)
  return isShareLinkCode(code) ? code : undefined
}

/** The address without the code: a copied or reloaded address then neither repeats nor spreads it. */
export function withoutShareLink(href: string): string {
  const url = new URL(href)
  url.searchParams.delete(shareLinkParam)
  return `${url.pathname}${url.search}${url.hash}`
}
