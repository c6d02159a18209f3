import type { Agent } from 'node:https'
import pLimit from 'p-limit'
import webPush from 'web-push'
import { matchesJobSearch } from '../../src/contracts/job-match.ts'
import type { PushAlertPayload } from '../../src/contracts/push-alert.ts'
import { queryOne, type Db } from '../db/db.ts'
import { errorKind, type Log } from '../log.ts'
import {
  allPushSubscriptions,
  claimPushDelivery,
  deletePushSubscription,
  releasePushDelivery,
  type PushSubscriptionRow,
} from './push-alert-store.ts'
import { checkPushEndpoint, PrivateAddressError, type publicOnlyLookup } from './push-endpoint-policy.ts'
import { sendPushRequest } from './push-request.ts'
import type { Sealer } from '../at-rest/sealer.ts'
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts'
import { jobMatchColumns, jobMatchRow } from '../jobs/job-match-row.ts'

/** A notification older than this is of no use: the push service may drop it. */
const pushTtlSeconds = 24 * 60 * 60

export interface PushAlertsOptions {
  db: Db
  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; else the pair kept in the database. */
  configuredKeys: VapidKeys | null
  /** Opens the kept pair's private key (record 083). */
  sealer: Sealer
  /** The job links' origin (SITE_URL), also the VAPID subject the push services may contact. */
  siteUrl: string
  log: Log
  /** PUSH_ENDPOINT_HOSTS: hosts besides the browsers' push services that subscriptions may name. */
  endpointHosts: readonly string[]
}

export interface PushAlerts {
  /** The VAPID public key the browser subscribes with. */
  publicKey(): Promise<string>
  /**
   * Sends a published or reopened job to the matching devices (the delivery worker calls it for the
   * outbox's row); rejects when some push service could not be reached, so the row is tried again and
   * only those devices get it then.
   */
  sendJob(jobId: number): Promise<void>
  /** Shutdown: ends the sends under way at once and waits for their runs to finish. */
  stop(): Promise<void>
}

/** What became of one push. */
type Outcome = 'sent' | 'gone' | 'failed' | 'refused'

/** Pushes going out at once: one slow push service holds one of these, never the rest. */
export const pushConcurrency = 4

/** Test hooks: the HTTPS agent that trusts a local push service, a resolver, a shorter deadline. */
export interface PushSendOptions {
  agent?: Agent
  lookup?: ReturnType<typeof publicOnlyLookup>
  deadlineMs?: number
  /** Aborts the sends under way (the server is stopping). */
  signal?: AbortSignal
}

/**
 * Sends one open job to every subscription whose search it matches (the e-mail digest's matching),
 * each delivery recorded before it goes: a crash can lose a notification but never send one twice.
 * A few at a time, each with its own deadline (push-request.ts); subscriptions the push service says
 * are gone (404, 410), or whose host is no longer accepted, are deleted. Logs counts and status codes
 * only: endpoints and keys are personal data.
 */
export async function pushJobAlerts(
  options: Omit<PushAlertsOptions, 'configuredKeys' | 'sealer'> & { keys: VapidKeys } & PushSendOptions,
  jobId: number,
): Promise<{ sent: number; gone: number; failed: number; refused: number }> {
  const { db, keys, siteUrl, log } = options
  const counts = { sent: 0, gone: 0, failed: 0, refused: 0 }
  const job = await queryOne(
    db,
    jobMatchRow,
    `SELECT ${jobMatchColumns} FROM jobs WHERE id = $1 AND closed_at IS NULL`,
    [jobId],
  )
  if (job === null) return counts
  const payload: PushAlertPayload = {
    title: job.job_name,
    body: job.location ?? '',
    url: `${siteUrl}/job-openings?job=${job.id}`,
  }
  const limit = pLimit(pushConcurrency)
  const pushOne = async (subscription: PushSubscriptionRow): Promise<Outcome | null> => {
    if (options.signal?.aborted === true) return null
    const verdict = checkPushEndpoint(subscription.endpoint, options.endpointHosts)
    if (!verdict.allowed) {
      // Subscribed before the rule, or its host is no longer named: never sent, not kept.
      await deletePushSubscription(db, subscription.endpoint)
      return 'refused'
    }
    if (!(await claimPushDelivery(db, subscription.id, job.id))) return null
    try {
      const details = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: siteUrl, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: pushTtlSeconds,
          contentEncoding: 'aes128gcm',
        },
      )
      const status = await sendPushRequest(details, {
        trusted: verdict.trusted,
        ...(options.deadlineMs === undefined ? {} : { deadlineMs: options.deadlineMs }),
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(options.agent === undefined ? {} : { agent: options.agent }),
        ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
      })
      if (status >= 200 && status < 300) return 'sent'
      if (status === 404 || status === 410) {
        await deletePushSubscription(db, subscription.endpoint)
        return 'gone'
      }
      log('warn', 'push alert not delivered', { status })
      await releasePushDelivery(db, subscription.id, job.id)
      return 'failed'
    } catch (error) {
      log(
        'warn',
        'push alert not delivered',
        error instanceof PrivateAddressError ? { reason: 'private address' } : errorKind(error),
      )
      // Not sent (or cut short at shutdown): the next try of the outbox's row sends it again.
      await releasePushDelivery(db, subscription.id, job.id)
      return 'failed'
    }
  }
  const subscriptions = (await allPushSubscriptions(db)).filter((subscription) =>
    matchesJobSearch(job, { q: subscription.query, location: subscription.location }),
  )
  const outcomes = await Promise.all(subscriptions.map((subscription) => limit(() => pushOne(subscription))))
  for (const outcome of outcomes) if (outcome !== null) counts[outcome] += 1
  if (counts.sent + counts.gone + counts.failed + counts.refused > 0) log('info', 'push alerts', { jobId, ...counts })
  return counts
}

/** Push alerts for one server: the VAPID keys loaded once, the sending runs tracked for shutdown. */
export function pushAlertService(options: PushAlertsOptions & Omit<PushSendOptions, 'signal'>): PushAlerts {
  let keys: Promise<VapidKeys> | null = null
  const vapid = () => {
    keys ??= loadVapidKeys(options.db, options.configuredKeys, options.sealer).catch((error: unknown) => {
      keys = null
      throw error
    })
    return keys
  }
  const stopping = new AbortController()
  const running = new Set<Promise<unknown>>()
  return {
    publicKey: async () => (await vapid()).publicKey,
    async sendJob(jobId) {
      if (stopping.signal.aborted) throw new PushStopped()
      const run = vapid().then((loaded) => pushJobAlerts({ ...options, keys: loaded, signal: stopping.signal }, jobId))
      running.add(run)
      try {
        const counts = await run
        if (counts.failed > 0) throw new PushNotDelivered()
      } finally {
        running.delete(run)
      }
    },
    stop: async () => {
      stopping.abort()
      await Promise.allSettled([...running])
    },
  }
}

/** Some devices' push services could not be reached: the outbox's row is tried again later. */
export class PushNotDelivered extends Error {
  override name = 'PushNotDelivered'
}

/** The server is stopping: the row waits for the next start (or another instance). */
class PushStopped extends Error {
  override name = 'PushStopped'
}
