import type { Context } from 'hono'
import { accessMessages, codeBodySchema } from '../../src/contracts/console-access.ts'
import type { Db } from '../db/db.ts'
import type { Outbox } from '../delivery/outbox.ts'
import { readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { admitAccountCode, countWrongCode, takeBackCode } from './account-code-limit.ts'
import { recordAudit, recordRepeatedFailure } from './audit-log.ts'
import { type ConsoleVariables, consoleMessages, hashOfText } from './console-auth-routes.ts'
import { clearSessionCookie, readSessionCookie } from './session-cookie.ts'
import { admitAttempt, forgetPair, throttleClientHash } from './sign-in-throttle.ts'
import { codesPerSession, countCodeAttempt, endSession } from './staff-sessions.ts'

/** A code admitted for checking, and what to do once it is known to be right or wrong. */
export interface CodeAttempt {
  code: string
  sessionId: string
  /** The code was wrong: audited (repeats share one entry), answered 400, or 401 when it ends the session. */
  wrong(auditDetail: string): Promise<Response>
  /** The code was right: this staff member's and network's counted codes no longer count. */
  right(): Promise<void>
}

/**
 * Reads a code (setup, verify, reauth) and counts it before it is checked (record 057): per staff
 * member 10 wrong ones an hour from all networks together (account-code-limit.ts); per staff member
 * and client network 5 in 15 minutes, per network 20, then 429 (sign-in-throttle.ts); and per
 * session `codesPerSession` since its last accepted code, the last of which, if wrong, ends the session.
 */
export async function admitCode(
  db: Db,
  c: Context<{ Variables: ConsoleVariables }>,
  { trustProxyHops, outbox, consoleUrl }: CodeLimits,
): Promise<{ refused: Response } | CodeAttempt> {
  const parsed = codeBodySchema.safeParse(await readJson(c))
  if (!parsed.success) return { refused: problem(c, 400, accessMessages.wrongCode) }
  const sessionId = readSessionCookie(c)
  if (sessionId === undefined) return { refused: problem(c, 401, consoleMessages.signedOut) }
  const staff = c.get('staff')
  const keys = { staff: hashOfText(`second-step:${staff.staffId}`), client: throttleClientHash(c, trustProxyHops) }
  // The member's codes from every network first (account-code-limit.ts), then this network's.
  const forAccount = await admitAccountCode(db, staff.staffId, keys.client)
  if (!forAccount.admitted) return { refused: tooMany(c, accessMessages.codesLocked, forAccount.retryAfter) }
  const admission = await admitAttempt(db, keys.staff, keys.client)
  if (!admission.admitted) {
    await takeBackCode(db, forAccount.guessId)
    return { refused: tooMany(c, consoleMessages.throttled, admission.retryAfter) }
  }
  const number = await countCodeAttempt(db, sessionId)
  // Every code this session may be given is already counted: guessing goes on, so the session ends.
  if (number === null) {
    await takeBackCode(db, forAccount.guessId)
    return { refused: await endForWrongCodes(db, c, sessionId) }
  }
  return {
    code: parsed.data.code,
    sessionId,
    async wrong(auditDetail) {
      await recordRepeatedFailure(
        db,
        staff,
        { action: 'sign-in.failed', subject: 'Sign-in', detail: auditDetail },
        { kind: 'code', network: keys.client, attemptsForAccount: admission.emailAttempts },
      )
      await countWrongCode(db, staff, forAccount.guessId, { outbox, consoleUrl })
      return number >= codesPerSession ? endForWrongCodes(db, c, sessionId) : problem(c, 400, accessMessages.wrongCode)
    },
    async right() {
      await forgetPair(db, keys.staff, keys.client)
      await takeBackCode(db, forAccount.guessId)
    },
  }
}

/** What admitCode needs beyond the request: where the client is, and how to tell of a closed code step. */
export interface CodeLimits {
  trustProxyHops: number
  outbox: Outbox
  consoleUrl: string
}

function tooMany(c: Context, detail: string, retryAfter: number): Response {
  const refused = problem(c, 429, detail)
  refused.headers.set('Retry-After', String(retryAfter))
  return refused
}

/** Thrown inside a code's transaction when its session ended meanwhile: what the code did is rolled back. */
export class SessionEndedMeanwhile extends Error {}

/** A transaction's catch: 'ended' for SessionEndedMeanwhile, any other error passed on. */
export function endedMeanwhile(error: unknown): 'ended' {
  if (error instanceof SessionEndedMeanwhile) return 'ended'
  throw error
}

/**
 * Ends a session that has had its last code (or has ended meanwhile): 401 `{ detail, session_ended }`,
 * and the console goes back to the password with that message.
 */
export async function endForWrongCodes(db: Db, c: Context, sessionId: string): Promise<Response> {
  await db.transaction(async (tx) => {
    const ended = await endSession(tx, sessionId)
    if (ended !== null)
      await recordAudit(tx, ended, {
        action: 'session.ended',
        subject: 'Session',
        detail: `${codesPerSession} wrong codes`,
      })
  })
  clearSessionCookie(c)
  return c.json({ detail: accessMessages.tooManyWrongCodes, session_ended: true }, 401)
}
