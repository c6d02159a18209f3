// The search a job alert keeps (issue 41 item 5): the alert e-mails, sent from the company's address,
// quote it, so it must not carry a stranger's message. One rule for the alert panel and the server,
// as plain functions (no zod) so the panel checks before sending without loading more code.
import { hasForbiddenCharacters } from './text.ts'

export type JobAlertSearchField = 'q' | 'location'

/** A subscription's search as kept: trimmed, '' when absent. */
export interface JobAlertSearch {
  q: string
  location: string
}

/** Long enough for any keyword list or city; too short for a sentence with a call to action. */
export const jobAlertSearchMaxLength = 60

export const jobAlertSearchMessages = {
  q: {
    tooLong: `Shorten the search to ${jobAlertSearchMaxLength} characters to get alerts for it.`,
    notOneLine: 'Keep the search to one line of plain text to get alerts for it.',
    address: 'Leave web and e-mail addresses out of the search to get alerts for it.',
  },
  location: {
    tooLong: `Shorten the location to ${jobAlertSearchMaxLength} characters to get alerts for it.`,
    notOneLine: 'Keep the location to one line of plain text to get alerts for it.',
    address: 'Leave web and e-mail addresses out of the location to get alerts for it.',
  },
} as const satisfies Record<JobAlertSearchField, Record<string, string>>

// Control and invisible formatting characters (bidi overrides, zero-width spaces) and line or
// paragraph separators: each could break the line or hide an address from the checks below.
const notPlainText = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
// Dots that browsers and mail clients read as a hostname's dot.
const dot = '[.\u3002\uff0e\uff61]'
const scheme = /(?:^|[^\p{L}\p{N}])(?:[a-z][a-z0-9+.-]*:\/\/|(?:https?|ftp|mailto|javascript|file|tel|sms):)/iu
const www = new RegExp(`(?:^|[^\\p{L}\\p{N}])www\\d{0,3}${dot}`, 'iu')
const emailAddress = /[^\s@]@[^\s@]/u
const ipAddress = new RegExp(`\\d{1,3}(?:${dot}\\d{1,3}){3}`, 'u')
// name.tld: mail clients turn a bare domain into a link. A one-letter name is left alone: degrees
// ('B.Tech', 'B.Com', 'M.Sc') are searched for far more often than x.com.
const hostName = new RegExp(`[\\p{L}\\p{N}_-]{2,}${dot}[\\p{L}-]{2,}`, 'giu')
// Technology names that look like one but are searched for: 'ASP.NET', 'Node.js'.
const technologyName = /^(?:(?:asp|ado|vb)\.net|[\p{L}\p{N}_-]+\.(?:js|ts))$/iu

/** Whether a text holds something a mail client may turn into a link: a URL, a domain or an e-mail address. */
export function hasAddress(value: string): boolean {
  if (scheme.test(value) || www.test(value) || emailAddress.test(value) || ipAddress.test(value)) return true
  return [...value.matchAll(hostName)].some(([name]) => !technologyName.test(name))
}

type Checked = { ok: true; value: string } | { ok: false; message: string }

/** One field of the search: its trimmed value ('' when absent), or the message for its first problem. */
export function checkJobAlertSearchValue(field: JobAlertSearchField, raw: unknown): Checked {
  const messages = jobAlertSearchMessages[field]
  if (raw === undefined || raw === null) return { ok: true, value: '' }
  if (typeof raw !== 'string') return { ok: false, message: messages.notOneLine }
  const value = raw.trim()
  if ([...value].length > jobAlertSearchMaxLength) return { ok: false, message: messages.tooLong }
  if (notPlainText.test(value) || hasForbiddenCharacters(value, false))
    return { ok: false, message: messages.notOneLine }
  if (hasAddress(value)) return { ok: false, message: messages.address }
  return { ok: true, value }
}

/** The whole search: both values, or one message per field that breaks the rule. */
export function checkJobAlertSearch(
  search: Partial<Record<JobAlertSearchField, unknown>>,
): { ok: true; search: JobAlertSearch } | { ok: false; errors: Partial<Record<JobAlertSearchField, string>> } {
  const q = checkJobAlertSearchValue('q', search.q)
  const location = checkJobAlertSearchValue('location', search.location)
  if (q.ok && location.ok) return { ok: true, search: { q: q.value, location: location.value } }
  const errors: Partial<Record<JobAlertSearchField, string>> = {}
  if (!q.ok) errors.q = q.message
  if (!location.ok) errors.location = location.message
  return { ok: false, errors }
}
