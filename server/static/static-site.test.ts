import { rm, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appWithoutDb } from '../test-support/stub-deps.ts'
import { fakeSite, listen } from '../test-support/test-server.ts'

type Listening = Awaited<ReturnType<typeof listen>>

/** Raw GET with node:http: no automatic decompression and no URL normalisation of the path. */
function rawGet(url: string, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const { hostname, port } = new URL(url)
      const req = request({ hostname, port, path: rawPath, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('serving the built site', () => {
  let site: string
  let server: Listening
  beforeAll(async () => {
    site = await fakeSite()
    await writeFile(path.join(site, '..', `${path.basename(site)}-secret.txt`), 'outside the site')
    server = await listen(appWithoutDb({ staticDir: site }))
  })
  afterAll(async () => {
    await server.close()
    await rm(site, { recursive: true, force: true })
    await rm(path.join(site, '..', `${path.basename(site)}-secret.txt`), { force: true })
  })

  it('serves hashed assets as immutable for a year', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
  })

  it('serves HTML, the service worker and the manifest with no-cache, the manifest as application/manifest+json', async () => {
    for (const file of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/careers']) {
      const response = await fetch(`${server.url}${file}`)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('cache-control'), file).toBe('no-cache')
    }
    const manifest = await fetch(`${server.url}/manifest.webmanifest`)
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json')
  })

  it('compresses with brotli or gzip as the client asks, and not at all when it does not', async () => {
    const original = await rawGet(server.url, '/assets/app-abc123.js')
    expect(original.headers['content-encoding']).toBeUndefined()
    const br = await rawGet(server.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(br.body.length).toBeLessThan(original.body.length)
    expect(brotliDecompressSync(br.body)).toEqual(original.body)
    const gzip = await rawGet(server.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body)).toEqual(original.body)
    const refused = await rawGet(server.url, '/assets/app-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip' })
    expect(refused.headers['content-encoding']).toBe('gzip')
  })

  it('sends the build’s own compressed variant when it is as new as the file, else compresses the file', async () => {
    const file = path.join(site, 'assets', 'built-abc123.js')
    const body = `console.log(${JSON.stringify('built '.repeat(400))})\n`
    await writeFile(file, body)
    // A variant the build wrote (precompress.ts): recognisable, so the test sees it is the one sent.
    const marked = `console.log(${JSON.stringify('marked '.repeat(400))})\n`
    await writeFile(`${file}.br`, brotliCompressSync(marked))
    await writeFile(`${file}.gz`, gzipSync(marked))
    const br = await rawGet(server.url, '/assets/built-abc123.js', { 'Accept-Encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(marked)
    const gzip = await rawGet(server.url, '/assets/built-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(gunzipSync(gzip.body).toString()).toBe(marked)

    // A variant older than its file (left from an earlier build) is not sent.
    const stale = path.join(site, 'assets', 'stale-abc123.js')
    await writeFile(`${stale}.br`, brotliCompressSync(marked))
    await utimes(`${stale}.br`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))
    await writeFile(stale, body)
    const fresh = await rawGet(server.url, '/assets/stale-abc123.js', { 'Accept-Encoding': 'br' })
    expect(brotliDecompressSync(fresh.body).toString()).toBe(body)
  })

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${server.url}/`)
    const again = await fetch(`${server.url}/`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
  })

  it('serves a prerendered page from its folder', async () => {
    for (const page of ['/careers', '/careers/']) {
      const response = await fetch(`${server.url}${page}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<h1>Careers</h1>')
    }
  })

  it('serves the not-found page with 404 for unknown routes, and a plain 404 for missing files', async () => {
    const page = await fetch(`${server.url}/no/such/page`)
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain('Page not found')
    const file = await fetch(`${server.url}/assets/missing-123.js`)
    expect(file.status).toBe(404)
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/)
  })

  it('lists no directories', async () => {
    const response = await fetch(`${server.url}/assets/`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('app-abc123.js')
  })

  it.each(['/../', '/%2e%2e/', '/assets/..%2f..%2f', '/%2e%2e%5c', '/..%252f'])(
    'refuses to leave the folder via %s',
    async (prefix) => {
      const response = await rawGet(server.url, `${prefix}${path.basename(site)}-secret.txt`)
      expect(response.status).toBe(404)
      expect(response.body.toString()).not.toContain('outside the site')
    },
  )

  it('does not serve hidden files such as the build stamp', async () => {
    expect((await fetch(`${server.url}/.build-stamp.json`)).status).toBe(404)
  })

  it('redirects /employee-benefits to /employee-benifits with the query string', async () => {
    const response = await fetch(`${server.url}/employee-benefits?ref=mail`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/employee-benifits?ref=mail')
  })

  it('redirects a page address typed in another letter case to the page, once, with the query string', async () => {
    for (const [typed, page] of [
      ['/pharmaceuticals', '/Pharmaceuticals'],
      ['/PHARMACEUTICALS/?utm_source=mail', '/Pharmaceuticals?utm_source=mail'],
      ['/Managed/ITSupport', '/managed/itsupport'],
      ['/CAREERS', '/careers'],
    ] as const) {
      const response = await fetch(`${server.url}${typed}`, { redirect: 'manual' })
      expect(response.status, typed).toBe(301)
      expect(response.headers.get('location'), typed).toBe(page)
    }
    expect((await fetch(`${server.url}/Pharmaceuticals`, { redirect: 'manual' })).status).toBe(200)
    // Files keep their exact names, and an address that is no page stays a 404.
    expect((await fetch(`${server.url}/ROBOTS.TXT`, { redirect: 'manual' })).status).toBe(404)
    expect((await fetch(`${server.url}/pharmaceutical`, { redirect: 'manual' })).status).toBe(404)
  })

  it('redirects a page address with a trailing slash to its one address, with the query string', async () => {
    const response = await fetch(`${server.url}/Pharmaceuticals/?utm_source=mail`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/Pharmaceuticals?utm_source=mail')
    expect((await fetch(`${server.url}/`, { redirect: 'manual' })).status).toBe(200)
  })

  it('never answers /api/ paths from the site folder', async () => {
    await writeFile(path.join(site, 'api.txt'), 'static')
    const response = await fetch(`${server.url}/api/jobs-not-here/`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Not found' })
  })

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${server.url}/`, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })
})

describe('a build without a 404 page', () => {
  let site: string
  let server: Listening
  beforeAll(async () => {
    site = await fakeSite({ with404: false })
    server = await listen(appWithoutDb({ staticDir: site }))
  })
  afterAll(async () => {
    await server.close()
    await rm(site, { recursive: true, force: true })
  })

  it('falls back to the app shell with 200, so the client router shows its not-found page', async () => {
    const response = await fetch(`${server.url}/no/such/page`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<div id="root">')
  })
})
