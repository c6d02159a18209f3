import { Hono } from 'hono'
import { z } from 'zod'
import { roleChangeSchema, staffMemberSchema } from '../../src/contracts/console-access.ts'
import { queryOne, queryRows, type Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { pathId } from '../http/path-id.ts'
import { problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import { resetSecondStep } from '../staff/staff-repository.ts'
import { recordAudit } from './audit-log.ts'
import { type ConsoleVariables, requireStaff } from './console-auth-routes.ts'
import { isoTime } from './console-sql.ts'
import { requireRecentSecondStep } from './recent-second-step.ts'
import { endAllSessions, sessionAbsoluteMs, sessionIdleMs } from './staff-sessions.ts'

export const staffMessages = {
  ownRole: 'You cannot change your own role: ask another administrator.',
} as const

const sessionsWord = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'} ended`

/**
 * The Staff screen's API (administrators): the staff with their role, passkeys and sessions, a role
 * change, ending someone's sessions, removing a passkey, and resetting a lost second factor. A role
 * change, removing a passkey and a reset want a recent code; a role change and a reset end that
 * person's sessions.
 */
export function consoleStaffRoutes(db: Db): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/staff/*', requireStaff(db, 'staff'))

  app.get('/console/staff/', async (c) => {
    const rows = await queryRows(
      db,
      staffMemberSchema,
      `SELECT s.id, s.email, s.role, s.totp_secret IS NOT NULL AS two_step,
              s.password_hash <> '' AS password, s.oidc_subject IS NOT NULL AS provider_account,
              coalesce((SELECT json_agg(json_build_object(
                   'id', p.credential_id, 'browser', p.browser, 'created_at', ${isoTime('p.created_at')},
                   'last_used_at', CASE WHEN p.last_used_at IS NULL THEN NULL ELSE ${isoTime('p.last_used_at')} END)
                   ORDER BY p.created_at DESC)
                 FROM staff_passkeys p WHERE p.staff_id = s.id), '[]'::json) AS passkeys,
              (SELECT count(*)::int FROM staff_sessions x WHERE x.staff_id = s.id AND x.stage = 'full'
                 AND x.last_seen_at > now() - ($2 * interval '1 millisecond')
                 AND x.created_at > now() - ($3 * interval '1 millisecond')) AS live_sessions,
              s.id = $1 AS you
       FROM staff s ORDER BY lower(s.email)`,
      [c.get('staff').staffId, sessionIdleMs, sessionAbsoluteMs],
    )
    return c.json({ results: rows })
  })

  const member = (id: number) =>
    queryOne(
      db,
      z.object({ id: z.number(), email: z.string(), role: z.string() }),
      'SELECT id, email, role FROM staff WHERE id = $1',
      [id],
    )

  app.put('/console/staff/:id/role', jsonBodyLimit(), async (c) => {
    const id = pathId(c.req.param('id'))
    const parsed = roleChangeSchema.safeParse(await readJson(c))
    if (!parsed.success) return problem(c, 400, 'Choose admin, recruiter or finance.')
    const target = id === null ? null : await member(id)
    if (target === null) return problem(c, 404, requestMessages.notFound)
    if (target.id === c.get('staff').staffId) return problem(c, 409, staffMessages.ownRole)
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    const role = parsed.data.role
    if (role === target.role) return c.json({ role })
    await db.transaction(async (tx) => {
      await tx.query('UPDATE staff SET role = $2, updated_at = now() WHERE id = $1', [target.id, role])
      const ended = await endAllSessions(tx, target.id)
      await recordAudit(tx, c.get('staff'), {
        action: 'role.changed',
        subject: `Staff: ${target.email}`,
        detail: `${target.role} → ${role}; ${sessionsWord(ended)}`,
      })
    })
    return c.json({ role })
  })

  app.post('/console/staff/:id/end-sessions', async (c) => {
    const id = pathId(c.req.param('id'))
    const target = id === null ? null : await member(id)
    if (target === null) return problem(c, 404, requestMessages.notFound)
    const me = c.get('staff')
    await db.transaction(async (tx) => {
      // One's own row keeps the session in use (the Account screen's 'Sign out everywhere' ends that one too).
      const ended = await endAllSessions(tx, target.id, target.id === me.staffId ? me.sessionPublicId : undefined)
      await recordAudit(tx, me, {
        action: 'sessions.ended',
        subject: `Staff: ${target.email}`,
        detail: sessionsWord(ended),
      })
    })
    return c.body(null, 204)
  })

  app.delete('/console/staff/:id/passkeys/:passkey', async (c) => {
    const id = pathId(c.req.param('id'))
    const target = id === null ? null : await member(id)
    if (target === null) return problem(c, 404, requestMessages.notFound)
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    const removed = await db.transaction(async (tx) => {
      const rows = await queryRows(
        tx,
        z.object({ browser: z.string() }),
        'DELETE FROM staff_passkeys WHERE staff_id = $1 AND credential_id = $2 RETURNING browser',
        [target.id, c.req.param('passkey')],
      )
      const browser = rows[0]?.browser
      if (browser === undefined) return false
      await recordAudit(tx, c.get('staff'), {
        action: 'passkey.removed',
        subject: `Staff: ${target.email}`,
        detail: `${browser === '' ? 'browser not recorded' : browser}; from the Staff screen`,
      })
      return true
    })
    return removed ? c.body(null, 204) : problem(c, 404, requestMessages.notFound)
  })

  app.post('/console/staff/:id/reset-two-step', async (c) => {
    const id = pathId(c.req.param('id'))
    const target = id === null ? null : await member(id)
    if (target === null) return problem(c, 404, requestMessages.notFound)
    if (target.id === c.get('staff').staffId)
      return problem(c, 409, 'Ask another administrator to reset your own two-step sign-in.')
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    await db.transaction(async (tx) => {
      const ended = await resetSecondStep(tx, target.id)
      await recordAudit(tx, c.get('staff'), {
        action: 'two-factor.reset',
        subject: `Staff: ${target.email}`,
        detail: `from the Staff screen; ${sessionsWord(ended)}`,
      })
    })
    return c.body(null, 204)
  })
  return app
}
