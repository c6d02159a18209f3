import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { etagMatches } from './etag.ts'

interface Snapshot {
  /** UTF-8 JSON, encoded once per period rather than per request. */
  body: Uint8Array<ArrayBuffer>
  etag: string
  expiresAt: number
}

/**
 * A JSON answer read from the database at most once per `ttlMs`, however many requests arrive:
 * for data that only changes through the database and may be a few seconds stale (jobs, plans).
 */
export function cachedJson(load: () => Promise<unknown>, ttlMs: number) {
  let snapshot: Snapshot | null = null
  let pending: Promise<Snapshot> | null = null

  async function read(): Promise<Snapshot> {
    const body = new Uint8Array(Buffer.from(JSON.stringify(await load())))
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    return { body, etag, expiresAt: Date.now() + ttlMs }
  }

  async function current(): Promise<Snapshot> {
    if (snapshot !== null && snapshot.expiresAt > Date.now()) return snapshot
    // Requests arriving while the read runs share it.
    pending ??= read().finally(() => {
      pending = null
    })
    snapshot = await pending
    return snapshot
  }

  return async (c: Context): Promise<Response> => {
    const { body, etag } = await current()
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', etag)
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304)
    c.header('Content-Type', 'application/json; charset=utf-8')
    return c.body(body)
  }
}
