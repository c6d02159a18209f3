import { Hono } from 'hono'
import { z } from '../../src/lib/schema.ts'
import { queryOne, type Queryable } from '../db/db.ts'
import { type CachedHandler, cachedJson } from '../http/cached-json.ts'
import { PublicCaches } from '../http/public-caches.ts'
import { listJobs } from './job-repository.ts'

/**
 * How long a copy of the list is served before the jobs' version is read again: another instance's
 * change shows here within this (this instance's own changes clear the copy at once).
 */
export const jobsVersionCheckMs = 1_000

/**
 * A fingerprint of every row of `jobs`: each row's id and the transaction that last wrote it (xmin),
 * so any insert, edit, close, reopen or delete — through any instance, or by hand — changes it. One
 * small read over the table, with no column or trigger to keep up.
 */
export async function jobsVersion(db: Queryable): Promise<string> {
  const row = await queryOne(
    db,
    z.object({ version: z.string() }),
    `SELECT md5(coalesce(string_agg(id::text || '.' || xmin::text, ',' ORDER BY id), '')) AS version FROM jobs`,
  )
  return row?.version ?? ''
}

/**
 * The public job list, `/api/jobs/`'s answer (the data pages share this copy): read again only when
 * the jobs' version changed, compressed once per change, a strong ETag for 304s.
 */
export function cachedJobList(db: Queryable): CachedHandler {
  return cachedJson(
    async () => {
      const results = await listJobs(db)
      return { count: results.length, results }
    },
    { ttlMs: jobsVersionCheckMs, version: () => jobsVersion(db) },
  )
}

/** `list` is the app's one copy of the job list (made here when a test leaves it out). */
export function jobsRoutes(db: Queryable, caches: PublicCaches = new PublicCaches(), list = cachedJobList(db)): Hono {
  const app = new Hono()
  caches.register('jobs', list.clear)
  app.get('/jobs/', list)
  return app
}
