import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { compress, type Encoding, minCompressBytes, preferredEncoding } from '../static/compression.ts'
import { etagMatches } from './etag.ts'

interface Snapshot {
  /** UTF-8 JSON, encoded once per version rather than per request. */
  body: Uint8Array<ArrayBuffer>
  etag: string
  /** Until then the copy is served without asking whether the data changed. */
  checkAt: number
  /** What `version()` said when the copy was read (null without one). */
  version: string | null
  /** The body compressed once per copy, on its first request in that encoding. */
  compressed: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>
}

/** A cached answer's handler, and a way to drop the cached copy when its data has changed. */
export interface CachedHandler {
  (c: Context): Promise<Response>
  clear(): void
  /** The current copy itself, for answers made from it (a page rendered with the same data). */
  read(): Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }>
}

export interface CacheOptions {
  /** How long a copy is served before `version()` is asked again (or, without one, read again). */
  ttlMs: number
  /**
   * A cheap read that changes whenever the data does (one small query): checked at most once per
   * `ttlMs`, and the body is read again only when it changed. Catches changes made by other
   * instances on the same database, which `clear()` (this instance's own changes) cannot.
   */
  version?: () => Promise<string>
}

/**
 * A body read from the database at most once per period (or per version), however many requests
 * arrive: for data that changes rarely and may be a moment stale (jobs, plans, the sitemap). Each
 * copy is compressed once per encoding and answered with a strong ETag (`-br`/`-gzip` added for the
 * compressed forms), `no-cache` so a repeat visit revalidates and gets a 304. `clear()` makes the
 * next request read it again (the console calls it after a change).
 */
export function cachedBody(
  load: () => Promise<Uint8Array<ArrayBuffer>>,
  options: number | CacheOptions,
  contentType: string,
): CachedHandler {
  const { ttlMs, version } = typeof options === 'number' ? { ttlMs: options, version: undefined } : options
  let snapshot: Snapshot | null = null
  let pending: Promise<Snapshot> | null = null
  // A read that started before a clear() must not put its older copy back.
  let generation = 0

  async function read(previous: Snapshot | null): Promise<Snapshot> {
    const seen = version === undefined ? null : await version()
    if (previous !== null && seen !== null && seen === previous.version) {
      // Unchanged since it was read: the same copy (and its compressed forms) for another period.
      return { ...previous, checkAt: Date.now() + ttlMs }
    }
    const body = await load()
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    return { body, etag, checkAt: Date.now() + ttlMs, version: seen, compressed: new Map() }
  }

  async function current(): Promise<Snapshot> {
    if (snapshot !== null && snapshot.checkAt > Date.now()) return snapshot
    const started = generation
    // Requests arriving while the read runs share it.
    if (pending === null) {
      const reading: Promise<Snapshot> = read(snapshot).finally(() => {
        if (pending === reading) pending = null
      })
      pending = reading
    }
    const fresh = await pending
    if (started === generation) snapshot = fresh
    return fresh
  }

  const handler = async (c: Context): Promise<Response> => {
    const copy = await current()
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding')
    const encoding = copy.body.length < minCompressBytes ? null : preferredEncoding(c.req.header('accept-encoding'))
    c.header('ETag', encoding === null ? copy.etag : copy.etag.replace(/"$/, `-${encoding}"`))
    if (etagMatches(c.req.header('if-none-match'), copy.etag)) return c.body(null, 304)
    c.header('Content-Type', contentType)
    if (encoding === null) return c.body(copy.body)
    c.header('Content-Encoding', encoding)
    return c.body(await compressedOnce(copy, encoding))
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

/**
 * The copy's body in `encoding`, compressed on its first request only: at the live level, since the
 * first visitor after a change waits for it (brotli's best takes half a second on the job list).
 */
function compressedOnce(copy: Snapshot, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  let made = copy.compressed.get(encoding)
  if (made === undefined) {
    made = compress(copy.body, encoding, 'fast').then((bytes) => new Uint8Array(bytes))
    // A failed compression is not kept: the next request tries again.
    made.catch(() => copy.compressed.delete(encoding))
    copy.compressed.set(encoding, made)
  }
  return made
}

/** A JSON answer cached as cachedBody does (jobs, plans). */
export function cachedJson(load: () => Promise<unknown>, options: number | CacheOptions): CachedHandler {
  return cachedBody(
    async () => new Uint8Array(Buffer.from(JSON.stringify(await load()))),
    options,
    'application/json; charset=utf-8',
  )
}
