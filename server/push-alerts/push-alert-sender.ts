import type { Agent } from 'node:https'
import webPush, { WebPushError } from 'web-push'
import { z } from 'zod'
import { matchesJobSearch } from '../../src/contracts/job-match.ts'
import type { PushAlertPayload } from '../../src/contracts/push-alert.ts'
import { queryOne, type Db } from '../db/db.ts'
import { errorKind, type Log } from '../log.ts'
import { allPushSubscriptions, claimPushDelivery, deletePushSubscription } from './push-alert-store.ts'
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts'

/** A notification older than this is of no use: the push service may drop it. */
const pushTtlSeconds = 24 * 60 * 60
const pushTimeoutMs = 10_000

export interface PushAlertsOptions {
  db: Db
  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; else the pair kept in the database. */
  configuredKeys: VapidKeys | null
  /** The job links' origin (SITE_URL), also the VAPID subject the push services may contact. */
  siteUrl: string
  log: Log
  /** The HTTPS agent for push requests (tests trust their local endpoint's certificate with it). */
  agent?: Agent
}

export interface PushAlerts {
  /** The VAPID public key the browser subscribes with. */
  publicKey(): Promise<string>
  /** A job was published or reopened: sends it to matching devices in the background; never throws. */
  jobPublished(jobId: number): void
  /** Resolves once every background run has finished (shutdown, tests). */
  settled(): Promise<void>
}

const jobRow = z.object({
  id: z.number().int(),
  job_name: z.string(),
  role: z.string().nullable(),
  skills: z.string().nullable(),
  location: z.string().nullable(),
})

/** The device is gone for good: the push service no longer knows the subscription. */
const isGone = (error: unknown) =>
  error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)

/**
 * Sends one open job to every subscription whose search it matches (the e-mail digest's matching),
 * each delivery recorded before it goes: a crash can lose a notification but never send one twice.
 * Subscriptions the push service says are gone (404, 410) are deleted. Logs counts and status codes
 * only: endpoints and keys are personal data.
 */
export async function pushJobAlerts(
  options: Omit<PushAlertsOptions, 'configuredKeys'> & { keys: VapidKeys },
  jobId: number,
): Promise<{ sent: number; gone: number; failed: number }> {
  const { db, keys, siteUrl, log, agent } = options
  const counts = { sent: 0, gone: 0, failed: 0 }
  const job = await queryOne(
    db,
    jobRow,
    'SELECT id, job_name, role, skills, location FROM jobs WHERE id = $1 AND closed_at IS NULL',
    [jobId],
  )
  if (job === null) return counts
  const payload: PushAlertPayload = {
    title: job.job_name,
    body: job.location ?? '',
    url: `${siteUrl}/job-openings?job=${job.id}`,
  }
  const subscriptions = await allPushSubscriptions(db)
  for (const subscription of subscriptions) {
    if (!matchesJobSearch(job, { q: subscription.query, location: subscription.location })) continue
    if (!(await claimPushDelivery(db, subscription.id, job.id))) continue
    try {
      await webPush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: siteUrl, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: pushTtlSeconds,
          contentEncoding: 'aes128gcm',
          timeout: pushTimeoutMs,
          ...(agent === undefined ? {} : { agent }),
        },
      )
      counts.sent += 1
    } catch (error) {
      if (isGone(error)) {
        await deletePushSubscription(db, subscription.endpoint)
        counts.gone += 1
      } else {
        counts.failed += 1
        const status = error instanceof WebPushError ? { status: error.statusCode } : errorKind(error)
        log('warn', 'push alert not delivered', status)
      }
    }
  }
  if (counts.sent + counts.gone + counts.failed > 0) log('info', 'push alerts', { jobId, ...counts })
  return counts
}

/** Push alerts for one server: the VAPID keys loaded once, the sending runs tracked for shutdown. */
export function pushAlertService(options: PushAlertsOptions): PushAlerts {
  let keys: Promise<VapidKeys> | null = null
  const vapid = () => {
    keys ??= loadVapidKeys(options.db, options.configuredKeys).catch((error: unknown) => {
      keys = null
      throw error
    })
    return keys
  }
  const running = new Set<Promise<void>>()
  return {
    publicKey: async () => (await vapid()).publicKey,
    jobPublished(jobId) {
      const run = vapid()
        .then((loaded) => pushJobAlerts({ ...options, keys: loaded }, jobId))
        .then(
          () => undefined,
          (error: unknown) => options.log('warn', 'push alerts failed', { jobId, ...errorKind(error) }),
        )
        .finally(() => running.delete(run))
      running.add(run)
    },
    settled: async () => {
      await Promise.all([...running])
    },
  }
}
