import { Hono } from 'hono'
import { consoleMessageSchema, consoleReferralSchema } from '../../src/contracts/console.ts'
import { queryRows, type Db } from '../db/db.ts'
import { listAudit } from './audit-log.ts'
import { type ConsoleVariables, requireStaff } from './console-auth-routes.ts'
import { consoleListLimit, isoTime } from './console-sql.ts'

/** The read-only lists: referrals, contact messages and the audit list (orders: orders/console-orders-routes.ts). */
export function consoleListsRoutes(db: Db): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  for (const area of ['referrals', 'messages', 'audit'] as const) app.use(`/console/${area}/*`, requireStaff(db, area))

  app.get('/console/referrals/', async (c) => {
    const results = await queryRows(
      db,
      consoleReferralSchema,
      `SELECT id, name, email, ${isoTime('created_at')} AS created_at FROM referrals
       ORDER BY created_at DESC, id DESC LIMIT $1`,
      [consoleListLimit],
    )
    return c.json({ results })
  })

  app.get('/console/messages/', async (c) => {
    const results = await queryRows(
      db,
      consoleMessageSchema,
      `SELECT id, name, email, subject, message, ${isoTime('created_at')} AS created_at FROM contact_messages
       ORDER BY created_at DESC, id DESC LIMIT $1`,
      [consoleListLimit],
    )
    return c.json({ results })
  })

  app.get('/console/audit/', async (c) => c.json({ results: await listAudit(db) }))
  return app
}
