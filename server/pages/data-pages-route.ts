import { createHash } from 'node:crypto'
import { type Context, Hono } from 'hono'
import type { CareersSearch } from '../../src/features/careers/careers-search.ts'
import type { PageData } from '../../src/site/page-data.ts'
import type { Queryable } from '../db/db.ts'
import type { Log } from '../log.ts'
import type { CachedHandler } from '../http/cached-json.ts'
import { etagMatches } from '../http/etag.ts'
import { pathId } from '../http/path-id.ts'
import type { PublicCaches } from '../http/public-caches.ts'
import { cachedJobList } from '../jobs/jobs-routes.ts'
import { cachedPlanList } from '../plans/plans-routes.ts'
import { allowInlineScripts, inlineScriptSources } from '../security/inline-scripts.ts'
import { compress, type Encoding, preferredEncoding } from '../static/compression.ts'
import { builtRenderer, type BuiltRenderer, type DataPage } from './built-renderer.ts'
import { jobHead, sharedJob } from './job-head.ts'
import { fillPage } from './page-template.ts'

/** How many rendered answers (page and query) each build keeps; a hostile stream of queries only churns them. */
const keptAnswers = 50

/**
 * The query parameters each page reads; others (a link's utm_source, say) change nothing on it, so
 * they neither make a new render nor fill the cache.
 */
const pageParams = {
  'job-openings': ['job', 'apply', 'q', 'location', 'saved'] satisfies ReadonlyArray<keyof CareersSearch>,
  products: [],
} as const satisfies Record<DataPage, readonly string[]>

/** The page's path with only the parameters it reads, in a fixed order. */
function pageUrl(page: DataPage, url: URL): string {
  const params = new URLSearchParams()
  for (const name of pageParams[page]) {
    const value = url.searchParams.get(name)
    if (value !== null) params.set(name, value)
  }
  const search = params.toString()
  return `/${page}${search === '' ? '' : `?${search}`}`
}

interface Answer {
  html: Uint8Array<ArrayBuffer>
  etag: string
  status: 200 | 404
  inlineScripts: readonly string[]
  compressed: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>
}

/** An API answer's value, read once per version (not once per render). */
interface Payload {
  value: unknown
  etag: string
}

/**
 * `/job-openings` (with any `q`, `location`, `job`) and `/products`, rendered at request time with
 * the current jobs and plans by the build's own renderer (the same React components and head code as
 * the build-time prerender), the data in the router's state so the browser hydrates without fetching it again.
 * A job's shared link gets the job's own head; a closed or unknown job answers 404 with `noindex`.
 * Without a server renderer in the build, the prerendered pages are served as they are.
 */
export function dataPagesRoute(db: Queryable, staticDir: string, caches: PublicCaches, log: Log): Hono {
  const app = new Hono()
  const jobs = cachedJobList(db)
  const plans = cachedPlanList(db)
  caches.register('jobs', jobs.clear)
  caches.register('plans', plans.clear)
  const built = builtRenderer(staticDir, (error) => log('error', 'server renderer failed to load', errorKind(error)))
  const jobList = payloadOf(jobs)
  const planList = payloadOf(plans)

  app.get('/job-openings', (c, next) =>
    answer(c, next, 'job-openings', 'jobs', jobList, (renderer, list) => {
      const requested = c.req.query('job')
      if (requested === undefined) return { status: 200 }
      const job = sharedJob(typeof list === 'object' ? list : null, pathId(requested))
      return { status: job === null ? 404 : 200, head: jobHead(job, renderer.origin) }
    }),
  )
  app.get('/products', (c, next) => answer(c, next, 'products', 'plans', planList, () => ({ status: 200 })))

  async function answer(
    c: Context,
    next: () => Promise<void>,
    page: DataPage,
    key: keyof PageData,
    data: () => Promise<Payload>,
    headFor: (renderer: BuiltRenderer, value: unknown) => { status: 200 | 404; head?: string },
  ) {
    const renderer = await built()
    const template = renderer?.pages[page]
    if (!renderer || !template) return next()
    let payload: Payload
    try {
      payload = await data()
    } catch (error) {
      // The data could not be read (the database is away): the page as built, and the app retries.
      log('error', 'server rendering failed', { page, ...errorKind(error) })
      return next()
    }
    const url = pageUrl(page, new URL(c.req.url))
    const cacheKey = `${url}\n${payload.etag}`
    let made = renderer.answers.get(cacheKey) as Promise<Answer> | undefined
    if (made === undefined) {
      made = render(renderer, template, url, key, payload, headFor(renderer, payload.value))
      // A failed render is not kept: the next request tries again.
      made.catch(() => renderer.answers.delete(cacheKey))
      renderer.answers.set(cacheKey, made)
      if (renderer.answers.size > keptAnswers) renderer.answers.delete(renderer.answers.keys().next().value ?? '')
    } else {
      // Most recently used last: the oldest is the first one dropped.
      renderer.answers.delete(cacheKey)
      renderer.answers.set(cacheKey, made)
    }
    let result: Answer
    try {
      result = await made
    } catch (error) {
      // The visitor still gets the page, as built, and the app loads the data itself.
      log('error', 'server rendering failed', { page, ...errorKind(error) })
      return next()
    }
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', result.etag)
    c.header('Vary', 'Accept-Encoding')
    allowInlineScripts(c, result.inlineScripts)
    if (result.status === 200 && etagMatches(c.req.header('if-none-match'), result.etag)) return c.body(null, 304)
    c.header('Content-Type', 'text/html; charset=utf-8')
    const encoding = preferredEncoding(c.req.header('accept-encoding'))
    if (encoding === null) return c.body(result.html, result.status)
    let compressed = result.compressed.get(encoding)
    if (compressed === undefined) {
      compressed = compress(result.html, encoding, 'fast').then((bytes) => new Uint8Array(bytes))
      result.compressed.set(encoding, compressed)
    }
    c.header('Content-Encoding', encoding)
    return c.body(await compressed, result.status)
  }

  return app
}

async function render(
  renderer: BuiltRenderer,
  template: string,
  url: string,
  key: string,
  payload: Payload,
  { status, head }: { status: 200 | 404; head?: string },
): Promise<Answer> {
  // The body carries the router's state, the loader's result included (the page's one copy of the data).
  const body = await renderer.renderBody(url, { [key]: payload.value })
  const html = fillPage(template, { head, body })
  const bytes = new TextEncoder().encode(html)
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`
  return { html: bytes, etag, status, inlineScripts: inlineScriptSources(body), compressed: new Map() }
}

/** The current copy of a cached API answer, parsed once per version of it. */
function payloadOf(data: CachedHandler): () => Promise<Payload> {
  let last: Payload | undefined
  return async () => {
    const { body, etag } = await data.read()
    if (last?.etag !== etag) {
      last = { value: JSON.parse(Buffer.from(body).toString('utf8')), etag }
    }
    return last
  }
}

const errorKind = (error: unknown) => ({ error: error instanceof Error ? error.name : typeof error })
