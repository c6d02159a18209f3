import { createHash } from 'node:crypto'
import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'
import type { RateDecision, RateLimiter } from './rate-limit.ts'

const countsSchema = z.object({ current: z.number(), previous: z.number() })

/**
 * The POST rate limit kept in PostgreSQL, so every instance on the database counts the same hits.
 * A sliding-window counter: hits in the current fixed window plus the previous window's hits weighed
 * by how much of it the sliding window still covers. One statement per request; windows older than
 * the previous one are deleted now and then. Addresses are stored as hashes.
 */
export class PostgresRateLimiter implements RateLimiter {
  private readonly db: Queryable
  private readonly max: number
  private readonly windowMs: number
  private readonly now: () => number
  private lastCleanup = 0

  constructor(db: Queryable, options: { max: number; windowMs: number; now?: () => number }) {
    this.db = db
    this.max = options.max
    this.windowMs = options.windowMs
    this.now = options.now ?? Date.now
  }

  async take(key: string): Promise<RateDecision> {
    const now = this.now()
    const windowStart = Math.floor(now / this.windowMs) * this.windowMs
    const client = createHash('sha256').update(key).digest('hex')
    // Count this hit, then read this window's and the previous window's hits in the same statement.
    const counts = await queryOne(
      this.db,
      countsSchema,
      `WITH hit AS (
         INSERT INTO rate_limit_hits (client, window_start, hits) VALUES ($1, to_timestamp($2 / 1000.0), 1)
         ON CONFLICT (client, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
         RETURNING hits
       )
       SELECT (SELECT hits FROM hit) AS current,
              COALESCE((SELECT hits FROM rate_limit_hits WHERE client = $1 AND window_start = to_timestamp($3 / 1000.0)), 0) AS previous`,
      [client, windowStart, windowStart - this.windowMs],
    )
    if (now - this.lastCleanup > this.windowMs) {
      this.lastCleanup = now
      await this.db.query('DELETE FROM rate_limit_hits WHERE window_start < to_timestamp($1 / 1000.0)', [
        windowStart - this.windowMs,
      ])
    }
    const current = counts?.current ?? 1
    const previous = counts?.previous ?? 0
    const stillCovered = 1 - (now - windowStart) / this.windowMs
    if (previous * stillCovered + current <= this.max) return { allowed: true }
    // The estimate falls as the previous window slides out, or at the latest when this one ends.
    return { allowed: false, retryAfterMs: Math.max(windowStart + this.windowMs - now, 1) }
  }
}
