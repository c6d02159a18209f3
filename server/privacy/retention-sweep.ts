import { z } from 'zod'
import type { RetentionPeriods } from '../../src/site/retention.ts'
import { queryRows, type Db, type Queryable } from '../db/db.ts'
import { errorKind, type Log } from '../log.ts'
import { checkedCvKey, type CvStorage } from '../storage/cv-storage.ts'

/** Any fixed number works; it only has to be the same for every instance sharing the database. */
const retentionLockKey = 4_242_035

/** How many of each kind one sweep removed (the only thing it logs: counts, never names). */
export interface RetentionCounts {
  applications: number
  messages: number
  referrals: number
  orders: number
}

/**
 * When an application is due for deletion, as SQL over `a` (job_applications) and `j` (jobs): its job's
 * closing time plus the talent-pool or the plain period; NULL while the job is open. The sweep and the
 * console's "deleted on" date share it, so the date shown is the date it goes.
 */
export function applicationDeletesAtSql(retention: RetentionPeriods): string {
  // Whole numbers checked by readRetention: safe to write into the statement.
  const days = (count: number) => `make_interval(days => ${Math.trunc(count)})`
  return `(j.closed_at + CASE WHEN a.talent_pool THEN ${days(retention.talentPoolDays)} ELSE ${days(retention.applicationDays)} END)`
}

async function count(tx: Queryable, sql: string, params: readonly string[]): Promise<number> {
  return (await tx.query(sql, params)).length
}

/**
 * Deletes what the privacy page says is deleted: applications (row and CV) whose job closed longer ago
 * than their period, contact messages and referrals older than theirs; orders stay (tax law) but lose
 * their buyer's e-mail and phone after the same period. One transaction under an advisory lock: with
 * several instances one sweeps, the others skip (null). Logs counts only.
 */
export async function sweepRetention(
  db: Db,
  storage: CvStorage,
  retention: RetentionPeriods,
  log: Log,
  now: Date = new Date(),
): Promise<RetentionCounts | null> {
  const at = now.toISOString()
  const messagesBefore = new Date(now.getTime() - retention.messageDays * 86_400_000).toISOString()
  const outcome = await db.transaction(async (tx) => {
    const [lock] = await tx.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [retentionLockKey])
    if (lock?.locked !== true) return null
    const deleted = await queryRows(
      tx,
      z.object({ resume_key: z.string() }),
      `DELETE FROM job_applications a USING jobs j
        WHERE j.id = a.job_id AND j.closed_at IS NOT NULL AND ${applicationDeletesAtSql(retention)} <= $1::timestamptz
        RETURNING a.resume_key`,
      [at],
    )
    const keys = deleted.map((row) => checkedCvKey(row.resume_key))
    // Private links past their 12 months open nothing any more; their hashes go too (record 050).
    await tx.query('DELETE FROM applicant_tokens WHERE expires_at <= $1::timestamptz', [at])
    if (storage.transactional) for (const key of keys) await storage.remove(key, tx)
    const counts: RetentionCounts = {
      applications: keys.length,
      messages: await count(tx, 'DELETE FROM contact_messages WHERE created_at <= $1::timestamptz RETURNING id', [
        messagesBefore,
      ]),
      referrals: await count(tx, 'DELETE FROM referrals WHERE created_at <= $1::timestamptz RETURNING id', [
        messagesBefore,
      ]),
      orders: await count(
        tx,
        `UPDATE payments p SET buyer_email = NULL, buyer_phone = NULL FROM orders o
          WHERE o.order_id = p.order_id AND o.created_at <= $1::timestamptz
            AND (p.buyer_email IS NOT NULL OR p.buyer_phone IS NOT NULL)
          RETURNING p.payment_id`,
        [messagesBefore],
      ),
    }
    return { keys, counts }
  })
  if (outcome === null) {
    log('info', 'retention sweep skipped: another instance is sweeping')
    return null
  }
  if (!storage.transactional) {
    // After the commit: a file that cannot go now is named by no row, so the orphan sweep removes it.
    for (const key of outcome.keys) {
      await storage.remove(key).catch((error: unknown) => {
        log('warn', 'CV file of an expired application left for the sweep', errorKind(error))
      })
    }
  }
  // Every run says what it did, zeros included: the log shows the sweep is alive.
  log('info', 'retention sweep', { ...outcome.counts })
  return outcome.counts
}
