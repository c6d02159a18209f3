import { Hono } from 'hono'
import { deliveryCountsSchema, deliveryRetrySchema } from '../../src/contracts/deliveries.ts'
import { recordAudit } from '../console/audit-log.ts'
import { type ConsoleVariables, requireStaff } from '../console/console-auth-routes.ts'
import type { Db } from '../db/db.ts'
import type { Outbox } from './outbox.ts'
import { deliveryCounts, retryFailedMessages } from './outbox-store.ts'
import { defaultRetrySchedule } from './retry-schedule.ts'

/** The Staff screen's delivery counts and 'Try again' (administrators). Counts only: no address leaves. */
export function deliveryRoutes(
  db: Db,
  outbox: Outbox,
  giveUpAfterMs = defaultRetrySchedule.giveUpAfterMs,
): Hono<{ Variables: ConsoleVariables }> {
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

  app.post('/console/deliveries/retry', async (c) => {
    const staff = c.get('staff')
    const retried = await db.transaction(async (tx) => {
      const count = await retryFailedMessages(tx, giveUpAfterMs)
      if (count > 0) await recordAudit(tx, staff, { action: 'deliveries.retried', subject: `${count} messages` })
      return count
    })
    if (retried > 0) outbox.wake()
    return c.json(deliveryRetrySchema.parse({ retried }))
  })
  return app
}
