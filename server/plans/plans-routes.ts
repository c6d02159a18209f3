import { Hono } from 'hono'
import type { Queryable } from '../db/db.ts'
import { cachedJson } from '../http/cached-json.ts'
import { PublicCaches } from '../http/public-caches.ts'
import { listPlans } from './plan-repository.ts'

/** Plans change only through the console, which clears this cache; order prices are always read fresh. */
const cacheMs = 5_000

export function plansRoutes(db: Queryable, caches: PublicCaches = new PublicCaches()): Hono {
  const app = new Hono()
  const list = cachedJson(() => listPlans(db), cacheMs)
  caches.register('plans', list.clear)
  app.get('/plans/', list)
  return app
}
