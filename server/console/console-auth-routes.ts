import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import { queryOne, type Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { clientIp, isHttps } from '../security/client-ip.ts'
import { unknownStaffHash, verifyPassword } from '../staff/password.ts'
import { endSession, sessionAbsoluteMs, sessionStaff, startSession } from './staff-sessions.ts'

export const consoleMessages = {
  wrongCredentials: 'Email or password is incorrect.',
  throttled: 'Too many sign-in attempts. Try again in a few minutes.',
  signedOut: 'Please sign in.',
  crossSite: 'Cross-site requests are not accepted.',
} as const

const sessionCookie = 'arcnova_console'
const throttleWindowMinutes = 15
const failuresPerEmail = 5
const failuresPerAddress = 20

const credentialsSchema = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024) })
const hash = (value: string) => createHash('sha256').update(value).digest('hex')

export type ConsoleVariables = { staff: { staffId: number; email: string } }

/**
 * Every /api/console/ request: refused when another site made the browser send it (Sec-Fetch-Site),
 * whatever its method; never cached or indexed.
 */
export const consoleGuard: MiddlewareHandler = async (c, next) => {
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    const refused = problem(c, 403, consoleMessages.crossSite)
    refused.headers.set('X-Robots-Tag', 'noindex')
    return refused
  }
  await next()
  c.res.headers.set('Cache-Control', 'no-store')
  c.res.headers.set('X-Robots-Tag', 'noindex')
}

/** Every console route but sign-in: 401 and no data without a live session. */
export function requireStaff(db: Db): MiddlewareHandler<{ Variables: ConsoleVariables }> {
  return async (c, next) => {
    const sessionId = getCookie(c, sessionCookie)
    const staff = sessionId === undefined ? null : await sessionStaff(db, sessionId)
    if (staff === null) return problem(c, 401, consoleMessages.signedOut)
    c.set('staff', staff)
    await next()
  }
}

/** Failures for this e-mail and this address in the window, and when the oldest of each leaves it. */
async function throttled(db: Db, emailHash: string, clientHash: string): Promise<number | null> {
  const row = await queryOne(
    db,
    z.object({ by_email: z.number(), by_client: z.number(), email_retry: z.number(), client_retry: z.number() }),
    `SELECT count(*) FILTER (WHERE email_hash = $1)::int AS by_email,
            count(*) FILTER (WHERE client_hash = $2)::int AS by_client,
            COALESCE(ceil(extract(epoch FROM min(at) FILTER (WHERE email_hash = $1) + make_interval(mins => $3) - now())), 0)::int AS email_retry,
            COALESCE(ceil(extract(epoch FROM min(at) FILTER (WHERE client_hash = $2) + make_interval(mins => $3) - now())), 0)::int AS client_retry
     FROM sign_in_failures
     WHERE (email_hash = $1 OR client_hash = $2) AND at > now() - make_interval(mins => $3)`,
    [emailHash, clientHash, throttleWindowMinutes],
  )
  if (row === null) return null
  if (row.by_email >= failuresPerEmail) return Math.max(row.email_retry, 1)
  if (row.by_client >= failuresPerAddress) return Math.max(row.client_retry, 1)
  return null
}

function refuse(c: Context, status: 401 | 429, message: string, retryAfter?: number): Response {
  const response = problem(c, status, message)
  if (retryAfter !== undefined) response.headers.set('Retry-After', String(retryAfter))
  return response
}

/** POST /api/console/sign-in, POST /api/console/sign-out, GET /api/console/me. */
export function consoleAuthRoutes(db: Db, trustProxyHops: number): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()

  app.post('/console/sign-in', jsonBodyLimit(), async (c) => {
    const parsed = credentialsSchema.safeParse(await readJson(c))
    if (!parsed.success) return refuse(c, 401, consoleMessages.wrongCredentials)
    const { email, password } = parsed.data
    const emailHash = hash(email.toLowerCase())
    const clientHash = hash(clientIp(c, trustProxyHops))
    const retryAfter = await throttled(db, emailHash, clientHash)
    if (retryAfter !== null) return refuse(c, 429, consoleMessages.throttled, retryAfter)

    const staff = await queryOne(
      db,
      z.object({ id: z.number(), email: z.string(), password_hash: z.string() }),
      'SELECT id, email, password_hash FROM staff WHERE lower(email) = lower($1)',
      [email],
    )
    // An unknown e-mail costs the same hashing as a wrong password, and gets the same answer.
    const matches = await verifyPassword(password, staff?.password_hash ?? unknownStaffHash)
    if (staff === null || !matches) {
      await db.query('INSERT INTO sign_in_failures (email_hash, client_hash) VALUES ($1, $2)', [emailHash, clientHash])
      await db.query(`DELETE FROM sign_in_failures WHERE at < now() - make_interval(mins => $1)`, [
        throttleWindowMinutes,
      ])
      return refuse(c, 401, consoleMessages.wrongCredentials)
    }
    const sessionId = await startSession(db, staff.id)
    setCookie(c, sessionCookie, sessionId, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: isHttps(c, trustProxyHops),
      path: '/',
      maxAge: sessionAbsoluteMs / 1000,
    })
    return c.json({ email: staff.email })
  })

  app.post('/console/sign-out', async (c) => {
    const sessionId = getCookie(c, sessionCookie)
    if (sessionId !== undefined) await endSession(db, sessionId)
    deleteCookie(c, sessionCookie, { path: '/', secure: isHttps(c, trustProxyHops) })
    return c.body(null, 204)
  })

  app.get('/console/me', requireStaff(db), (c) => c.json({ email: c.get('staff').email }))
  return app
}
