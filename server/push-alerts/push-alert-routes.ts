import { Hono } from 'hono'
import { pushAlertMessages, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../src/contracts/push-alert.ts'
import { z } from '../../src/lib/schema.ts'
import type { Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { problem } from '../http/problem.ts'
import { searchOf } from '../job-alerts/job-alert-routes.ts'
import { requestMessages } from '../messages.ts'
import type { RateLimiter, RateLimitVariables } from '../security/rate-limit.ts'
import { takeDailyQuotas } from '../security/daily-quota.ts'
import type { PushSettings } from './push-env.ts'
import type { PushAlerts } from './push-alert-sender.ts'
import { deletePushSubscription, isSubscribed, savePushSubscription } from './push-alert-store.ts'
import { checkPushEndpoint } from './push-endpoint-policy.ts'

type Env = { Variables: RateLimitVariables }

export interface PushAlertRoutesOptions {
  db: Db
  pushAlerts: PushAlerts
  /** Counts subscribe requests per client (the job alerts' limiter, under keys of its own). */
  limiter: RateLimiter
  settings: PushSettings
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Push alerts on the installed app (record 055): the public key, subscribe with a search, stop. */
export function pushAlertRoutes({ db, pushAlerts, limiter, settings }: PushAlertRoutesOptions): Hono<Env> {
  const app = new Hono<Env>()
  app.use('/push-alerts/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.use('/push-alerts/*', jsonBodyLimit(4096))

  app.get('/push-alerts/key', async (c) => c.json({ publicKey: await pushAlerts.publicKey() }))

  app.post('/push-alerts/', async (c) => {
    const network = c.get('rateLimitKey') ?? 'unknown'
    const client = await limiter.take(`push-alert ${network}`)
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
    // Only the browsers' push services (record 056): the server never posts to a URL a stranger chose.
    if (!checkPushEndpoint(subscription.data.endpoint, settings.endpointHosts).allowed)
      return problem(c, 400, pushAlertMessages.unsupportedService)
    // A device subscribing again renews its subscription; new ones count against today's quotas.
    if (!(await isSubscribed(db, subscription.data.endpoint))) {
      const quota = await takeDailyQuotas(db, [
        { name: 'push-subscribe network', max: settings.newPerNetworkPerDay, client: network },
        { name: 'push-subscribe total', max: settings.newPerDay },
      ])
      if (!quota.allowed) {
        const response = problem(c, 429, pushAlertMessages.tooManyToday)
        response.headers.set('Retry-After', String(secondsUntilUtcMidnight()))
        return response
      }
    }
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

function secondsUntilUtcMidnight(now = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  return Math.max(Math.ceil((midnight - now.getTime()) / 1000), 1)
}
