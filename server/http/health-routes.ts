import { Hono, type MiddlewareHandler } from 'hono'
import type { Db } from '../db/db.ts'
import { pendingMigrations } from '../db/migrate.ts'

/** Set when the server has begun to shut down: /api/ready answers 503 so the balancer stops sending. */
export interface Readiness {
  draining: boolean
}

/**
 * GET /api/health: the process is up (liveness). GET /api/ready: the database answers and every
 * migration is applied, and the server is not draining (readiness). Small JSON, never cached.
 */
export function healthRoutes(db: Db, readiness: Readiness): Hono {
  const routes = new Hono()
  // A probe's answer is about this moment and this instance: never from a cache. Only the probes':
  // mounted under /api, a bare use() would mark every API answer, the public lists' too.
  const noStore: MiddlewareHandler = async (c, next) => {
    await next()
    c.res.headers.set('Cache-Control', 'no-store')
  }
  routes.use('/health', noStore)
  routes.use('/ready', noStore)
  routes.get('/health', (c) => c.json({ status: 'ok' }))
  routes.get('/ready', async (c) => {
    if (readiness.draining) return c.json({ status: 'draining' }, 503)
    try {
      const pending = await pendingMigrations(db.probe)
      if (pending.length > 0) return c.json({ status: 'migrations pending' }, 503)
    } catch {
      // Asked again soon: a restart usually takes seconds.
      c.header('Retry-After', '5')
      return c.json({ status: 'database unreachable' }, 503)
    }
    return c.json({ status: 'ready' })
  })
  return routes
}
