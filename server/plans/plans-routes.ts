import { Hono } from 'hono'
import type { Queryable } from '../db/db.ts'
import { type CachedHandler, cachedJson } from '../http/cached-json.ts'
import { PublicCaches } from '../http/public-caches.ts'
import { listPlans } from './plan-repository.ts'

/** Plans change only through the console, which clears this cache; order prices are always read fresh. */
const cacheMs = 5_000

/** The plans, `/api/plans/`'s answer, read at most every few seconds (the data pages share it). */
export function cachedPlanList(db: Queryable): CachedHandler {
  return cachedJson(() => listPlans(db), cacheMs)
}

export function plansRoutes(db: Queryable, caches: PublicCaches = new PublicCaches()): Hono {
  const app = new Hono()
  const list = cachedPlanList(db)
  caches.register('plans', list.clear)
  app.get('/plans/', list)
  return app
}
