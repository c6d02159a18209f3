import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Queryable } from '../db/db.ts'
import { etagMatches } from '../http/etag.ts'
import { listJobs } from './job-repository.ts'

/** Postings change only through the database, rarely; a short cache absorbs bursts of visitors. */
const cacheMs = 5_000

interface CachedList {
  /** UTF-8 JSON, encoded once per cache period rather than per request. */
  body: Uint8Array<ArrayBuffer>
  etag: string
  expiresAt: number
}

export function jobsRoutes(db: Queryable): Hono {
  const app = new Hono()
  let cached: CachedList | null = null
  let pending: Promise<CachedList> | null = null

  async function load(): Promise<CachedList> {
    const results = await listJobs(db)
    const body = new Uint8Array(Buffer.from(JSON.stringify({ count: results.length, results })))
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    return { body, etag, expiresAt: Date.now() + cacheMs }
  }

  async function current(): Promise<CachedList> {
    if (cached !== null && cached.expiresAt > Date.now()) return cached
    // One database read per expiry, however many requests arrive meanwhile.
    pending ??= load().finally(() => {
      pending = null
    })
    cached = await pending
    return cached
  }

  app.get('/jobs/', async (c) => {
    const list = await current()
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', list.etag)
    if (etagMatches(c.req.header('if-none-match'), list.etag)) return c.body(null, 304)
    c.header('Content-Type', 'application/json; charset=utf-8')
    return c.body(list.body)
  })
  return app
}
