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
// Dots that browsers and mail clients read as a hostname's dot, and look-alikes a reader takes for
// one: ONE DOT LEADER, SMALL FULL STOP, FULLWIDTH FULL STOP, IDEOGRAPHIC FULL STOP, HALFWIDTH
// IDEOGRAPHIC FULL STOP, WORD SEPARATOR MIDDLE DOT (issue 59 item 4: 'evil\u2024com').
const dot = '[.\u2024\ufe52\uff0e\u3002\uff61\u2e31]'
const scheme = /(?:^|[^\p{L}\p{N}])(?:[a-z][a-z0-9+.-]*:\/\/|(?:https?|ftp|mailto|javascript|file|tel|sms):)/iu
const emailAddress = /[^\s@]@[^\s@]/u
const ipAddress = new RegExp(`\\d{1,3}(?:${dot}\\d{1,3}){3}`, 'u')
// Any name.tld, one-letter names included ('t.co', 'x.com'), with whatever path follows it: mail
// clients and readers take each for a link.
const hostLike = new RegExp(
  `[\\p{L}\\p{N}_-]+(?:${dot}[\\p{L}\\p{N}_-]+)*${dot}\\p{L}[\\p{L}\\p{N}-]+(?:[/#\\\\]\\S*)?`,
  'giu',
)
// Words that look like one but are searched for: degrees ('Ph.D' and 'B.E' end in one letter, so
// never look like a host) and technology names. 'B.Tech/M.Tech' is two of them.
const degrees = new Set(
  'b.tech m.tech b.sc m.sc b.com m.com b.ed m.ed b.arch m.arch b.pharm m.pharm b.des m.des m.phil'.split(' '),
)
const technologyName = /^(?:(?:asp|ado|vb)\.net|[\p{L}\p{N}_-]+\.(?:js|ts))$/iu
const searchedFor = (word: string) => degrees.has(word.toLowerCase()) || technologyName.test(word)

/** Whether a text holds something a mail client or a reader may take for a link: a URL, a host or an e-mail address. */
export function hasAddress(value: string): boolean {
  if (scheme.test(value) || emailAddress.test(value) || ipAddress.test(value)) return true
  return [...value.matchAll(hostLike)].some(([token]) => !token.split('/').every(searchedFor))
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
