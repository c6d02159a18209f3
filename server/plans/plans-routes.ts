import { Hono } from 'hono'
import type { Queryable } from '../db/db.ts'
import { cachedJson } from '../http/cached-json.ts'
import { listPlans } from './plan-repository.ts'

/** Plans change only through the database; prices used for orders are always read fresh. */
const cacheMs = 5_000

export function plansRoutes(db: Queryable): Hono {
  const app = new Hono()
  app.get(
    '/plans/',
    cachedJson(() => listPlans(db), cacheMs),
  )
  return app
}
