import { z } from 'zod'
import { matchesJobSearch } from '../../src/contracts/job-match.ts'
import { queryRows, type Db, type Queryable } from '../db/db.ts'
import type { Log } from '../log.ts'
import type { Outbox } from '../delivery/outbox.ts'
import { digestMail, unsubscribeUrl } from './job-alert-mail.ts'
import { issueAlertToken } from './job-alert-store.ts'
import { jobMatchColumns, jobMatchRow } from '../jobs/job-match-row.ts'

/** Any fixed number, the same for every instance sharing the database (the retention sweep has its own). */
const digestLockKey = 4_242_054

const candidateRow = z.object({
  id: z.number().int(),
  email: z.string(),
  query: z.string(),
  location: z.string(),
  last_job_id: z.number().int(),
})

type Claim = { kind: 'busy' } | { kind: 'done' } | { kind: 'skipped' } | { kind: 'claimed' }

/**
 * Under the advisory lock, one transaction: finds a confirmed subscription with jobs newer than its
 * last look and no digest today. Jobs that match: the digest is recorded (and the subscription moves
 * on) before any e-mail goes, so a crash after the commit can lose a digest but never send one twice.
 * Jobs that do not match just move it on.
 */
async function claimOne(tx: Queryable, day: string, siteUrl: string, outbox: Outbox): Promise<Claim> {
  const [lock] = await tx.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [digestLockKey])
  if (lock?.locked !== true) return { kind: 'busy' }
  const [alert] = await queryRows(
    tx,
    candidateRow,
    `SELECT a.id, a.email, a.query, a.location, a.last_job_id FROM job_alerts a
      WHERE a.confirmed_at IS NOT NULL
        AND EXISTS (SELECT 1 FROM jobs j WHERE j.id > a.last_job_id AND j.closed_at IS NULL)
        AND NOT EXISTS (SELECT 1 FROM job_alert_digests d WHERE d.alert_id = a.id AND d.digest_day = $1::date)
      ORDER BY a.id LIMIT 1`,
    [day],
  )
  if (alert === undefined) return { kind: 'done' }
  const jobs = await queryRows(
    tx,
    jobMatchRow,
    `SELECT ${jobMatchColumns} FROM jobs WHERE id > $1 AND closed_at IS NULL ORDER BY id`,
    [alert.last_job_id],
  )
  const newest = Math.max(alert.last_job_id, ...jobs.map((job) => job.id))
  await tx.query('UPDATE job_alerts SET last_job_id = $2 WHERE id = $1', [alert.id, newest])
  const search = { q: alert.query, location: alert.location }
  const matching = jobs.filter((job) => matchesJobSearch(job, search))
  if (matching.length === 0) return { kind: 'skipped' }
  await tx.query('INSERT INTO job_alert_digests (alert_id, digest_day, job_ids) VALUES ($1, $2::date, $3)', [
    alert.id,
    day,
    `{${matching.map((job) => job.id).join(',')}}`,
  ])
  const links = {
    open: await issueAlertToken(tx, alert.id, 'open'),
    unsubscribe: unsubscribeUrl(siteUrl, await issueAlertToken(tx, alert.id, 'unsubscribe')),
  }
  // Recorded with the claim: the digest and the promise to send it commit together (record 059).
  await outbox.add(tx, 'job alert digest', {
    channel: 'mail',
    mail: digestMail(alert.email, search, matching, links, siteUrl),
  })
  return { kind: 'claimed' }
}

/**
 * The daily digests, from the hourly housekeeping: at most one per subscription and (UTC) day, only
 * when jobs published since its last digest match its search. Several instances may run it at once:
 * each claim happens under the lock and records its e-mail in the outbox on the same transaction; the
 * delivery worker sends it. Logs counts only; null when another instance held the lock.
 */
export async function queueJobAlertDigests(
  db: Db,
  outbox: Outbox,
  siteUrl: string,
  log: Log,
  now: Date = new Date(),
): Promise<{ queued: number } | null> {
  if (!outbox.mail) return { queued: 0 }
  const day = now.toISOString().slice(0, 10)
  let queued = 0
  for (;;) {
    const claim = await db.transaction((tx) => claimOne(tx, day, siteUrl, outbox))
    if (claim.kind === 'busy') {
      log('info', 'job alert digests skipped: another instance is sending')
      return queued === 0 ? null : { queued }
    }
    if (claim.kind === 'done') break
    if (claim.kind === 'claimed') queued += 1
  }
  if (queued > 0) {
    log('info', 'job alert digests', { queued })
    outbox.wake()
  }
  return { queued }
}
