import { Hono } from 'hono'
import { consoleMessageSchema, consoleOrderSchema, consoleReferralSchema } from '../../src/contracts/console.ts'
import { queryRows, type Db } from '../db/db.ts'
import { listAudit } from './audit-log.ts'
import { type ConsoleVariables, requireStaff } from './console-auth-routes.ts'
import { consoleListLimit, isoTime } from './console-sql.ts'

/** The read-only lists: referrals, contact messages, orders with their payment, and the audit list. */
export function consoleListsRoutes(db: Db): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  for (const area of ['referrals', 'messages', 'orders', 'audit'] as const)
    app.use(`/console/${area}/*`, requireStaff(db, area))

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

  // The payment shown is the order's most advanced one (captured before authorized before the rest).
  app.get('/console/orders/', async (c) => {
    const results = await queryRows(
      db,
      consoleOrderSchema,
      `SELECT o.order_id, p.name AS plan_name, o.amount, o.currency, o.status, pay.payment_id,
              pay.buyer_email, pay.buyer_phone, ${isoTime('o.created_at')} AS created_at
       FROM orders o
       JOIN plans p ON p.id = o.plan_id
       LEFT JOIN LATERAL (
         SELECT payment_id, buyer_email, buyer_phone FROM payments
         WHERE payments.order_id = o.order_id
         ORDER BY array_position(ARRAY['captured', 'authorized', 'created', 'failed']::text[], status), updated_at DESC
         LIMIT 1
       ) pay ON true
       ORDER BY o.created_at DESC, o.order_id DESC LIMIT $1`,
      [consoleListLimit],
    )
    return c.json({ results })
  })

  app.get('/console/audit/', async (c) => c.json({ results: await listAudit(db) }))
  return app
}
