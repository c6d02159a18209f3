import { deleteExpiredSessions } from './console/staff-sessions.ts'
import type { RetentionPeriods } from '../src/site/retention.ts'
import type { Db } from './db/db.ts'
import { queueJobAlertDigests } from './job-alerts/job-alert-digest.ts'
import { sweepJobAlerts } from './job-alerts/job-alert-store.ts'
import { errorKind, type Log } from './log.ts'
import { sweepPushSubscriptions } from './push-alerts/push-alert-store.ts'
import type { Outbox } from './delivery/outbox.ts'
import { sweepOutbox } from './delivery/outbox-store.ts'
import { sweepRetention } from './privacy/retention-sweep.ts'
import { sweepDailyQuotas } from './security/daily-quota.ts'
import { sweepShareLinkVisitors } from './share-links/share-link-visits.ts'
import type { CvStorage } from './storage/cv-storage.ts'
import { sweepOrphanCvs } from './storage/sweep-cvs.ts'

export const housekeepingIntervalMs = 60 * 60 * 1000

/**
 * One round: expired console sessions deleted, personal data past its retention period deleted (the
 * privacy page's promise), CVs a crash left without their row removed, job alerts' daily digests
 * recorded for delivery, stale alerts (e-mail and push), old delivery records and share links' hashed
 * visitors of past days deleted. Logs counts only.
 */
export async function houseKeep(
  db: Db,
  storage: CvStorage,
  options: {
    cvSweepMinAgeMs: number
    retention: RetentionPeriods
    /** Where the job alerts' digests are recorded; without it no digest is sent. */
    jobAlerts?: { outbox: Outbox; siteUrl: string }
    /** Told when this instance finished a retention sweep (not when another instance had the lock): /metrics. */
    retentionSwept?: (at: Date) => void
  },
  log: Log,
): Promise<void> {
  const sessions = await deleteExpiredSessions(db)
  if (sessions > 0) log('info', 'deleted expired console sessions', { deleted: sessions })
  const swept = await sweepRetention(db, storage, options.retention, log)
  if (swept !== null) options.retentionSwept?.(new Date())
  await sweepOrphanCvs(db, storage, options.cvSweepMinAgeMs, log)
  const alerts = await sweepJobAlerts(db)
  if (alerts.alerts > 0) log('info', 'deleted stale job alerts', { deleted: alerts.alerts })
  const devices = await sweepPushSubscriptions(db)
  if (devices > 0) log('info', 'deleted stale push alert subscriptions', { deleted: devices })
  await sweepDailyQuotas(db)
  await sweepShareLinkVisitors(db)
  const deliveries = await sweepOutbox(db)
  if (deliveries > 0) log('info', 'deleted old delivery records', { deleted: deliveries })
  if (options.jobAlerts !== undefined) {
    // A failed digest run must not stop the rest of the round: it is tried again next hour.
    await queueJobAlertDigests(db, options.jobAlerts.outbox, options.jobAlerts.siteUrl, log).catch((error: unknown) =>
      log('warn', 'job alert digests failed, tried again next hour', errorKind(error)),
    )
  }
}

/**
 * Runs houseKeep every hour (the server runs one round at start-up itself). A round that fails (the
 * database is away) is logged and tried again next hour; the timer never holds the process open.
 */
export function scheduleHousekeeping(
  round: () => Promise<void>,
  log: Log,
  intervalMs = housekeepingIntervalMs,
): () => void {
  const timer = setInterval(() => {
    round().catch((error: unknown) => log('warn', 'housekeeping failed, tried again next hour', errorKind(error)))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
