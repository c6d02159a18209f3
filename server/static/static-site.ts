import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Context, Handler } from 'hono'
import { etagMatches } from '../http/etag.ts'
import { allowInlineScripts, inlineScriptSources } from '../security/inline-scripts.ts'
import { compress, minCompressBytes, preferredEncoding, type Encoding } from './compression.ts'
import { contentTypeFor, isCompressible } from './content-types.ts'
import { variantFile } from './variant-file.ts'
import { isConsolePage, isPrivatePage } from '../../src/site/private-addresses.ts'

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'
const shortLived = 'public, max-age=3600'

/** Old spelling kept working; the site's route is /employee-benifits. */
const redirects: Record<string, string> = {
  '/employee-benefits': '/employee-benifits',
  '/employee-benefits/': '/employee-benifits',
}

/** How long a file's stat result is trusted before checking the disk again. */
const recheckMs = 1000

interface CachedFile {
  file: string
  mtimeMs: number
  size: number
  checkedAt: number
  body: Uint8Array<ArrayBuffer>
  etag: string
  contentType: string
  /** A page's own inline scripts (the router's state), allowed by its policy. */
  inlineScripts: readonly string[]
  compressed: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>
}

/** Splits a URL path into safe segments; null for anything that could escape the folder or is hidden. */
export function safeSegments(pathname: string): string[] | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const segments = decoded.split('/').filter((segment) => segment !== '')
  // No '..', no '.', no dotfiles (e.g. the build stamp) — only .well-known may be public.
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return null
  return segments
}

function cacheControlFor(segments: readonly string[], fileName: string): string {
  if (segments[0] === 'assets') return immutable
  if (fileName.endsWith('.html') || fileName === 'sw.js' || fileName.endsWith('.webmanifest')) return revalidate
  return shortLived
}

/**
 * Serves the built site from `root`: files with cache headers, ETags and cached gzip/brotli variants;
 * folders only through their index.html (no listings); unknown pages get 404.html (status 404) or
 * the app shell; unknown files get a plain 404.
 */
export function staticSite(root: string, options: { precompress?: boolean } = {}): Handler {
  const base = path.resolve(root)
  const cache = new Map<string, CachedFile>()

  async function load(file: string): Promise<CachedFile | null> {
    const known = cache.get(file)
    // A rebuild shows up within a second; meanwhile busy pages skip the stat call.
    if (known !== undefined && Date.now() - known.checkedAt < recheckMs) return known
    let info: Awaited<ReturnType<typeof stat>>
    try {
      info = await stat(file)
    } catch {
      return null
    }
    if (!info.isFile()) return null
    if (known !== undefined && known.mtimeMs === info.mtimeMs && known.size === info.size) {
      known.checkedAt = Date.now()
      return known
    }
    const body = new Uint8Array(await readFile(file))
    const contentType = contentTypeFor(path.extname(file))
    const entry: CachedFile = {
      file,
      mtimeMs: info.mtimeMs,
      size: info.size,
      checkedAt: Date.now(),
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      contentType,
      inlineScripts: contentType.startsWith('text/html') ? inlineScriptSources(new TextDecoder().decode(body)) : [],
      compressed: new Map(),
    }
    cache.set(file, entry)
    return entry
  }

  /** The build's own variant (precompress.ts), when it is as new as the file; else null. */
  async function builtVariant(entry: CachedFile, encoding: Encoding): Promise<Uint8Array<ArrayBuffer> | null> {
    const sibling = variantFile(entry.file, encoding)
    try {
      if ((await stat(sibling)).mtimeMs < entry.mtimeMs) return null
      return new Uint8Array(await readFile(sibling))
    } catch {
      return null
    }
  }

  function compressedVariant(entry: CachedFile, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    let variant = entry.compressed.get(encoding)
    if (variant === undefined) {
      variant = builtVariant(entry, encoding).then(
        async (built) => built ?? new Uint8Array(await compress(entry.body, encoding, 'best')),
      )
      entry.compressed.set(encoding, variant)
    }
    return variant
  }

  /**
   * Makes every compressible file's variants ready once, in the background, one at a time: read from
   * the build's own (precompress.ts), or, for a site built without them, compressed here: best-quality
   * brotli takes a good part of a second for the framework chunk, which the first visitor after a start
   * would otherwise wait for.
   */
  async function precompressAll(): Promise<void> {
    const files = await readdir(base, { recursive: true }).catch(() => [])
    for (const relative of files) {
      const entry = await load(path.join(base, relative))
      if (entry === null || !isCompressible(entry.contentType) || entry.size < minCompressBytes) continue
      await compressedVariant(entry, 'br')
      await compressedVariant(entry, 'gzip')
    }
  }
  if (options.precompress === true) void precompressAll().catch(() => undefined)

  function respond(
    c: Context,
    entry: CachedFile,
    status: 200 | 404,
    cacheControl: string,
  ): Promise<Response> | Response {
    const compressible = isCompressible(entry.contentType)
    const encoding =
      compressible && entry.size >= minCompressBytes ? preferredEncoding(c.req.header('accept-encoding')) : null
    const etag = encoding === null ? entry.etag : entry.etag.replace(/"$/, `-${encoding}"`)
    c.header('Content-Type', entry.contentType)
    c.header('Cache-Control', cacheControl)
    c.header('ETag', etag)
    allowInlineScripts(c, entry.inlineScripts)
    if (compressible) c.header('Vary', 'Accept-Encoding')
    if (status === 200 && etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304)
    if (encoding === null) return c.body(entry.body, status)
    return compressedVariant(entry, encoding).then((body) => {
      c.header('Content-Encoding', encoding)
      return c.body(body, status)
    })
  }

  /** Each prerendered page's path by its lower-case spelling (`/pharmaceuticals` → `/Pharmaceuticals`). */
  let spellings: { readAt: number; byLowerCase: Promise<Map<string, string>> } | undefined
  function pageSpellings(): Promise<Map<string, string>> {
    if (spellings === undefined || Date.now() - spellings.readAt >= recheckMs) {
      const byLowerCase = readdir(base, { recursive: true })
        .catch(() => [])
        .then((files) => {
          const map = new Map<string, string>()
          for (const file of files) {
            const parts = file.split(path.sep)
            if (parts.length < 2 || parts.pop() !== 'index.html') continue
            const page = `/${parts.join('/')}`
            map.set(page.toLowerCase(), page)
          }
          return map
        })
      spellings = { readAt: Date.now(), byLowerCase }
    }
    return spellings.byLowerCase
  }

  function notFound(c: Context): Response {
    c.header('Cache-Control', revalidate)
    return c.text('Not found', 404)
  }

  return async (c) => {
    const url = new URL(c.req.url)
    const target = redirects[url.pathname]
    if (target !== undefined) return c.redirect(`${target}${url.search}`, 301)

    const segments = safeSegments(url.pathname)
    if (segments === null) return notFound(c)
    const requested = path.join(base, ...segments)
    if (requested !== base && !requested.startsWith(base + path.sep)) return notFound(c)

    const direct = await load(requested)
    if (direct !== null) return respond(c, direct, 200, cacheControlFor(segments, segments[segments.length - 1] ?? ''))
    // A folder is served only through its index.html (prerendered pages), never listed.
    const page = await load(path.join(requested, 'index.html'))
    // A page has one address, without a trailing slash (its canonical one): `/job-openings/` would
    // otherwise be the page as built, not the server's rendering with the current jobs.
    if (page !== null && segments.length > 0 && url.pathname.endsWith('/'))
      return c.redirect(`${encodeURI(`/${segments.join('/')}`)}${url.search}`, 301)
    if (page !== null) return respond(c, page, 200, revalidate)
    // A missing file (it has an extension) is a plain 404; a missing page gets the site's own page.
    if (/\.[A-Za-z0-9]+$/.test(segments[segments.length - 1] ?? '')) return notFound(c)
    // The staff console and the applicant's page render in the browser from the bare app shell (the
    // console's with its frame), never kept or indexed: their data comes from the API.
    if (isPrivatePage(url.pathname)) {
      const shell =
        (isConsolePage(url.pathname) ? await load(path.join(base, 'console-shell.html')) : null) ??
        (await load(path.join(base, 'app-shell.html'))) ??
        (await load(path.join(base, 'index.html')))
      if (shell === null) return notFound(c)
      c.header('X-Robots-Tag', 'noindex, nofollow')
      return respond(c, shell, 200, 'no-store')
    }
    // A page's address typed in another letter case: one permanent redirect to its own spelling.
    const spelling = (await pageSpellings()).get(`/${segments.join('/')}`.toLowerCase())
    if (spelling !== undefined) return c.redirect(`${encodeURI(spelling)}${url.search}`, 301)
    const notFoundPage = await load(path.join(base, '404.html'))
    if (notFoundPage !== null) return respond(c, notFoundPage, 404, revalidate)
    const shell = await load(path.join(base, 'index.html'))
    if (shell !== null) return respond(c, shell, 200, revalidate)
    return notFound(c)
  }
}
