import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { lostLinkEmailRule } from '../../src/contracts/applicant.ts'
import { myOrderMessages } from '../../src/contracts/my-order.ts'
import { checkField } from '../../src/contracts/text.ts'
import type { Db } from '../db/db.ts'
import type { Outbox } from '../delivery/outbox.ts'
import { readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import type { RateLimiter, RateLimitVariables } from '../security/rate-limit.ts'

const hashed = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * POST /api/my-order/lost-link/ `{ email }` (issue 59 item 5): 'Lost your order link?', the applicant's
 * 'Lost your link?' for buyers. The same 202 for every address; the worker looks the address up after
 * the answer (lost-order-links.ts), and the older links end only once the fresh ones have gone out.
 * Limited per client network and per address, under keys of their own.
 */
export function lostOrderLinkRoute(options: {
  db: Db
  outbox: Outbox
  limiter: RateLimiter
}): Hono<{ Variables: RateLimitVariables }> {
  const { db, outbox, limiter } = options
  const app = new Hono<{ Variables: RateLimitVariables }>()
  app.post('/my-order/lost-link/', async (c) => {
    const client = await limiter.take(`lost-order-link ${c.get('rateLimitKey') ?? 'unknown'}`)
    if (!client.allowed) {
      const response = problem(c, 429, requestMessages.tooManyRequests)
      response.headers.set('Retry-After', String(Math.ceil(client.retryAfterMs / 1000)))
      return response
    }
    const body = await readJson(c)
    const email = checkField(
      lostLinkEmailRule,
      typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined,
    )
    if (!email.ok) return c.json({ errors: { email: email.message } }, 400)
    const perAddress = await limiter.take(`lost-order-link address ${hashed(email.value.toLowerCase())}`)
    if (perAddress.allowed && outbox.mail) {
      await outbox.add(db, 'lost order link', { channel: 'lost-order-link', email: email.value })
      outbox.wake()
    }
    return c.json({ detail: myOrderMessages.lostLinkSent }, 202)
  })
  return app
}
