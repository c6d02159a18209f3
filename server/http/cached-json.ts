import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { etagMatches } from './etag.ts'

interface Snapshot {
  /** UTF-8 JSON, encoded once per period rather than per request. */
  body: Uint8Array<ArrayBuffer>
  etag: string
  expiresAt: number
}

/** A cached answer's handler, and a way to drop the cached copy when its data has changed. */
export interface CachedHandler {
  (c: Context): Promise<Response>
  clear(): void
  /** The current copy itself, for answers made from it (a page rendered with the same data). */
  read(): Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }>
}

/**
 * A body read from the database at most once per `ttlMs`, however many requests arrive: for data
 * that changes rarely and may be a few seconds stale (jobs, plans, the sitemap). `clear()` makes the
 * next request read it again (the console calls it after a change).
 */
export function cachedBody(
  load: () => Promise<Uint8Array<ArrayBuffer>>,
  ttlMs: number,
  contentType: string,
): CachedHandler {
  let snapshot: Snapshot | null = null
  let pending: Promise<Snapshot> | null = null
  // A read that started before a clear() must not put its older copy back.
  let generation = 0

  async function read(): Promise<Snapshot> {
    const body = await load()
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    return { body, etag, expiresAt: Date.now() + ttlMs }
  }

  async function current(): Promise<Snapshot> {
    if (snapshot !== null && snapshot.expiresAt > Date.now()) return snapshot
    const started = generation
    // Requests arriving while the read runs share it.
    if (pending === null) {
      const reading: Promise<Snapshot> = read().finally(() => {
        if (pending === reading) pending = null
      })
      pending = reading
    }
    const fresh = await pending
    if (started === generation) snapshot = fresh
    return fresh
  }

  const handler = async (c: Context): Promise<Response> => {
    const { body, etag } = await current()
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', etag)
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304)
    c.header('Content-Type', contentType)
    return c.body(body)
  }
  return Object.assign(handler, {
    read: current,
    clear: () => {
      generation += 1
      snapshot = null
      pending = null
    },
  })
}

/** A JSON answer cached as cachedBody does (jobs, plans). */
export function cachedJson(load: () => Promise<unknown>, ttlMs: number): CachedHandler {
  return cachedBody(
    async () => new Uint8Array(Buffer.from(JSON.stringify(await load()))),
    ttlMs,
    'application/json; charset=utf-8',
  )
}
