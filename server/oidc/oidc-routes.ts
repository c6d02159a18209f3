import type { Context } from 'hono'
import { Hono } from 'hono'
import * as openid from 'openid-client'
import { z } from 'zod'
import type { Sealer } from '../at-rest/sealer.ts'
import { queryOne, type Db } from '../db/db.ts'
import type { Log } from '../log.ts'
import { clientIp } from '../security/client-ip.ts'
import type { RateLimiter } from '../security/rate-limit.ts'
import { rateLimitKey } from '../security/rate-limit-key.ts'
import { recordAudit } from '../console/audit-log.ts'
import { browserName } from '../console/browser-name.ts'
import { type ConsoleVariables, replaceSession, requireStaff } from '../console/console-auth-routes.ts'
import { readSessionCookie, writeSessionCookie } from '../console/session-cookie.ts'
import { sessionIdHash } from '../console/staff-sessions.ts'
import {
  safeReturnPath,
  type SignInOptions,
  type SingleSignOnOutcome,
  singleSignOnOutcomeParam,
  singleSignOnPaths,
} from '../../src/contracts/single-sign-on.ts'
import { admit } from './oidc-admission.ts'
import type { OidcClient, ProviderIdentity } from './oidc-client.ts'
import type { OidcSettings } from './oidc-env.ts'
import { type Flow, saveFlow, takeFlow } from './oidc-flows.ts'

/** A provider's clock may run this far ahead of ours when its auth_time is compared with the step-up's start. */
const clockSkewMs = 5_000

const back = (c: Context, outcome: SingleSignOnOutcome) =>
  c.redirect(`/console?${singleSignOnOutcomeParam}=${outcome}`, 303)

/**
 * GET /api/console/oidc/options, /start and /callback (issue 64 items 1, 2, 4). Without settings, the
 * options say so and the others are 404. No token, address or claim is ever logged.
 */
export function oidcRoutes(
  db: Db,
  deps: {
    settings: OidcSettings | null
    client: OidcClient | null
    sealer: Sealer
    log: Log
    /** Counts starts per client (each keeps a row for ten minutes), apart from its POSTs. */
    limiter: RateLimiter
    trustProxyHops: number
  },
): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  const { settings, client, sealer, log } = deps
  const path = (full: string) => full.replace(/^\/api/, '')

  app.get(path(singleSignOnPaths.options), (c) => c.json({ provider: settings?.name ?? null } satisfies SignInOptions))
  if (settings === null || client === null) return app

  app.get(path(singleSignOnPaths.start), async (c) => {
    const decision = await deps.limiter.take(`oidc-start:${rateLimitKey(clientIp(c, deps.trustProxyHops))}`)
    if (!decision.allowed) return back(c, 'busy')
    const stepUp = c.req.query('step_up') === '1'
    let sessionHash: string | null = null
    if (stepUp) {
      // A fresh sign-in confirms the session this browser holds, made through the provider.
      const staff = await requireStaffSession(db, c)
      if (staff === null) return back(c, 'failed')
      sessionHash = staff
    }
    let started: Awaited<ReturnType<OidcClient['start']>>
    try {
      started = await client.start(stepUp)
    } catch (error) {
      log('warn', 'single sign-on: the provider could not be reached', { kind: errorName(error) })
      return back(c, 'failed')
    }
    const purpose = stepUp ? 'step-up' : 'sign-in'
    await saveFlow(db, c, {
      ...started.secrets,
      purpose,
      sessionHash,
      returnTo: safeReturnPath(c.req.query('return_to')),
    })
    return c.redirect(started.url.href, 302)
  })

  app.get(path(singleSignOnPaths.callback), async (c) => {
    const flow = await takeFlow(db, c)
    if (flow === null) return back(c, 'failed')
    let identity: ProviderIdentity
    try {
      const here = new URL(c.req.url)
      identity = await client.finish(new URL(`${client.redirectUri}${here.search}`), flow, flow.purpose === 'step-up')
    } catch (error) {
      // A tampered state, a replayed code, a wrong nonce, an expired or forged ID token: openid-client refuses them all.
      log('warn', 'single sign-on refused at the callback', {
        kind: errorName(error),
        code: errorCode(error),
        // openid-client's words are fixed text (which check failed); the values compared stay in `cause`, unlogged.
        reason: error instanceof openid.ClientError ? reasonOf(error) : null,
      })
      return back(c, 'failed')
    }
    return flow.purpose === 'step-up' ? stepUp(c, flow, identity) : signIn(c, identity)
  })

  async function signIn(c: Context<{ Variables: ConsoleVariables }>, identity: ProviderIdentity) {
    const active = settings as OidcSettings
    const browser = browserName(c.req.header('user-agent'))
    const previous = readSessionCookie(c)
    const sealed = identity.refreshToken === null ? null : await sealer.seal(identity.refreshToken, 'oidc-refresh')
    const sessionId = await db.transaction(async (tx) => {
      const admission = await admit(tx, active, identity)
      if (!admission.ok) return null
      const id = await replaceSession(tx, previous, admission.staffId, browser, 'full')
      await tx.query(
        `UPDATE staff_sessions SET oidc_expires_at = now() + ($2 * interval '1 hour'), oidc_checked_at = now(),
                oidc_refresh_token = $3
         WHERE id_hash = $1`,
        [sessionIdHash(id), active.sessionHours, sealed],
      )
      await recordAudit(tx, admission, {
        action: 'sign-in.succeeded',
        subject: 'Sign-in',
        detail: `through ${active.name}, ${browser}`,
      })
      return id
    })
    if (sessionId === null) return back(c, 'no-access')
    writeSessionCookie(c, sessionId)
    return c.redirect('/console', 303)
  }

  async function stepUp(c: Context<{ Variables: ConsoleVariables }>, flow: Flow, identity: ProviderIdentity) {
    const sessionId = readSessionCookie(c)
    const signedInAt = identity.authTime === null ? 0 : identity.authTime * 1000
    // prompt=login and max_age=0 asked for a sign-in now: one from before this step-up began is refused.
    const fresh = signedInAt >= flow.createdAt.getTime() - clockSkewMs
    if (sessionId === undefined || sessionIdHash(sessionId) !== flow.sessionHash || !fresh) return back(c, 'failed')
    const confirmed = await queryOne(
      db,
      z.object({ staff_id: z.number() }),
      `UPDATE staff_sessions s SET second_step_at = now(), oidc_checked_at = now()
       FROM staff WHERE s.id_hash = $1 AND staff.id = s.staff_id AND staff.oidc_subject = $2
         AND s.oidc_expires_at > now()
       RETURNING s.staff_id`,
      [flow.sessionHash, identity.subject],
    )
    if (confirmed === null) return back(c, 'failed')
    return c.redirect(flow.returnTo, 303)
  }

  return app
}

/** The session hash of a live, full session made through the provider, or null. */
async function requireStaffSession(db: Db, c: Context<{ Variables: ConsoleVariables }>): Promise<string | null> {
  let passed = false
  await requireStaff(db)(c, async () => {
    passed = true
  })
  const sessionId = readSessionCookie(c)
  return passed && c.get('staff').viaProvider && sessionId !== undefined ? sessionIdHash(sessionId) : null
}

/** SITE_URL + the callback path: the redirect URI registered at the provider. */
export const callbackUrlFor = (siteUrl: string) => `${siteUrl}${singleSignOnPaths.callback}`

const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error)
/** The check's own words, one level down (openid-client words its errors generally). */
const reasonOf = (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message)
/** openid-client's code for what failed (OAUTH_JWT_CLAIM_COMPARISON_FAILED, OAUTH_RESPONSE_BODY_ERROR…), or the OAuth error. */
const errorCode = (error: unknown): string | null => {
  if (error instanceof openid.ResponseBodyError) return error.error
  return error instanceof openid.ClientError ? (error.code ?? null) : null
}
