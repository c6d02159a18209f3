import { createHash } from 'node:crypto'
import { type Context, Hono } from 'hono'
import type { PageData } from '../../src/site/page-data.ts'
import type { Queryable } from '../db/db.ts'
import type { Log } from '../log.ts'
import type { CachedHandler } from '../http/cached-json.ts'
import { etagMatches } from '../http/etag.ts'
import type { PublicCaches } from '../http/public-caches.ts'
import { cachedJobList } from '../jobs/jobs-routes.ts'
import { cachedPlanList } from '../plans/plans-routes.ts'
import { allowInlineScripts, inlineScriptSources } from '../security/inline-scripts.ts'
import { preferredEncoding } from '../static/compression.ts'
import { builtRenderer, type BuiltRenderer, type DataPage } from './built-renderer.ts'
import { careersView, type PageView } from './careers-view.ts'
import { type HotCompression, hotCompressor } from './hot-compression.ts'
import { type Kept, kept } from './kept.ts'
import { fillPage } from './page-template.ts'
import { cutTexts, fillTexts, type TextTemplate } from './search-texts.ts'

/** How many renders, and how many answers made from them, each build keeps: new requests only churn them. */
const keptRenders = 50
const keptAnswers = 50

interface Answer {
  html: Uint8Array<ArrayBuffer>
  etag: string
  status: 200 | 404
  inlineScripts: readonly string[]
  compressed: HotCompression
}

/** An API answer's value, read once per version (not once per render). */
interface Payload {
  value: unknown
  etag: string
}

/**
 * `/job-openings` (with any `q`, `location`, `job`), `/products` and `/privacy`, rendered at request
 * time with the current jobs and plans, and on each the server's retention figures (record 062), by the
 * build's own renderer (the same React components and head code as the build-time prerender), the
 * data in the router's state so the browser hydrates without fetching it again.
 * A job's shared link gets the job's own head; a closed or unknown job answers 404 with `noindex`.
 * A render is kept per what the page shows (careers-view.ts), not per URL: a new spelling of a search
 * gets its words filled into the render it shares, so a stream of made-up queries costs no renders.
 * Without a server renderer in the build, the prerendered pages are served as they are.
 */
export function dataPagesRoute({
  db,
  staticDir,
  caches,
  log,
  retentionFigures,
  jobList: jobs = cachedJobList(db),
}: {
  db: Queryable
  staticDir: string
  caches: PublicCaches
  log: Log
  retentionFigures: CachedHandler
  /** The app's one copy of the job list, shared with /api/jobs/. */
  jobList?: CachedHandler
}): Hono {
  const app = new Hono()
  const plans = cachedPlanList(db)
  caches.register('jobs', jobs.clear)
  caches.register('plans', plans.clear)
  const built = builtRenderer(staticDir, (error) => log('error', 'server renderer failed to load', errorKind(error)))
  const jobList = payloadOf(jobs)
  const planList = payloadOf(plans)
  const figures = payloadOf(retentionFigures)
  const compression = hotCompressor()

  app.get('/job-openings', (c, next) =>
    answer(c, next, 'job-openings', 'jobs', jobList, (list, origin) => careersView(new URL(c.req.url), list, origin)),
  )
  app.get('/products', (c, next) => answer(c, next, 'products', 'plans', planList, () => productsView))
  // The figures are the page's data: every page the server renders carries them, this one states them.
  app.get('/privacy', (c, next) => answer(c, next, 'privacy', 'retention', figures, () => privacyView))

  async function answer(
    c: Context,
    next: () => Promise<void>,
    page: DataPage,
    key: keyof PageData,
    data: () => Promise<Payload>,
    viewOf: (value: unknown, origin: string) => PageView | { redirect: string } | null,
  ) {
    const renderer = await built()
    const template = renderer?.pages[page]
    if (!renderer || !template) return next()
    let loaded: [Payload, Payload]
    try {
      loaded = await Promise.all([data(), figures()])
    } catch (error) {
      // The data could not be read (the database is away): the page as built, and the app retries.
      log('error', 'server rendering failed', { page, ...errorKind(error) })
      return next()
    }
    const [payload, retention] = loaded
    const { renders, answers, served } = keptFor(renderer)
    // What this address was answered with this data: the same answer, without reading its search,
    // filtering the jobs or writing a job's head again (per request, those cost more than the sending).
    const url = c.req.url
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
    let outcome: Outcome
    try {
      outcome = await served(`${page}\n${payload.etag}\n${retention.etag}\n${query}`, async () => {
        const view = viewOf(payload.value, renderer.origin)
        if (view === null || 'redirect' in view) return view ?? asBuilt
        const renderKey = `${page}\n${payload.etag}\n${retention.etag}\n${view.key}`
        // Renders are keyed by what the page shows; each visitor's own texts are filled into one.
        return answers(`${renderKey}\n${JSON.stringify(view.texts)}`, async () => {
          const made = await renders(renderKey, () =>
            render(renderer, view, { retention: retention.value, [key]: payload.value }),
          )
          return finish(template, view, fillTexts(made, view.texts), compression())
        })
      })
    } catch (error) {
      // The visitor still gets the page, as built, and the app loads the data itself.
      log('error', 'server rendering failed', { page, ...errorKind(error) })
      return next()
    }
    if (outcome === asBuilt) return next()
    // The router's own answer to a URL it reads differently (`?job=007`): the page at its URL.
    if ('redirect' in outcome) return c.redirect(outcome.redirect, 302)
    const result = outcome
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', result.etag)
    c.header('Vary', 'Accept-Encoding')
    allowInlineScripts(c, result.inlineScripts)
    if (result.status === 200 && etagMatches(c.req.header('if-none-match'), result.etag)) return c.body(null, 304)
    c.header('Content-Type', 'text/html; charset=utf-8')
    const encoding = preferredEncoding(c.req.header('accept-encoding'))
    if (encoding === null) return c.body(result.html, result.status)
    const compressed = await result.compressed.bytes(result.html, encoding)
    c.header('Content-Encoding', encoding)
    return c.body(compressed, result.status)
  }

  return app
}

const productsView: PageView = { key: '', url: '/products', texts: {}, status: 200 }
const privacyView: PageView = { key: '', url: '/privacy', texts: {}, status: 200 }

/** A request the data pages leave to the static site (the page as built). */
const asBuilt = Symbol('as built')
type Outcome = Answer | { redirect: string } | typeof asBuilt

/** Each build's renders, answers, and what each address was answered (a new build starts afresh). */
const keptByBuild = new WeakMap<
  BuiltRenderer,
  { renders: Kept<TextTemplate>; answers: Kept<Answer>; served: Kept<Outcome> }
>()

function keptFor(renderer: BuiltRenderer) {
  let made = keptByBuild.get(renderer)
  if (made === undefined) {
    made = {
      renders: kept<TextTemplate>(keptRenders),
      answers: kept<Answer>(keptAnswers),
      served: kept<Outcome>(keptAnswers),
    }
    keptByBuild.set(renderer, made)
  }
  return made
}

/** The page rendered for the first request with its key, cut where that request's texts went. */
async function render(renderer: BuiltRenderer, view: PageView, pageData: PageData): Promise<TextTemplate> {
  // The body carries the router's state, the loader's result included (the page's one copy of the data).
  const body = await renderer.renderBody(view.url, pageData)
  // An empty body is the router redirecting: not a page to fill for other requests.
  if (body === '') throw new Error(`${view.url}: the router did not render the page`)
  return cutTexts(body, view.texts)
}

/** The answer's bytes, their ETag and the hashes of the inline scripts in them. */
function finish(template: string, { status, head }: PageView, body: string, compressed: HotCompression): Answer {
  const html = fillPage(template, { head, body })
  const bytes = new TextEncoder().encode(html)
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`
  return { html: bytes, etag, status, inlineScripts: inlineScriptSources(body), compressed }
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
