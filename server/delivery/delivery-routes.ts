import { Hono } from 'hono'
import { deliveryCountsSchema, deliverySendNowSchema } from '../../src/contracts/deliveries.ts'
import { recordAudit } from '../console/audit-log.ts'
import { type ConsoleVariables, requireStaff } from '../console/console-auth-routes.ts'
import type { Db } from '../db/db.ts'
import type { Outbox } from './outbox.ts'
import { listDeliveries } from './outbox-list.ts'
import { deliveryCounts, sendWaitingNow } from './outbox-store.ts'

/**
 * The Staff screen's delivery counts, each waiting or failed message (kind, address, reason: issue 60
 * item 6) and 'Send now': administrators only. No message's text leaves.
 */
export function deliveryRoutes(db: Db, outbox: Outbox): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/deliveries/*', requireStaff(db, 'staff'))

  app.get('/console/deliveries/', async (c) => {
    const counts = await deliveryCounts(db)
    return c.json(
      deliveryCountsSchema.parse({
        waiting: counts.waiting,
        failed: counts.failed,
        oldest_waiting_at: counts.oldestWaitingAt,
      }),
    )
  })

  app.get('/console/deliveries/messages', async (c) => c.json(await listDeliveries(db, outbox.sealer)))

  app.post('/console/deliveries/send-now', async (c) => {
    const staff = c.get('staff')
    const queued = await db.transaction(async (tx) => {
      const count = await sendWaitingNow(tx)
      if (count > 0) await recordAudit(tx, staff, { action: 'deliveries.sent-now', subject: `${count} messages` })
      return count
    })
    if (queued > 0) outbox.wake()
    return c.json(deliverySendNowSchema.parse({ queued }))
  })
  return app
}
