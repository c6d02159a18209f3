import { Hono } from 'hono'
import { consoleOrderSchema, refundMessages } from '../../../src/contracts/console-orders.ts'
import { orderIdPattern } from '../../../src/contracts/order.ts'
import { queryRows, type Db } from '../../db/db.ts'
import { problem } from '../../http/problem.ts'
import type { Log } from '../../log.ts'
import type { PaymentProvider } from '../../payments/payment-provider.ts'
import type { RefundEffects } from '../../refunds/refund-confirmation.ts'
import { refundOrder } from '../../refunds/refund-order.ts'
import { type ConsoleVariables, requireStaff } from '../console-auth-routes.ts'
import { consoleListLimit, isoTime } from '../console-sql.ts'
import { requireRecentSecondStep } from '../recent-second-step.ts'

/** The Orders screen (finance and admins): the list, and a full refund of a paid order (record 069). */
export function consoleOrdersRoutes(deps: {
  db: Db
  payments: PaymentProvider | null
  refundEffects: RefundEffects
  log: Log
}): Hono<{ Variables: ConsoleVariables }> {
  const { db } = deps
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/orders/*', requireStaff(db, 'orders'))

  // The payment shown is the order's most advanced one (captured before authorized before the rest);
  // the refund, its latest.
  app.get('/console/orders/', async (c) => {
    const results = await queryRows(
      db,
      consoleOrderSchema,
      `SELECT o.order_id, p.name AS plan_name, o.amount, o.currency, o.status, pay.payment_id,
              pay.buyer_email, pay.buyer_phone, ${isoTime('o.created_at')} AS created_at,
              refund.status AS refund_status,
              (SELECT number FROM tax_documents WHERE order_id = o.order_id AND series = 'invoice') AS invoice_number,
              (SELECT number FROM tax_documents WHERE order_id = o.order_id AND series = 'credit-note')
                AS credit_note_number
       FROM orders o
       JOIN plans p ON p.id = o.plan_id
       LEFT JOIN LATERAL (
         SELECT payment_id, buyer_email, buyer_phone FROM payments
         WHERE payments.order_id = o.order_id
         ORDER BY array_position(ARRAY['captured', 'authorized', 'created', 'failed']::text[], status), updated_at DESC
         LIMIT 1
       ) pay ON true
       LEFT JOIN LATERAL (
         SELECT status FROM refunds WHERE refunds.order_id = o.order_id ORDER BY requested_at DESC, id DESC LIMIT 1
       ) refund ON true
       ORDER BY o.created_at DESC, o.order_id DESC LIMIT $1`,
      [consoleListLimit],
    )
    return c.json({ results })
  })

  // Money leaves the company: a fresh code, and an audit entry for the request and any refusal.
  app.post('/console/orders/:orderId/refund', async (c) => {
    const orderId = c.req.param('orderId')
    if (!orderIdPattern.test(orderId)) return problem(c, 404, refundMessages.orderNotFound)
    const stale = requireRecentSecondStep(c)
    if (stale !== null) return stale
    const outcome = await refundOrder(
      { db, provider: deps.payments, effects: deps.refundEffects, log: deps.log },
      c.get('staff'),
      orderId,
    )
    return outcome.ok ? c.json(outcome.answer, outcome.status) : problem(c, outcome.status, outcome.detail)
  })
  return app
}
