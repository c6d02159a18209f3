import type { MiddlewareHandler } from 'hono'
import type { Db } from '../db/db.ts'
import { clientIp } from '../security/client-ip.ts'
import { changesState, type RateLimiter, type RateLimitVariables, tooManyRequests } from '../security/rate-limit.ts'
import { rateLimitKey } from '../security/rate-limit-key.ts'
import type { ConsoleVariables } from './console-auth-routes.ts'
import { readSessionCookie } from './session-cookie.ts'
import { sessionStaff } from './staff-sessions.ts'

/** A signed-in staff member may POST this many times the visitors' limit per address (300 a minute by default). */
export const consolePostFactor = 10

export const consolePostsPerWindow = (visitorMax: number) => visitorMax * consolePostFactor

/**
 * POSTs, PUTs, PATCHes and DELETEs to /api/console/ (record 057): a request whose cookie names a live session past both steps
 * counts against its staff member's own limit, so colleagues behind one office address do not use
 * up the visitors' limit; any other (no cookie, a forged or ended one, the password alone) counts
 * against the visitors' limit for its address, as every other POST does. Runs after consoleGuard,
 * which says which cookie name to read; the session it finds is kept for requireStaff.
 */
export function consolePostLimit(
  db: Db,
  limiters: { staff: RateLimiter; visitors: RateLimiter },
  trustProxyHops: number,
): MiddlewareHandler<{ Variables: ConsoleVariables & RateLimitVariables }> {
  return async (c, next) => {
    // PUT, PATCH and DELETE too (issue 59 item 5): 120 unauthenticated DELETEs were never refused.
    if (!changesState(c.req.method)) return next()
    const sessionId = readSessionCookie(c)
    const staff = sessionId === undefined ? null : await sessionStaff(db, sessionId)
    if (staff !== null) c.set('staff', staff)
    const decision =
      staff?.stage === 'full'
        ? await limiters.staff.take(`console-staff:${staff.staffId}`)
        : await limiters.visitors.take(c.get('rateLimitKey') ?? rateLimitKey(clientIp(c, trustProxyHops)))
    return decision.allowed ? next() : tooManyRequests(c, decision.retryAfterMs)
  }
}
