import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { lostLinkEmailRule } from '../../src/contracts/applicant.ts'
import { checkField } from '../../src/contracts/text.ts'
import type { Db } from '../db/db.ts'
import type { Outbox } from '../delivery/outbox.ts'
import { readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { requestMessages } from '../messages.ts'
import type { RateLimiter, RateLimitVariables } from '../security/rate-limit.ts'

const hashed = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * 'Lost your link?' and 'Lost your order link?': `{ email }` in, the same 202 and words for every
 * address out. Limited per client network, then per address under keys of their own (`kind`): an
 * address sent links often this window gets none more, and the same answer, so no mailbox is flooded
 * and the answer still says nothing about the address. The request is recorded for every address
 * alike; the worker looks the address up after the answer, so the answer's time says nothing either.
 */
export async function lostLinkRequest(
  c: Context<{ Variables: RateLimitVariables }>,
  options: {
    db: Db
    outbox: Outbox
    limiter: RateLimiter
    kind: 'lost link' | 'lost order link'
    channel: 'lost-link' | 'lost-order-link'
    sent: string
  },
): Promise<Response> {
  const { db, outbox, limiter, kind, channel } = options
  const client = await limiter.take(`${channel} ${c.get('rateLimitKey') ?? 'unknown'}`)
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
  const perAddress = await limiter.take(`${channel} address ${hashed(email.value.toLowerCase())}`)
  if (perAddress.allowed && outbox.mail) {
    await outbox.add(db, kind, { channel, email: email.value })
    outbox.wake()
  }
  return c.json({ detail: options.sent }, 202)
}
