import { Hono } from 'hono'
import { accessMessages } from '../../src/contracts/console-access.ts'
import type { Db } from '../db/db.ts'
import { jsonBodyLimit } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { recordAudit } from './audit-log.ts'
import { browserName } from './browser-name.ts'
import { admitCode, type CodeLimits, endedMeanwhile, endForWrongCodes, SessionEndedMeanwhile } from './code-attempts.ts'
import { type ConsoleVariables, requireSession, requireStaff } from './console-auth-routes.ts'
import { readSessionCookie } from './session-cookie.ts'
import { completeSecondStep, pendingTotpSecret, readPendingTotpSecret } from './staff-sessions.ts'
import { acceptSecondStep, newTotpSecret, replaceRecoveryCodes, totpSetup, totpStep } from './two-factor.ts'

/**
 * The second step of signing in. GET/POST /api/console/two-factor/setup: a staff member without an
 * authenticator app gets a new secret (QR code and setup key), and its first code turns it on and
 * answers ten recovery codes, once. POST /api/console/two-factor/verify: a code from the app or a
 * recovery code completes a session that has the password. POST /api/console/reauth: a fresh code
 * for a signed-in session, before a destructive act.
 *
 * Wrong codes are throttled like passwords (per staff member and client network 5 in 15 minutes, per
 * network 20) and per staff member from every network (10 an hour), counted before they are checked;
 * a session's fifth wrong code ends it (code-attempts.ts).
 */
export function consoleTwoFactorRoutes(db: Db, limits: CodeLimits): Hono<{ Variables: ConsoleVariables }> {
  // Answered with the sign-in, as GET me answers it: the console offers status e-mails.
  const statusEmails = limits.outbox.mail
  // Authenticator secrets are sealed with the process's key, which travels with its outbox (record 083).
  const sealer = limits.outbox.sealer
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/two-factor/*', requireSession(db))

  app.get('/console/two-factor/setup', async (c) => {
    const staff = c.get('staff')
    const sessionId = readSessionCookie(c)
    if (staff.hasTotp || sessionId === undefined) return problem(c, 409, accessMessages.secondStepNeeded)
    const secret = await pendingTotpSecret(db, sessionId, newTotpSecret, sealer)
    const { setupKey, qrSvg } = await totpSetup(secret, staff.email)
    return c.json({ setup_key: setupKey, qr_svg: qrSvg })
  })

  app.post('/console/two-factor/setup', jsonBodyLimit(), async (c) => {
    const staff = c.get('staff')
    const sessionId = readSessionCookie(c)
    if (staff.hasTotp || sessionId === undefined) return problem(c, 409, accessMessages.secondStepNeeded)
    const secret = await readPendingTotpSecret(db, sessionId, sealer)
    if (secret === null) return problem(c, 409, accessMessages.setUpNeeded)
    const attempt = await admitCode(db, c, limits)
    if ('refused' in attempt) return attempt.refused
    const browser = browserName(c.req.header('user-agent'))
    const step = totpStep(secret, attempt.code)
    if (step === null) return attempt.wrong(`wrong code setting up the app, ${browser}`)
    const codes = await db
      .transaction(async (tx) => {
        // Only the first set-up counts (two tabs setting up at once cannot replace each other's secret).
        const saved = await tx.query(
          'UPDATE staff SET totp_secret = $2, totp_last_step = $3 WHERE id = $1 AND totp_secret IS NULL RETURNING id',
          [staff.staffId, await sealer.seal(secret, 'totp'), step],
        )
        if (saved.length === 0) return null
        const recoveryCodes = await replaceRecoveryCodes(tx, staff.staffId)
        if (!(await completeSecondStep(tx, sessionId))) throw new SessionEndedMeanwhile()
        await recordAudit(tx, staff, {
          action: 'two-factor.set-up',
          subject: 'Two-step sign-in',
          detail: 'authenticator app',
        })
        await recordAudit(tx, staff, {
          action: 'sign-in.succeeded',
          subject: 'Sign-in',
          detail: `password and new authenticator app, ${browser}`,
        })
        return recoveryCodes
      })
      .catch(endedMeanwhile)
    if (codes === 'ended') return endForWrongCodes(db, c, sessionId)
    if (codes === null) return problem(c, 409, accessMessages.secondStepNeeded)
    await attempt.right()
    return c.json({ recovery_codes: codes })
  })

  app.post('/console/two-factor/verify', jsonBodyLimit(), async (c) => {
    const staff = c.get('staff')
    const sessionId = readSessionCookie(c)
    if (!staff.hasTotp || sessionId === undefined) return problem(c, 409, accessMessages.setUpNeeded)
    const attempt = await admitCode(db, c, limits)
    if ('refused' in attempt) return attempt.refused
    const browser = browserName(c.req.header('user-agent'))
    const accepted = await db
      .transaction(async (tx) => {
        const kind = await acceptSecondStep(tx, staff.staffId, attempt.code, sealer)
        if (kind === null) return false
        if (!(await completeSecondStep(tx, sessionId))) throw new SessionEndedMeanwhile()
        await recordAudit(tx, staff, {
          action: 'sign-in.succeeded',
          subject: 'Sign-in',
          detail: `password and ${kind}, ${browser}`,
        })
        return true
      })
      .catch(endedMeanwhile)
    if (accepted === 'ended') return endForWrongCodes(db, c, sessionId)
    if (!accepted) return attempt.wrong(`wrong code, ${browser}`)
    await attempt.right()
    const { email, role } = staff
    return c.json({ email, role, status_emails: statusEmails })
  })

  app.post('/console/reauth', requireStaff(db), jsonBodyLimit(), async (c) => {
    const attempt = await admitCode(db, c, limits)
    if ('refused' in attempt) return attempt.refused
    const accepted = await db
      .transaction(async (tx) => {
        if ((await acceptSecondStep(tx, c.get('staff').staffId, attempt.code, sealer)) === null) return false
        if (!(await completeSecondStep(tx, attempt.sessionId))) throw new SessionEndedMeanwhile()
        return true
      })
      .catch(endedMeanwhile)
    if (accepted === 'ended') return endForWrongCodes(db, c, attempt.sessionId)
    if (!accepted) return attempt.wrong(`wrong code confirming an act, ${browserName(c.req.header('user-agent'))}`)
    await attempt.right()
    return c.body(null, 204)
  })
  return app
}
