import { z } from 'zod'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import type { OutboxKind, OutboxMessage } from './outbox-message.ts'

/** Records a message on the caller's transaction: it exists exactly when the event that causes it does. */
export async function insertOutboxMessage(
  tx: Queryable,
  kind: OutboxKind,
  message: OutboxMessage,
  giveUpAfterMs: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO outbox (kind, payload, give_up_at) VALUES ($1, $2::jsonb, now() + $3 * interval '1 millisecond')`,
    [kind, JSON.stringify(message), giveUpAfterMs],
  )
}

const claimedRow = z.object({
  id: z.coerce.number().int(),
  kind: z.string(),
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
      RETURNING o.id, o.kind, o.payload, o.attempts, o.give_up_at`,
    [limit, leaseMs],
  )
}

/** A composed message replaces its request, so a retry sends the same links. */
export async function replacePayload(db: Queryable, id: number, attempts: number, message: OutboxMessage) {
  await db.query('UPDATE outbox SET payload = $3::jsonb WHERE id = $1 AND attempts = $2', [
    id,
    attempts,
    JSON.stringify(message),
  ])
}

/** Sent (or nothing to send): only its kind, times and outcome stay. */
export async function finishMessage(db: Queryable, id: number, outcome: 'sent' | 'dropped'): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = $2, payload = NULL, leased_until = NULL, finished_at = now(), last_error = NULL
      WHERE id = $1 AND status = 'waiting'`,
    [id, outcome],
  )
}

/**
 * A failed try: waits `delayMs` for the next, or, when it was made at or after the message's give-up
 * time (so tries span at least that long), is marked failed. Only the worker that holds this try (same attempt number) may record it.
 */
export async function recordFailure(
  db: Queryable,
  claimed: { id: number; attempts: number },
  delayMs: number,
  error: string,
): Promise<'retry' | 'failed'> {
  const row = await queryOne(
    db,
    z.object({ status: z.string() }),
    `UPDATE outbox SET leased_until = NULL, last_error = $4,
            status = CASE WHEN now() >= give_up_at THEN 'failed' ELSE 'waiting' END,
            finished_at = CASE WHEN now() >= give_up_at THEN now() END,
            next_attempt_at = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND attempts = $2 AND status = 'waiting'
      RETURNING status`,
    [claimed.id, claimed.attempts, delayMs, error.slice(0, 100)],
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

/** 'Try again': every failed message waits again, with a fresh day of tries. Returns how many. */
export async function retryFailedMessages(db: Queryable, giveUpAfterMs: number): Promise<number> {
  const rows = await db.query(
    `UPDATE outbox SET status = 'waiting', attempts = 0, finished_at = NULL, next_attempt_at = now(),
            give_up_at = now() + $1 * interval '1 millisecond'
      WHERE status = 'failed' RETURNING id`,
    [giveUpAfterMs],
  )
  return rows.length
}

/** After a restart of the embedded database's only instance, no lease can belong to a running worker. */
export async function releaseLeases(db: Queryable): Promise<void> {
  await db.query(`UPDATE outbox SET leased_until = NULL WHERE status = 'waiting' AND leased_until IS NOT NULL`)
}

/** How long a finished row (kind, times, outcome) and a failed one (with its message) are kept. */
export const outboxKeepDays = 30

/** Housekeeping: finished and failed rows older than outboxKeepDays go, failed ones with their addresses. */
export async function sweepOutbox(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM outbox WHERE status <> 'waiting' AND finished_at < now() - $1 * interval '1 day' RETURNING id`,
    [outboxKeepDays],
  )
  return rows.length
}
