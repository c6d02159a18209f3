import { Hono } from 'hono'
import { pushAlertMessages, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../src/contracts/push-alert.ts'
import { z } from '../../src/lib/schema.ts'
import type { Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { searchOf } from '../job-alerts/job-alert-routes.ts'
import { requestMessages } from '../messages.ts'
import type { RateLimiter, RateLimitVariables } from '../security/rate-limit.ts'
import type { PushAlerts } from './push-alert-sender.ts'
import { deletePushSubscription, savePushSubscription } from './push-alert-store.ts'

type Env = { Variables: RateLimitVariables }

export interface PushAlertRoutesOptions {
  db: Db
  pushAlerts: PushAlerts
  /** Counts subscribe requests per client (the job alerts' limiter, under keys of its own). */
  limiter: RateLimiter
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Push alerts on the installed app (record 055): the public key, subscribe with a search, stop. */
export function pushAlertRoutes({ db, pushAlerts, limiter }: PushAlertRoutesOptions): Hono<Env> {
  const app = new Hono<Env>()
  app.use('/push-alerts/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.use('/push-alerts/*', jsonBodyLimit(4096))

  app.get('/push-alerts/key', async (c) => c.json({ publicKey: await pushAlerts.publicKey() }))

  app.post('/push-alerts/', async (c) => {
    const client = await limiter.take(`push-alert ${c.get('rateLimitKey') ?? 'unknown'}`)
    if (!client.allowed) {
      const response = problem(c, 429, requestMessages.tooManyRequests)
      response.headers.set('Retry-After', String(Math.ceil(client.retryAfterMs / 1000)))
      return response
    }
    const body = await readJson(c)
    if (!isObject(body)) return problem(c, 400, 'Expected an object')
    const subscription = z.safeParse(pushSubscriptionSchema, body.subscription)
    if (!subscription.success) return problem(c, 400, 'Expected a push subscription (endpoint and keys)')
    const search = searchOf(body)
    if (!search.ok) return c.json({ errors: search.errors }, 400)
    await savePushSubscription(db, subscription.data, search.search)
    return c.json({ detail: pushAlertMessages.on }, 201)
  })

  // The same answer whether or not the endpoint was subscribed.
  app.post('/push-alerts/unsubscribe', async (c) => {
    const body = z.safeParse(pushUnsubscribeSchema, await readJson(c))
    if (!body.success) return problem(c, 400, 'Expected the push endpoint')
    await deletePushSubscription(db, body.data.endpoint)
    return c.json({ detail: pushAlertMessages.off })
  })
  return app
}
