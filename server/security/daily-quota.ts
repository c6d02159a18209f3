import { createHash } from 'node:crypto'
import type { Queryable } from '../db/db.ts'

/** One quota's name and its limit per UTC day; `network` makes it per client network (rate-limit-key.ts). */
export interface DailyQuota {
  name: string
  max: number
}

/**
 * Counts one use of each quota in order and stops at the first that is used up (later ones are then
 * not counted). One conditional upsert per quota, so instances sharing the database count together
 * and parallel requests can never pass the limit. Keys are hashed: no address is stored.
 */
export async function takeDailyQuotas(
  db: Queryable,
  quotas: readonly (DailyQuota & { client?: string })[],
): Promise<{ allowed: true } | { allowed: false; quota: string }> {
  for (const quota of quotas) {
    const key =
      quota.client === undefined
        ? quota.name
        : `${quota.name} ${createHash('sha256').update(quota.client).digest('hex')}`
    const rows = await db.query(
      `INSERT INTO daily_quota_hits (day, key, hits) VALUES ((now() AT TIME ZONE 'UTC')::date, $1, 1)
       ON CONFLICT (day, key) DO UPDATE SET hits = daily_quota_hits.hits + 1 WHERE daily_quota_hits.hits < $2
       RETURNING hits`,
      [key, quota.max],
    )
    if (rows.length === 0) return { allowed: false, quota: quota.name }
  }
  return { allowed: true }
}

/** Housekeeping: days before yesterday are of no use to any quota. */
export async function sweepDailyQuotas(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM daily_quota_hits WHERE day < (now() AT TIME ZONE 'UTC')::date - 1 RETURNING day`,
  )
  return rows.length
}
