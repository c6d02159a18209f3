import { Hono } from 'hono'
import type { Queryable } from '../db/db.ts'
import { cachedJson } from '../http/cached-json.ts'
import { listJobs } from './job-repository.ts'

/** Postings change only through the database, rarely; a short cache absorbs bursts of visitors. */
const cacheMs = 5_000

export function jobsRoutes(db: Queryable): Hono {
  const app = new Hono()
  app.get(
    '/jobs/',
    cachedJson(async () => {
      const results = await listJobs(db)
      return { count: results.length, results }
    }, cacheMs),
  )
  return app
}
