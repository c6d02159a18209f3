import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { requestIds, type RequestIdVariables } from '../http/request-id.ts'
import { requestLog } from '../http/request-log.ts'
import type { Log } from '../log.ts'
import type { ServerMetrics } from './server-metrics.ts'

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}

/**
 * Whether an Authorization header carries the token. Both sides are hashed first, so the comparison
 * runs in constant time on equal lengths whatever was sent: neither the token nor its length leaks.
 */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1]
  return timingSafeEqual(digest(sent ?? ''), expected) && sent !== undefined
}

/**
 * GET /metrics in Prometheus's text format. With a token, only a request with `Authorization: Bearer
 * <token>` reads it (401 otherwise); the token is never taken from the query string, where logs and
 * proxies would keep it. Each answer is about this instance at this moment: never cached.
 */
export function metricsRoutes(metrics: ServerMetrics, token: string | null): Hono {
  const expected = token === null ? null : digest(token)
  const routes = new Hono()
  routes.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (expected !== null && !bearerMatches(c.req.header('authorization'), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"')
      return c.text('Unauthorized', 401)
    }
    c.header('Content-Type', metrics.contentType)
    return c.body(await metrics.render(), 200)
  })
  return routes
}

/**
 * The listener of its own (METRICS_PORT): /metrics and nothing else, with the same request ids and
 * request log as the main port (path without the query string, never a header).
 */
export function metricsApp(
  metrics: ServerMetrics,
  options: { token: string | null; trustProxy: number; log: Log },
): Hono<{ Variables: RequestIdVariables }> {
  const app = new Hono<{ Variables: RequestIdVariables }>()
  app.use(requestIds(options.trustProxy))
  app.use(requestLog(options.log))
  app.route('/', metricsRoutes(metrics, options.token))
  app.notFound((c) => c.text('Not found', 404))
  return app
}
