import { z } from 'zod'
import { queryOne, queryRows, type Queryable, sqlTextArray } from '../db/db.ts'
import type { Sealer } from '../at-rest/sealer.ts'
import { type OutboxKind, type OutboxMessage, recipientsOf } from './outbox-message.ts'

/**
 * Records a message on the caller's transaction: it exists exactly when the event that causes it does.
 * Sealed (record 083): its links and attachments are never readable in the database or a backup. Its
 * address is sealed apart too (`sealed_recipient`): a failed row keeps only that, for admins (issue 60
 * item 6); `applicationId` names the application it is about, so its card can say it was not delivered.
 */
export async function insertOutboxMessage(
  tx: Queryable,
  kind: OutboxKind,
  message: OutboxMessage,
  giveUpAfterMs: number,
  sealer: Sealer,
  applicationId: number | null = null,
): Promise<void> {
  const recipients = recipientsOf(message)
  await tx.query(
    `INSERT INTO outbox (kind, sealed, recipient_keys, sealed_recipient, application_id, give_up_at)
     VALUES ($1, $2, $3::text[], $4, $5, now() + $6 * interval '1 millisecond')`,
    [
      kind,
      await sealer.seal(JSON.stringify(message), 'outbox'),
      sqlTextArray(recipients.map(sealer.recipientKey)),
      recipients.length === 0 ? null : await sealer.seal(recipients.join(', '), 'recipient'),
      applicationId,
      giveUpAfterMs,
    ],
  )
}

const claimedRow = z.object({
  id: z.coerce.number().int(),
  kind: z.string(),
  sealed: z.string().nullable(),
  /** Only a row written before sealing began that start-up has not sealed yet. */
  payload: z.unknown(),
  attempts: z.number().int(),
  give_up_at: z.coerce.date(),
})
export type ClaimedMessage = z.infer<typeof claimedRow>

/**
 * Takes up to `limit` due messages for this worker: rows another instance holds are skipped (SKIP
 * LOCKED), and each taken row is leased for `leaseMs` so no other instance takes it while it is sent.
 * A worker that dies mid-send leaves the lease to run out; the row is then taken again.
 */
export async function claimDueMessages(db: Queryable, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  return queryRows(
    db,
    claimedRow,
    `UPDATE outbox o SET attempts = o.attempts + 1, leased_until = now() + $2 * interval '1 millisecond'
       FROM (SELECT id FROM outbox
              WHERE status = 'waiting' AND next_attempt_at <= now()
                AND (leased_until IS NULL OR leased_until <= now())
              ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED) due
      WHERE o.id = due.id
      RETURNING o.id, o.kind, o.sealed, o.payload, o.attempts, o.give_up_at`,
    [limit, leaseMs],
  )
}

/** A composed message replaces its request, so a retry sends the same links. */
export async function replacePayload(
  db: Queryable,
  claimed: { id: number; attempts: number },
  message: OutboxMessage,
  sealer: Sealer,
) {
  await db.query('UPDATE outbox SET sealed = $3, payload = NULL WHERE id = $1 AND attempts = $2', [
    claimed.id,
    claimed.attempts,
    await sealer.seal(JSON.stringify(message), 'outbox'),
  ])
}

/** What a sent or dropped row keeps: its kind, times and outcome, nothing to send or to whom. */
const noContent = 'payload = NULL, sealed = NULL, recipient_keys = NULL, sealed_recipient = NULL'

/** Sent (or nothing to send): only its kind, times and outcome stay. */
export async function finishMessage(db: Queryable, id: number, outcome: 'sent' | 'dropped'): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = $2, ${noContent}, leased_until = NULL, finished_at = now(), last_error = NULL
      WHERE id = $1 AND status = 'waiting'`,
    [id, outcome],
  )
}

/**
 * A failed try: waits `delayMs` for the next, or is marked failed when it was made at or after the
 * message's give-up time (so tries span at least that long) or the mail server refused it for good
 * (`permanent`, a 5xx reply: issue 60 item 6). A failed row drops its text (issue 59 item 2) but keeps
 * its sealed address and keyed hashes, so admins see to whom and People's erase still finds it; `error`
 * is the reason, with no address in it. Only the worker that holds this try (same attempt) records it.
 */
export async function recordFailure(
  db: Queryable,
  claimed: { id: number; attempts: number },
  delayMs: number,
  error: string,
  permanent = false,
): Promise<'retry' | 'failed'> {
  const failed = '($5 OR now() >= give_up_at)'
  const row = await queryOne(
    db,
    z.object({ status: z.string() }),
    `UPDATE outbox SET leased_until = NULL, last_error = $4,
            status = CASE WHEN ${failed} THEN 'failed' ELSE 'waiting' END,
            finished_at = CASE WHEN ${failed} THEN now() END,
            payload = CASE WHEN ${failed} THEN NULL ELSE payload END,
            sealed = CASE WHEN ${failed} THEN NULL ELSE sealed END,
            next_attempt_at = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND attempts = $2 AND status = 'waiting'
      RETURNING status`,
    [claimed.id, claimed.attempts, delayMs, error.slice(0, 100), permanent],
  )
  return row?.status === 'failed' ? 'failed' : 'retry'
}

export interface DeliveryCounts {
  waiting: number
  failed: number
  /** When the oldest waiting message was recorded (null: none waits). */
  oldestWaitingAt: string | null
}

/** How many messages wait and how many failed: counts only, for the console, the log and /metrics. */
export async function deliveryCounts(db: Queryable): Promise<DeliveryCounts> {
  const row = await queryOne(
    db,
    z.object({ waiting: z.coerce.number(), failed: z.coerce.number(), oldest: z.coerce.date().nullable() }),
    `SELECT count(*) FILTER (WHERE status = 'waiting') AS waiting,
            count(*) FILTER (WHERE status = 'failed') AS failed,
            min(created_at) FILTER (WHERE status = 'waiting') AS oldest
       FROM outbox WHERE status IN ('waiting', 'failed')`,
  )
  return {
    waiting: row?.waiting ?? 0,
    failed: row?.failed ?? 0,
    oldestWaitingAt: row?.oldest?.toISOString() ?? null,
  }
}

/**
 * 'Send now' (once the mail server is back): every waiting message is tried at once instead of at its
 * next retry. A failed message kept nothing to send again (issue 59 item 2). Returns how many.
 */
export async function sendWaitingNow(db: Queryable): Promise<number> {
  const rows = await db.query(
    `UPDATE outbox SET next_attempt_at = now() WHERE status = 'waiting' AND next_attempt_at > now() RETURNING id`,
  )
  return rows.length
}

/**
 * The People screen's erase: the waiting messages of these kinds to this address (by its keyed hash)
 * go unsent, and the failed ones forget the address (issue 60 item 6). One being sent at this moment
 * may still arrive.
 */
export async function dropWaitingTo(
  tx: Queryable,
  recipientKey: string,
  kinds: readonly OutboxKind[],
): Promise<number> {
  if (kinds.length === 0) return 0
  const params = [recipientKey, sqlTextArray(kinds)]
  await tx.query(
    `UPDATE outbox SET sealed_recipient = NULL, recipient_keys = NULL
      WHERE status = 'failed' AND $1 = ANY (recipient_keys) AND kind = ANY ($2::text[])`,
    params,
  )
  const rows = await tx.query(
    `DELETE FROM outbox WHERE status = 'waiting' AND $1 = ANY (recipient_keys) AND kind = ANY ($2::text[]) RETURNING id`,
    params,
  )
  return rows.length
}

/** After a restart of the embedded database's only instance, no lease can belong to a running worker. */
export async function releaseLeases(db: Queryable): Promise<void> {
  await db.query(`UPDATE outbox SET leased_until = NULL WHERE status = 'waiting' AND leased_until IS NOT NULL`)
}

/** How long a finished or failed row (kind, times, outcome; a failed one's sealed address and reason) is kept. */
export const outboxKeepDays = 30

/** Housekeeping: finished and failed rows older than outboxKeepDays go, a failed one's sealed address with it. */
export async function sweepOutbox(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM outbox WHERE status <> 'waiting' AND finished_at < now() - $1 * interval '1 day' RETURNING id`,
    [outboxKeepDays],
  )
  return rows.length
}
