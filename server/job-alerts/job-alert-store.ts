import { z } from 'zod'
import { queryOne, queryRows, type Db, type Queryable } from '../db/db.ts'
import { hashApplicantToken, newApplicantToken } from '../applicant/applicant-tokens.ts'

/** What a link in an alert e-mail does: confirm the subscription, end it, or say a job link was followed. */
export type AlertTokenPurpose = 'confirm' | 'unsubscribe' | 'open'

/** An unconfirmed subscription is deleted this long after it was asked for. */
export const unconfirmedAlertDays = 7
/** A subscription whose e-mails nobody opened (no link followed) for this long is deleted. */
export const unopenedAlertDays = 365
/** Unconfirmed subscriptions one address may have: a stranger cannot make it a target of many confirmations. */
export const pendingAlertsPerAddress = 3
/** A repeated request re-sends the confirmation at most this often. */
export const confirmationResendHours = 24

/** A subscription's search as stored: '' for no keywords, no location. */
export interface AlertSearch {
  q: string
  location: string
}

/** Issues a fresh token for one link of one e-mail; the database keeps its SHA-256 only (record 050's pattern). */
export async function issueAlertToken(db: Queryable, alertId: number, purpose: AlertTokenPurpose): Promise<string> {
  const token = newApplicantToken()
  await db.query('INSERT INTO job_alert_tokens (token_hash, alert_id, purpose) VALUES ($1, $2, $3)', [
    hashApplicantToken(token),
    alertId,
    purpose,
  ])
  return token
}

const idRow = z.object({ id: z.number().int() })

/**
 * A request for alerts: a new subscription (pending), or the one this address already has for this
 * search. Returns the subscription to send a confirmation for, or null when none is due (one a day).
 */
export async function requestJobAlert(db: Db, email: string, search: AlertSearch): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Jobs already open are not news: the first digest starts after the newest one.
    const created = await queryOne(
      tx,
      idRow,
      `INSERT INTO job_alerts (email, query, location, confirmation_sent_at, last_job_id)
       SELECT $1, $2, $3, now(), (SELECT coalesce(max(id), 0) FROM jobs)
        WHERE (SELECT count(*) FROM job_alerts WHERE lower(email) = lower($1) AND confirmed_at IS NULL)
              < ${pendingAlertsPerAddress}
       ON CONFLICT (lower(email), query, location) DO NOTHING RETURNING id`,
      [email, search.q, search.location],
    )
    if (created !== null) return created.id
    const resend = await queryOne(
      tx,
      idRow,
      `UPDATE job_alerts SET confirmation_sent_at = now()
        WHERE lower(email) = lower($1) AND query = $2 AND location = $3
          AND (confirmation_sent_at IS NULL
               OR confirmation_sent_at <= now() - make_interval(hours => ${confirmationResendHours}))
        RETURNING id`,
      [email, search.q, search.location],
    )
    return resend?.id ?? null
  })
}

const alertRow = z.object({ id: z.number().int(), email: z.string(), query: z.string(), location: z.string() })
export type AlertRow = z.infer<typeof alertRow>

/** The subscription a token of this purpose belongs to, or null (unknown, or its subscription is gone). */
async function alertOfToken(db: Queryable, token: string, purpose: AlertTokenPurpose): Promise<AlertRow | null> {
  return queryOne(
    db,
    alertRow,
    `SELECT a.id, a.email, a.query, a.location FROM job_alert_tokens t JOIN job_alerts a ON a.id = t.alert_id
      WHERE t.token_hash = $1 AND t.purpose = $2`,
    [hashApplicantToken(token), purpose],
  )
}

export async function alertById(db: Queryable, id: number): Promise<AlertRow | null> {
  return queryOne(db, alertRow, 'SELECT id, email, query, location FROM job_alerts WHERE id = $1', [id])
}

/** The confirmation link was opened: the subscription is on (again), and counts as opened now. */
export async function confirmJobAlert(db: Db, token: string): Promise<AlertSearch | null> {
  const alert = await alertOfToken(db, token, 'confirm')
  if (alert === null) return null
  await db.query(
    'UPDATE job_alerts SET confirmed_at = coalesce(confirmed_at, now()), last_opened_at = now() WHERE id = $1',
    [alert.id],
  )
  return { q: alert.query, location: alert.location }
}

/** A job link of a digest was followed: the subscription's e-mails are read, so it stays another year. */
export async function recordAlertOpened(db: Db, token: string): Promise<boolean> {
  const alert = await alertOfToken(db, token, 'open')
  if (alert === null) return false
  await db.query('UPDATE job_alerts SET last_opened_at = now() WHERE id = $1', [alert.id])
  return true
}

/** The search an unsubscribe link stops, for the page to name it; null when the subscription is gone. */
export async function searchOfUnsubscribeToken(db: Queryable, token: string): Promise<AlertSearch | null> {
  const alert = await alertOfToken(db, token, 'unsubscribe')
  return alert === null ? null : { q: alert.query, location: alert.location }
}

/** Ends the subscription the unsubscribe token belongs to (its tokens and digests go with it). */
export async function unsubscribeJobAlert(db: Db, token: string): Promise<boolean> {
  const alert = await alertOfToken(db, token, 'unsubscribe')
  if (alert === null) return false
  await db.query('DELETE FROM job_alerts WHERE id = $1', [alert.id])
  return true
}

const subscriptionRow = z.object({
  id: z.number().int(),
  email: z.string(),
  query: z.string(),
  location: z.string(),
  created_at: z.coerce.date(),
  confirmed_at: z.coerce.date().nullable(),
  last_opened_at: z.coerce.date().nullable(),
})
export type JobAlertSubscription = z.infer<typeof subscriptionRow>

/** Every subscription of an address, in any letter case (the console's 'People' search). */
export async function subscriptionsFor(db: Queryable, email: string): Promise<JobAlertSubscription[]> {
  return queryRows(
    db,
    subscriptionRow,
    `SELECT id, email, query, location, created_at, confirmed_at, last_opened_at FROM job_alerts
      WHERE lower(email) = lower($1) ORDER BY created_at, id`,
    [email.trim()],
  )
}

/** Deletes every subscription of an address, in any letter case (the console's erasure); returns how many. */
export async function eraseSubscriptions(db: Queryable, email: string): Promise<number> {
  const rows = await db.query('DELETE FROM job_alerts WHERE lower(email) = lower($1) RETURNING id', [email.trim()])
  return rows.length
}

/**
 * Retention: unconfirmed subscriptions after 7 days, confirmed ones a year after their e-mails were
 * last opened (a link followed; the confirmation counts). Returns the counts (never addresses).
 */
export async function sweepJobAlerts(db: Queryable, now: Date = new Date()): Promise<{ alerts: number }> {
  const rows = await db.query(
    `DELETE FROM job_alerts
      WHERE (confirmed_at IS NULL AND created_at <= $1::timestamptz - make_interval(days => ${unconfirmedAlertDays}))
         OR (confirmed_at IS NOT NULL
             AND coalesce(last_opened_at, confirmed_at) <= $1::timestamptz - make_interval(days => ${unopenedAlertDays}))
      RETURNING id`,
    [now.toISOString()],
  )
  return { alerts: rows.length }
}
