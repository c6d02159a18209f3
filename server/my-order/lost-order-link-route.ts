import { Hono } from 'hono'
import { myOrderMessages } from '../../src/contracts/my-order.ts'
import type { Db } from '../db/db.ts'
import type { Outbox } from '../delivery/outbox.ts'
import { lostLinkRequest } from '../lost-links/lost-link-request.ts'
import type { RateLimiter, RateLimitVariables } from '../security/rate-limit.ts'

/**
 * POST /api/my-order/lost-link/ `{ email }` (issue 59 item 5): 'Lost your order link?', the applicants'
 * 'Lost your link?' for buyers (lost-link-request.ts); the worker composes the e-mail
 * (lost-order-links.ts), and the older links end only once the fresh ones have gone out.
 */
export function lostOrderLinkRoute(options: {
  db: Db
  outbox: Outbox
  limiter: RateLimiter
}): Hono<{ Variables: RateLimitVariables }> {
  const app = new Hono<{ Variables: RateLimitVariables }>()
  app.post('/my-order/lost-link/', (c) =>
    lostLinkRequest(c, {
      ...options,
      kind: 'lost order link',
      channel: 'lost-order-link',
      sent: myOrderMessages.lostLinkSent,
    }),
  )
  return app
}
