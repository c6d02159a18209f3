import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { queryOne, type Db, type Queryable } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { isHttps } from '../security/client-ip.ts'
import { unknownStaffHash, verifyPassword } from '../staff/password.ts'
import { recordAudit, recordRepeatedFailure } from './audit-log.ts'
import { browserName } from './browser-name.ts'
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './session-cookie.ts'
import { admitAttempt, forgetPair, slowdownMs, throttleClientHash } from './sign-in-throttle.ts'
import { endSession, type SessionStaff, sessionStaff, startSession } from './staff-sessions.ts'
import { accessMessages, type ConsoleArea, mayOpen } from '../../src/contracts/console-access.ts'
import { singleSignOnPaths } from '../../src/contracts/single-sign-on.ts'

export const consoleMessages = {
  wrongCredentials: 'Email or password is incorrect.',
  throttled: 'Too many sign-in attempts. Try again in a few minutes.',
  signedOut: 'Please sign in.',
  crossSite: 'Cross-site requests are not accepted.',
} as const

const credentialsSchema = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024) })
const hash = (value: string) => createHash('sha256').update(value).digest('hex')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export type ConsoleVariables = {
  staff: SessionStaff
  consoleHttps: boolean
  /** OIDC_NAME when single sign-on is on (record 088): what a provider's member is asked to sign in with again. */
  providerName?: string
}

/** OIDC_ONLY=1 (record 088): whether this address may use a password, and the refusal's words when not. */
export type PasswordGate = { allows: (email: string) => boolean; refusal: string }

export const hashOfText = (value: string) => hash(value)

/**
 * Every /api/console/ request: refused when another site made the browser send it (Sec-Fetch-Site),
 * whatever its method; never cached or indexed. Notes whether it came over HTTPS, which names the cookie.
 */
export function consoleGuard(trustProxyHops: number): MiddlewareHandler<{ Variables: ConsoleVariables }> {
  return async (c, next) => {
    const site = c.req.header('sec-fetch-site')
    // The provider's redirect back to single sign-on's callback comes from its site; its state and cookie bind it.
    const fromProvider = c.req.method === 'GET' && c.req.path === singleSignOnPaths.callback
    if (site !== undefined && site !== 'same-origin' && site !== 'none' && !fromProvider) {
      const refused = problem(c, 403, consoleMessages.crossSite)
      refused.headers.set('X-Robots-Tag', 'noindex')
      return refused
    }
    c.set('consoleHttps', isHttps(c, trustProxyHops))
    await next()
    c.res.headers.set('Cache-Control', 'no-store')
    c.res.headers.set('X-Robots-Tag', 'noindex')
  }
}

/**
 * Every console route but sign-in: 401 and no data without a session that has passed both steps
 * (a session with the password alone is told which step is missing); 403 when the staff member's
 * role does not open `area` (contracts/console-access). Without an area, any role (the Account screen).
 */
export function requireStaff(db: Db, area?: ConsoleArea): MiddlewareHandler<{ Variables: ConsoleVariables }> {
  return async (c, next) => {
    const staff = await sessionOf(db, c)
    if (staff === null) return problem(c, 401, consoleMessages.signedOut)
    if (staff.stage !== 'full') return secondStepMissing(c, staff)
    if (area !== undefined && !mayOpen(staff.role, area)) return problem(c, 403, accessMessages.forbidden)
    c.set('staff', staff)
    await next()
  }
}

/** The two-step routes: any live session, the password alone included. */
export function requireSession(db: Db): MiddlewareHandler<{ Variables: ConsoleVariables }> {
  return async (c, next) => {
    const staff = await sessionOf(db, c)
    if (staff === null) return problem(c, 401, consoleMessages.signedOut)
    c.set('staff', staff)
    await next()
  }
}

async function sessionOf(db: Db, c: Context): Promise<SessionStaff | null> {
  const known: SessionStaff | undefined = c.get('staff')
  if (known !== undefined) return known
  const sessionId = readSessionCookie(c)
  return sessionId === undefined ? null : sessionStaff(db, sessionId)
}

function secondStepMissing(c: Context, staff: SessionStaff): Response {
  const step = staff.hasTotp ? 'code' : 'setup'
  return c.json({ detail: step === 'code' ? accessMessages.secondStepNeeded : accessMessages.setUpNeeded, step }, 401)
}

/**
 * A sign-in's new session, in its transaction: the session this browser already held ends first (a
 * new sign-in never inherits an old, or planted, id). Returns the new session's cookie id.
 */
export async function replaceSession(
  tx: Queryable,
  previous: string | undefined,
  staffId: number,
  browser: string,
  stage: 'password' | 'full',
): Promise<string> {
  const ended = previous === undefined ? null : await endSession(tx, previous)
  if (ended !== null)
    await recordAudit(tx, ended, {
      action: 'session.ended',
      subject: 'Session',
      detail: 'replaced by a new sign-in in the same browser',
    })
  return startSession(tx, staffId, browser, stage)
}

function refuse(c: Context, status: 401 | 429, message: string, retryAfter?: number): Response {
  const response = problem(c, status, message)
  if (retryAfter !== undefined) response.headers.set('Retry-After', String(retryAfter))
  return response
}

/** POST /api/console/sign-in, POST /api/console/sign-out, GET /api/console/me. */
export function consoleAuthRoutes(
  db: Db,
  trustProxyHops: number,
  /** The server can e-mail applicants: the console offers status e-mails. */
  statusEmails = false,
  passwords?: PasswordGate,
): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()

  app.post('/console/sign-in', jsonBodyLimit(), async (c) => {
    const parsed = credentialsSchema.safeParse(await readJson(c))
    if (!parsed.success) return refuse(c, 401, consoleMessages.wrongCredentials)
    const { email, password } = parsed.data
    const emailHash = hash(email.toLowerCase())
    const clientHash = throttleClientHash(c, trustProxyHops)
    // Counted before the password is checked, so parallel guesses cannot slip past the limit.
    const admission = await admitAttempt(db, emailHash, clientHash)
    if (!admission.admitted) return refuse(c, 429, consoleMessages.throttled, admission.retryAfter)
    await sleep(slowdownMs(admission.emailAttempts))

    const staff = await queryOne(
      db,
      z.object({ id: z.number(), email: z.string(), password_hash: z.string(), has_totp: z.boolean() }),
      'SELECT id, email, password_hash, totp_secret IS NOT NULL AS has_totp FROM staff WHERE lower(email) = lower($1)',
      [email],
    )
    // An unknown e-mail costs the same hashing as a wrong password, and gets the same answer.
    // An account made by single sign-on has no password (''): it costs the same hashing too.
    const matches = await verifyPassword(password, staff?.password_hash || unknownStaffHash())
    const browser = browserName(c.req.header('user-agent'))
    if (staff === null || !matches) {
      // Only for a real account (an unknown e-mail is counted, not logged); repeats share one entry.
      if (staff !== null)
        await recordRepeatedFailure(
          db,
          { staffId: staff.id, email: staff.email },
          { action: 'sign-in.failed', subject: 'Sign-in', detail: `wrong password, ${browser}` },
          { kind: 'password', network: clientHash, attemptsForAccount: admission.emailAttempts },
        )
      return refuse(c, 401, consoleMessages.wrongCredentials)
    }
    await forgetPair(db, emailHash, clientHash)
    // Told only after a right password, so the refusal names no account to anyone who lacks it.
    if (passwords !== undefined && !passwords.allows(staff.email)) return problem(c, 403, passwords.refusal)
    // The session this browser already held ends: a new sign-in never inherits an old (or planted) id.
    const previous = readSessionCookie(c)
    // The password alone opens nothing: the session waits for the second step.
    const sessionId = await db.transaction((tx) => replaceSession(tx, previous, staff.id, browser, 'password'))
    writeSessionCookie(c, sessionId)
    return c.json({ email: staff.email, step: staff.has_totp ? 'code' : 'setup' })
  })

  app.post('/console/sign-out', async (c) => {
    const sessionId = readSessionCookie(c)
    if (sessionId !== undefined) {
      await db.transaction(async (tx) => {
        const ended = await endSession(tx, sessionId)
        if (ended !== null)
          await recordAudit(tx, ended, { action: 'session.ended', subject: 'Session', detail: 'signed out' })
      })
    }
    clearSessionCookie(c)
    return c.body(null, 204)
  })

  app.get('/console/me', requireStaff(db), (c) => {
    const { email, role } = c.get('staff')
    return c.json({ email, role, status_emails: statusEmails })
  })
  return app
}
