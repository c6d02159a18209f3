// Job alerts by e-mail (issue 37, record 054): what the site sends and the server answers.
import { z } from '../lib/schema.ts'
import { emailField } from './text.ts'

/** POST /api/job-alerts/ `{ email, q?, location? }`: the address and the careers list's search. */
export const jobAlertEmailRule = emailField('Please enter your email address.', 'Please enter a valid email address.')

/** A link's token: 32 random bytes in base64url (256 bits), as the e-mails carry it. */
export const jobAlertTokenPattern = /^[A-Za-z0-9_-]{43}$/

/** The body of the page's confirm and unsubscribe requests. */
export const jobAlertTokenRequestSchema = z.object({ token: z.string().check(z.regex(jobAlertTokenPattern)) })

/**
 * An alert's search: POST /api/job-alerts/confirm/ (the page shows it once the alert is on) and
 * …/unsubscribe/search/ (the unsubscribe page names the alert it stops).
 */
export const confirmedJobAlertSchema = z.object({ q: z.nullable(z.string()), location: z.nullable(z.string()) })
export type ConfirmedJobAlert = z.infer<typeof confirmedJobAlertSchema>

/** The search an alert follows, in words: 'jobs matching "java" in Pune'. */
export function describeJobSearch(search: { q?: string | null; location?: string | null }): string {
  const what = search.q ? `jobs matching “${search.q}”` : 'all new jobs'
  return search.location ? `${what} in ${search.location}` : what
}

export const jobAlertMessages = {
  /** The same answer for a new, pending or confirmed address: it reveals nothing. */
  checkInbox:
    'A confirmation e-mail is on its way: open the link in it to confirm. We send nothing else until you do. We send one confirmation a day: if you asked for this alert in the last 24 hours, look for that e-mail.',
  /** This device asked for the same alert within a day (it remembers; the server's answer never says). */
  askedToday: (at: string) =>
    `You asked for this same alert from this device at ${at}, less than 24 hours ago. We send one confirmation a day, so no new e-mail is on its way: look for the one from then (it may be in your spam folder).`,
  /** Unknown, expired, replaced or unsubscribed: one answer. */
  linkNotValid: 'This link no longer works. It may have expired, or the alert was removed.',
  unsubscribed: 'You are unsubscribed. We will not e-mail you about new openings any more.',
  /** An unsubscribe link whose alert is gone: unsubscribed before, or removed after a year unread. */
  alreadyStopped:
    'This alert was already unsubscribed or removed, so we send nothing more for it. There is nothing else to do.',
} as const
