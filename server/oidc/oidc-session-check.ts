import type { MiddlewareHandler } from 'hono'
import * as client from 'openid-client'
import { z } from 'zod'
import type { Sealer } from '../at-rest/sealer.ts'
import { queryOne, type Db, type Queryable } from '../db/db.ts'
import type { Log } from '../log.ts'
import { recordAudit } from '../console/audit-log.ts'
import type { ConsoleVariables } from '../console/console-auth-routes.ts'
import { readSessionCookie } from '../console/session-cookie.ts'
import { sessionIdHash } from '../console/staff-sessions.ts'
import { acceptedAddress } from './oidc-admission.ts'
import type { OidcClient } from './oidc-client.ts'
import type { OidcSettings } from './oidc-env.ts'

/**
 * Leaving (issue 64 item 3): before any console request, a session made through the provider ends
 * once OIDC_SESSION_HOURS have passed; one not confirmed for OIDC_RECHECK_MINUTES asks the provider
 * again with its refresh token. A refusal (a disabled user, a revoked grant, an address no longer
 * verified or in the domains, another subject) ends it at once, audited; an unreachable provider is
 * asked again at the next check (the session still ends at its hours). One request per session asks.
 */
export function oidcSessionCheck(
  db: Db,
  deps: { settings: OidcSettings; client: OidcClient; sealer: Sealer; log: Log },
): MiddlewareHandler<{ Variables: ConsoleVariables }> {
  const { settings, sealer, log } = deps
  return async (c, next) => {
    c.set('providerName', settings.name)
    const sessionId = readSessionCookie(c)
    if (sessionId !== undefined && /^[\w-]{43}$/.test(sessionId)) await check(sessionIdHash(sessionId))
    await next()
  }

  async function check(idHash: string): Promise<void> {
    const session = await queryOne(
      db,
      z.object({ staff_id: z.number(), email: z.string(), oidc_subject: z.nullable(z.string()), ended: z.boolean() }),
      `SELECT s.staff_id, staff.email, staff.oidc_subject, s.oidc_expires_at <= now() AS ended
       FROM staff_sessions s JOIN staff ON staff.id = s.staff_id
       WHERE s.id_hash = $1 AND s.oidc_expires_at IS NOT NULL`,
      [idHash],
    )
    if (session === null) return
    const staff = { staffId: session.staff_id, email: session.email }
    if (session.ended)
      return end(db, idHash, staff, `the single sign-on session reached ${settings.sessionHours} hours`)
    // Claimed by one request: the rest go on meanwhile (a refresh token may be used only once).
    const due = await queryOne(
      db,
      z.object({ oidc_refresh_token: z.nullable(z.string()) }),
      `UPDATE staff_sessions SET oidc_checked_at = now()
       WHERE id_hash = $1 AND oidc_checked_at <= now() - ($2 * interval '1 minute')
       RETURNING oidc_refresh_token`,
      [idHash, settings.recheckMinutes],
    )
    if (due === null || due.oidc_refresh_token === null) return
    const refreshToken = await sealer.open(due.oidc_refresh_token, 'oidc-refresh')
    if (refreshToken === null) return end(db, idHash, staff, 'its refresh token could not be opened')
    let answer: Awaited<ReturnType<OidcClient['refresh']>>
    try {
      answer = await deps.client.refresh(refreshToken)
    } catch (error) {
      if (refusedByProvider(error)) return end(db, idHash, staff, 'the provider no longer accepts this account')
      log('warn', 'single sign-on: the provider could not be asked; the session is checked again later', {
        kind: error instanceof Error ? error.name : typeof error,
      })
      return
    }
    const { identity } = answer
    if (
      identity !== null &&
      (acceptedAddress(settings, identity) === null || identity.subject !== session.oidc_subject)
    )
      return end(db, idHash, staff, 'the provider no longer vouches for this address')
    await db.query('UPDATE staff_sessions SET oidc_refresh_token = $2 WHERE id_hash = $1', [
      idHash,
      await sealer.seal(answer.refreshToken, 'oidc-refresh'),
    ])
  }
}

/**
 * An OAuth error answer (invalid_grant…) or an ID token that fails its checks; not a network failure
 * (a TypeError from fetch) nor a provider answering 5xx or something that is not OAuth at all.
 */
const refusedByProvider = (error: unknown) =>
  (error instanceof client.ResponseBodyError && error.status < 500) ||
  (error instanceof client.ClientError && !/RESPONSE_IS_NOT_(CONFORM|JSON)/.test(error.code ?? ''))

async function end(db: Db, idHash: string, staff: { staffId: number; email: string }, why: string): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    const rows = await tx.query('DELETE FROM staff_sessions WHERE id_hash = $1 RETURNING 1', [idHash])
    if (rows.length > 0) await recordAudit(tx, staff, { action: 'session.ended', subject: 'Session', detail: why })
  })
}
