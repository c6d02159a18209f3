import type { MiddlewareHandler } from 'hono'
import { requestMessages } from '../messages.ts'
import { problem } from '../http/problem.ts'
import { clientIp } from './client-ip.ts'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

/** Counts one request for a key and says whether it is within the limit. */
export interface RateLimiter {
  take(key: string): RateDecision | Promise<RateDecision>
}

/**
 * Sliding-window log per key: a request is allowed when fewer than `max` requests from the same key
 * fall inside the last `windowMs`. In-process: for one instance (the embedded database); instances
 * sharing PostgreSQL count in it (postgres-rate-limit.ts).
 */
export class SlidingWindowRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>()
  private readonly max: number
  private readonly windowMs: number
  private readonly now: () => number

  constructor(options: { max: number; windowMs: number; now?: () => number }) {
    this.max = options.max
    this.windowMs = options.windowMs
    this.now = options.now ?? Date.now
  }

  take(key: string): RateDecision {
    const now = this.now()
    const since = now - this.windowMs
    const times = (this.hits.get(key) ?? []).filter((time) => time > since)
    if (times.length >= this.max) {
      this.hits.set(key, times)
      const oldest = times[0] ?? now
      return { allowed: false, retryAfterMs: Math.max(oldest + this.windowMs - now, 1) }
    }
    times.push(now)
    this.hits.set(key, times)
    if (this.hits.size > 10_000) this.sweep()
    return { allowed: true }
  }

  /** Forgets keys with no request inside the window, so memory follows current traffic only. */
  sweep(): void {
    const since = this.now() - this.windowMs
    for (const [key, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) <= since) this.hits.delete(key)
    }
  }

  get size(): number {
    return this.hits.size
  }
}

/** Limits every POST per client address; answers 429 with Retry-After in whole seconds. */
export function rateLimitPosts(limiter: RateLimiter, trustProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const decision = await limiter.take(clientIp(c, trustProxyHops))
    if (!decision.allowed) {
      const response = problem(c, 429, requestMessages.tooManyRequests)
      response.headers.set('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)))
      return response
    }
    return next()
  }
}
