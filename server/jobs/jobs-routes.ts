import { Hono } from 'hono'
import type { Queryable } from '../db/db.ts'
import { type CachedHandler, cachedJson } from '../http/cached-json.ts'
import { PublicCaches } from '../http/public-caches.ts'
import { listJobs } from './job-repository.ts'

/** Postings change rarely; a short cache absorbs bursts of visitors (the console clears it on a change). */
const cacheMs = 5_000

/** The public job list, `/api/jobs/`'s answer, read at most every few seconds (the data pages share its shape). */
export function cachedJobList(db: Queryable): CachedHandler {
  return cachedJson(async () => {
    const results = await listJobs(db)
    return { count: results.length, results }
  }, cacheMs)
}

export function jobsRoutes(db: Queryable, caches: PublicCaches = new PublicCaches()): Hono {
  const app = new Hono()
  const list = cachedJobList(db)
  caches.register('jobs', list.clear)
  app.get('/jobs/', list)
  return app
}
