import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { Hono } from 'hono'
import { z } from 'zod'
import { passkeyMessages, passkeySchema } from '../../src/contracts/console-access.ts'
import { queryOne, queryRows, type Db } from '../db/db.ts'
import type { Outbox } from '../delivery/outbox.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import { recordAudit, recordRepeatedFailure } from './audit-log.ts'
import { browserName } from './browser-name.ts'
import {
  type ConsoleVariables,
  consoleMessages,
  hashOfText,
  type PasswordGate,
  replaceSession,
  requireStaff,
} from './console-auth-routes.ts'
import { isoTime } from './console-sql.ts'
import { passkeyAddedEmail } from './passkey-added-email.ts'
import { requireRecentSecondStep } from './recent-second-step.ts'
import { readSessionCookie, writeSessionCookie } from './session-cookie.ts'
import { admitAttempt, forgetPair, throttleClientHash } from './sign-in-throttle.ts'
import { relyingParty, storeChallenge, takeChallenge } from './webauthn.ts'

/** What the browser library sends back: checked in depth by @simplewebauthn/server, here only its outline. */
const ceremonySchema = z.object({
  response: z.looseObject({ id: z.string().min(1).max(1024), rawId: z.string(), type: z.literal('public-key') }),
})
// Registration and sign-in answers carry a few hundred bytes of keys and signatures.
const ceremonyBodyBytes = 16 * 1024

const passkeyRow = z.object({
  staff_id: z.number(),
  email: z.string(),
  role: z.string(),
  public_key: z.instanceof(Uint8Array),
  counter: z.coerce.number(),
  transports: z.string(),
})

/**
 * Passkeys (WebAuthn; @simplewebauthn/server). POST /api/console/passkeys/options and POST
 * /api/console/passkeys add one to a signed-in account (the Account screen): both want a code given
 * in the last 15 minutes, and the staff member is e-mailed (record 058). GET lists them, DELETE
 * removes one. POST /api/console/passkey-sign-in/options and POST /api/console/passkey-sign-in sign
 * in with one: a passkey asks for the device's own check (PIN, fingerprint, face), so it is both steps.
 */
export function consolePasskeyRoutes(
  db: Db,
  {
    siteUrlSet,
    siteUrl,
    trustProxyHops,
    outbox,
    passwords,
  }: {
    siteUrlSet: string | null
    siteUrl: string
    trustProxyHops: number
    outbox: Outbox
    /** OIDC_ONLY=1 (record 088): a passkey, like a password, only for the break-glass administrator. */
    passwords?: PasswordGate | undefined
  },
): Hono<{ Variables: ConsoleVariables }> {
  const statusEmails = outbox.mail
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/passkeys/*', requireStaff(db))
  app.use('/console/passkeys', requireStaff(db))

  app.get('/console/passkeys/', async (c) => {
    const rows = await queryRows(
      db,
      passkeySchema,
      `SELECT credential_id AS id, browser, ${isoTime('created_at')} AS created_at,
              CASE WHEN last_used_at IS NULL THEN NULL ELSE ${isoTime('last_used_at')} END AS last_used_at
       FROM staff_passkeys WHERE staff_id = $1 ORDER BY created_at DESC`,
      [c.get('staff').staffId],
    )
    return c.json({ results: rows })
  })

  app.post('/console/passkeys/options', async (c) => {
    // A passkey outlives the session that adds it: only someone who just gave a code may add one.
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    const staff = c.get('staff')
    const rp = relyingParty(c, siteUrlSet, trustProxyHops)
    const existing = await queryRows(
      db,
      z.object({ credential_id: z.string(), transports: z.string() }),
      'SELECT credential_id, transports FROM staff_passkeys WHERE staff_id = $1',
      [staff.staffId],
    )
    const options = await generateRegistrationOptions({
      rpName: 'Arcnova Consulting console',
      rpID: rp.id,
      userName: staff.email,
      // The user handle names no one: the staff row's number.
      userID: new TextEncoder().encode(`staff-${staff.staffId}`),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({
        id: row.credential_id,
        transports: row.transports === '' ? undefined : (row.transports.split(',') as never),
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    await storeChallenge(db, options.challenge, 'register', staff.staffId)
    return c.json(options)
  })

  app.post('/console/passkeys', jsonBodyLimit(ceremonyBodyBytes), async (c) => {
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    const staff = c.get('staff')
    const parsed = ceremonySchema.safeParse(await readJson(c))
    if (!parsed.success) return problem(c, 400, passkeyMessages.notAdded)
    const rp = relyingParty(c, siteUrlSet, trustProxyHops)
    const verified = await verifyRegistrationResponse({
      response: parsed.data.response as never,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'register', staff.staffId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch(() => null)
    if (verified === null || !verified.verified) return problem(c, 400, passkeyMessages.notAdded)
    const { credential } = verified.registrationInfo
    const browser = browserName(c.req.header('user-agent'))
    const added = await db.transaction(async (tx) => {
      const rows = await tx.query(
        `INSERT INTO staff_passkeys (credential_id, staff_id, public_key, counter, transports, browser)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING RETURNING 1`,
        [
          credential.id,
          staff.staffId,
          Buffer.from(credential.publicKey),
          credential.counter,
          (credential.transports ?? []).join(','),
          browser,
        ],
      )
      if (rows.length === 0) return false
      await recordAudit(tx, staff, { action: 'passkey.added', subject: 'Passkey', detail: browser })
      // The owner's notice commits with the passkey and goes through the outbox (record 059).
      const mail = passkeyAddedEmail({ to: staff.email, browser, at: new Date(), consoleUrl: `${siteUrl}/console` })
      await outbox.add(tx, 'passkey added', { channel: 'mail', mail })
      return true
    })
    if (added) outbox.wake()
    return c.body(null, 201)
  })

  app.delete('/console/passkeys/:id', async (c) => {
    const staff = c.get('staff')
    const removed = await db.transaction(async (tx) => {
      const rows = await tx.query('DELETE FROM staff_passkeys WHERE staff_id = $1 AND credential_id = $2 RETURNING 1', [
        staff.staffId,
        c.req.param('id'),
      ])
      if (rows.length > 0) await recordAudit(tx, staff, { action: 'passkey.removed', subject: 'Passkey' })
      return rows.length > 0
    })
    return removed ? c.body(null, 204) : problem(c, 404, requestMessages.notFound)
  })

  app.post('/console/passkey-sign-in/options', async (c) => {
    const rp = relyingParty(c, siteUrlSet, trustProxyHops)
    // No list of credentials: the device offers the passkeys it holds for this site (discoverable).
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' })
    await storeChallenge(db, options.challenge, 'sign-in', null)
    return c.json(options)
  })

  app.post('/console/passkey-sign-in', jsonBodyLimit(ceremonyBodyBytes), async (c) => {
    const parsed = ceremonySchema.safeParse(await readJson(c))
    if (!parsed.success) return problem(c, 400, passkeyMessages.failed)
    const keys = {
      passkey: hashOfText(`passkey:${parsed.data.response.id}`),
      client: throttleClientHash(c, trustProxyHops),
    }
    const admission = await admitAttempt(db, keys.passkey, keys.client)
    if (!admission.admitted) {
      const refused = problem(c, 429, consoleMessages.throttled)
      refused.headers.set('Retry-After', String(admission.retryAfter))
      return refused
    }
    const stored = await queryOne(
      db,
      passkeyRow,
      `SELECT p.staff_id, s.email, s.role, p.public_key, p.counter, p.transports
       FROM staff_passkeys p JOIN staff s ON s.id = p.staff_id WHERE p.credential_id = $1`,
      [parsed.data.response.id],
    )
    if (stored === null) return problem(c, 400, passkeyMessages.failed)
    const rp = relyingParty(c, siteUrlSet, trustProxyHops)
    const verified = await verifyAuthenticationResponse({
      response: parsed.data.response as never,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'sign-in', null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: parsed.data.response.id,
        publicKey: new Uint8Array(stored.public_key),
        counter: stored.counter,
        transports: stored.transports === '' ? undefined : (stored.transports.split(',') as never),
      },
    }).catch(() => null)
    const browser = browserName(c.req.header('user-agent'))
    const who = { staffId: stored.staff_id, email: stored.email }
    if (verified === null || !verified.verified) {
      await recordRepeatedFailure(
        db,
        who,
        { action: 'sign-in.failed', subject: 'Sign-in', detail: `passkey refused, ${browser}` },
        { kind: 'passkey', network: keys.client, attemptsForAccount: admission.emailAttempts },
      )
      return problem(c, 400, passkeyMessages.failed)
    }
    await forgetPair(db, keys.passkey, keys.client)
    if (passwords !== undefined && !passwords.allows(stored.email)) return problem(c, 403, passwords.refusal)
    const previous = readSessionCookie(c)
    const sessionId = await db.transaction(async (tx) => {
      await tx.query('UPDATE staff_passkeys SET counter = $2, last_used_at = now() WHERE credential_id = $1', [
        parsed.data.response.id,
        verified.authenticationInfo.newCounter,
      ])
      await recordAudit(tx, who, { action: 'sign-in.succeeded', subject: 'Sign-in', detail: `passkey, ${browser}` })
      return replaceSession(tx, previous, stored.staff_id, browser, 'full')
    })
    writeSessionCookie(c, sessionId)
    return c.json({ email: stored.email, role: stored.role, status_emails: statusEmails })
  })
  return app
}
