import { Hono } from 'hono'
import type { Db } from '../db/db.ts'
import { problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import { recordAudit } from './audit-log.ts'
import { type ConsoleVariables, requireStaff } from './console-auth-routes.ts'
import { clearSessionCookie } from './session-cookie.ts'
import { endAllSessions, endSessionByPublicId, listSessions } from './staff-sessions.ts'

/**
 * The Account screen's API: one's own live sessions (GET /api/console/sessions/), ending one of them
 * (DELETE /api/console/sessions/<id>, 404 for anyone else's) and every one (POST /api/console/sign-out-everywhere).
 */
export function consoleAccountRoutes(db: Db): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/sessions/*', requireStaff(db))
  app.use('/console/sign-out-everywhere', requireStaff(db))

  app.get('/console/sessions/', async (c) => {
    const staff = c.get('staff')
    const sessions = await listSessions(db, staff.staffId)
    return c.json({
      results: sessions.map((session) => ({ ...session, current: session.id === staff.sessionPublicId })),
    })
  })

  app.delete('/console/sessions/:id', async (c) => {
    const staff = c.get('staff')
    const id = c.req.param('id')
    const browser = await db.transaction(async (tx) => {
      const ended = await endSessionByPublicId(tx, staff.staffId, id)
      if (ended !== null)
        await recordAudit(tx, staff, {
          action: 'session.ended',
          subject: 'Session',
          detail: `ended from the Account screen: ${ended}`,
        })
      return ended
    })
    if (browser === null) return problem(c, 404, requestMessages.notFound)
    if (id === staff.sessionPublicId) clearSessionCookie(c)
    return c.body(null, 204)
  })

  app.post('/console/sign-out-everywhere', async (c) => {
    const staff = c.get('staff')
    await db.transaction(async (tx) => {
      const ended = await endAllSessions(tx, staff.staffId)
      await recordAudit(tx, staff, {
        action: 'sessions.ended',
        subject: 'Sessions',
        detail: `signed out everywhere: ${ended} ${ended === 1 ? 'session' : 'sessions'}`,
      })
    })
    clearSessionCookie(c)
    return c.body(null, 204)
  })
  return app
}
