import type { Context, MiddlewareHandler } from 'hono'
import { requestMessages } from '../messages.ts'
import { problem } from '../http/problem.ts'
import { clientIp } from './client-ip.ts'
import { rateLimitKey } from './rate-limit-key.ts'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

/** Counts one request for a key and says whether it is within the limit. */
export interface RateLimiter {
  take(key: string): RateDecision | Promise<RateDecision>
}

/** Set by rateLimitPosts: the client key of the request, for routes that keep limits of their own. */
export type RateLimitVariables = { rateLimitKey: string }

/**
 * Sliding-window counter per key, as postgres-rate-limit.ts keeps it: allowed hits in the current
 * fixed window plus the previous window's weighed by how much of it the sliding window still covers.
 * Two generations of maps, swapped when a window ends: a key quiet for two windows vanishes with the
 * old map, so take() is O(1) and memory follows current traffic. In-process: for one instance (the
 * embedded database); instances sharing PostgreSQL count in it.
 */
export class SlidingWindowRateLimiter implements RateLimiter {
  private current = new Map<string, number>()
  private previous = new Map<string, number>()
  private currentWindow = Number.NEGATIVE_INFINITY
  private readonly max: number
  private readonly windowMs: number
  private readonly keysPerWindow: number
  private readonly now: () => number

  /** maxKeys caps the keys held in both generations together. */
  constructor(options: { max: number; windowMs: number; maxKeys?: number; now?: () => number }) {
    this.max = options.max
    this.windowMs = options.windowMs
    this.keysPerWindow = Math.max(1, Math.floor((options.maxKeys ?? 100_000) / 2))
    this.now = options.now ?? Date.now
  }

  take(key: string): RateDecision {
    const now = this.now()
    this.rotate(Math.floor(now / this.windowMs))
    const windowStart = this.currentWindow * this.windowMs
    // A clock stepping back stays in the current window.
    const elapsed = Math.min(Math.max(now - windowStart, 0), this.windowMs - 1)
    const untilWindowEnds = this.windowMs - elapsed
    const current = this.current.get(key)
    // Full (a flood of new addresses): newcomers wait for the next window, while clients already
    // counted in this one keep their counts and go on working; evicting instead would let a flood
    // reset its own counts, and ignoring newcomers would leave them unlimited.
    if (current === undefined && this.current.size >= this.keysPerWindow) {
      return { allowed: false, retryAfterMs: untilWindowEnds }
    }
    const count = current ?? 0
    const previous = this.previous.get(key) ?? 0
    // previous × (share still covered) + this window's hits + this one ≤ max, scaled by windowMs to stay exact.
    if (previous * (this.windowMs - elapsed) + (count + 1) * this.windowMs <= this.max * this.windowMs) {
      this.current.set(key, count + 1)
      return { allowed: true }
    }
    return { allowed: false, retryAfterMs: Math.max(Math.ceil(this.retryAfter(previous, count, elapsed)), 1) }
  }

  /** Keys held in both generations. */
  get size(): number {
    return this.current.size + this.previous.size
  }

  private rotate(window: number): void {
    if (window <= this.currentWindow) return
    this.previous = window === this.currentWindow + 1 ? this.current : new Map()
    this.current = new Map()
    this.currentWindow = window
  }

  /** How long until one more hit fits, if the client sends nothing meanwhile. */
  private retryAfter(previous: number, current: number, elapsed: number): number {
    // Room in this window once enough of the previous one has slid out.
    if (current + 1 <= this.max) return this.windowMs - ((this.max - 1 - current) * this.windowMs) / previous - elapsed
    // Otherwise in the next window, once enough of this one has slid out.
    const intoNext = current === 0 ? 0 : Math.max(this.windowMs - ((this.max - 1) * this.windowMs) / current, 0)
    return this.windowMs - elapsed + intoNext
  }
}

/** 429 with Retry-After in whole seconds. */
export function tooManyRequests(c: Context, retryAfterMs: number): Response {
  const response = problem(c, 429, requestMessages.tooManyRequests)
  response.headers.set('Retry-After', String(Math.ceil(retryAfterMs / 1000)))
  return response
}

/**
 * Limits every POST per client (rate-limit-key.ts) except on exemptPaths, whose routes limit
 * themselves, and under exemptPrefixes, counted later by a limiter that knows more (the console's,
 * which tells signed-in staff from visitors); answers 429 with Retry-After in whole seconds.
 */
/** Whether a request may change something, and so counts against a limit: every method but GET, HEAD and OPTIONS. */
export const changesState = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())

export function rateLimitPosts(
  limiter: RateLimiter,
  trustProxyHops: number,
  options: { exemptPaths?: readonly string[]; exemptPrefixes?: readonly string[] } = {},
): MiddlewareHandler<{ Variables: RateLimitVariables }> {
  const exempt = new Set(options.exemptPaths)
  const prefixes = options.exemptPrefixes ?? []
  return async (c, next) => {
    if (!changesState(c.req.method)) return next()
    const key = rateLimitKey(clientIp(c, trustProxyHops))
    c.set('rateLimitKey', key)
    if (exempt.has(c.req.path) || prefixes.some((prefix) => c.req.path.startsWith(prefix))) return next()
    const decision = await limiter.take(key)
    return decision.allowed ? next() : tooManyRequests(c, decision.retryAfterMs)
  }
}
