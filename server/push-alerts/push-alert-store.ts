import { z } from 'zod'
import type { PushSubscriptionInput } from '../../src/contracts/push-alert.ts'
import { queryRows, type Queryable } from '../db/db.ts'
import type { AlertSearch } from '../job-alerts/job-alert-store.ts'

/** A device's subscription is deleted this long after it was made or last renewed (subscribed again). */
export const pushSubscriptionDays = 365

/**
 * Saves a device's subscription with the list's search. The same endpoint again (the device subscribes
 * again, maybe with other filters) replaces its keys and search and renews it for another year.
 */
export async function savePushSubscription(
  db: Queryable,
  subscription: PushSubscriptionInput,
  search: AlertSearch,
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, query, location) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE
       SET p256dh = excluded.p256dh, auth = excluded.auth, query = excluded.query,
           location = excluded.location, renewed_at = now()`,
    [subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, search.q, search.location],
  )
}

/** Whether this endpoint is subscribed already (subscribing again renews it). */
export async function isSubscribed(db: Queryable, endpoint: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [endpoint])).length > 0
}

/** Deletes the subscription of an endpoint (the device stopped, or the push service says it is gone). */
export async function deletePushSubscription(db: Queryable, endpoint: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 RETURNING id', [endpoint])
  return rows.length > 0
}

const subscriptionRow = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  p256dh: z.string(),
  auth: z.string(),
  query: z.string(),
  location: z.string(),
})
export type PushSubscriptionRow = z.infer<typeof subscriptionRow>

export function allPushSubscriptions(db: Queryable): Promise<PushSubscriptionRow[]> {
  return queryRows(
    db,
    subscriptionRow,
    'SELECT id, endpoint, p256dh, auth, query, location FROM push_subscriptions ORDER BY id',
  )
}

/** Records that this job goes to this subscription; false when it already went (never twice). */
export async function claimPushDelivery(db: Queryable, subscriptionId: number, jobId: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO push_deliveries (subscription_id, job_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING subscription_id`,
    [subscriptionId, jobId],
  )
  return rows.length > 0
}

/** A push that did not go: its claim is given back, so the next try sends it. */
export async function releasePushDelivery(db: Queryable, subscriptionId: number, jobId: number): Promise<void> {
  await db.query('DELETE FROM push_deliveries WHERE subscription_id = $1 AND job_id = $2', [subscriptionId, jobId])
}

/** Retention: subscriptions a year after they were made or last renewed (their deliveries go with them). */
export async function sweepPushSubscriptions(db: Queryable, now: Date = new Date()): Promise<number> {
  const rows = await db.query(
    `DELETE FROM push_subscriptions
      WHERE renewed_at <= $1::timestamptz - make_interval(days => ${pushSubscriptionDays}) RETURNING id`,
    [now.toISOString()],
  )
  return rows.length
}
