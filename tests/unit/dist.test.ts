import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { Script } from 'node:vm'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

// Checks the production build that `npm test` makes first (OUT_DIR for side-by-side builds).
const dist = process.env.OUT_DIR ?? 'dist'
const precacheBudgetBytes = 2 * 1024 * 1024

/** Every HTML file the build wrote: the prerendered pages, the 404 page, the app shell and the data pages' templates. */
function htmlFiles(folder = dist): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

function precachedUrls(): string[] {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8')
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '')
}

describe.runIf(existsSync(join(dist, 'index.html')))('the built site', () => {
  it('keeps the server renderer out of the precache', () => {
    expect(existsSync(join(dist, '.server', 'entry-server.js'))).toBe(true)
    expect(precachedUrls().filter((url) => url.includes('.server'))).toEqual([])
  })

  it('links the web manifest once from every page, in the head of its HTML', () => {
    const pages = htmlFiles()
    expect(pages.length).toBeGreaterThan(30)
    const misses = pages.filter((file) => {
      const html = readFileSync(file, 'utf8')
      const head = html.slice(0, html.indexOf('</head>'))
      return (
        head.match(/<link rel="manifest" href="\/manifest\.webmanifest">/g)?.length !== 1 ||
        html.match(/rel="manifest"/g)?.length !== 1
      )
    })
    expect(misses).toEqual([])
  })

  it('has a service worker and a parseable web manifest', () => {
    expect(existsSync(join(dist, 'sw.js'))).toBe(true)
    const manifest: unknown = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'))
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' })
  })

  it('has a service worker that runs as the classic script it is registered as (no import, no import.meta)', () => {
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8')
    expect(() => new Script(worker, { filename: 'sw.js' })).not.toThrow()
  })

  it('offers the share target in the web manifest', () => {
    const manifest: unknown = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'))
    expect(manifest).toMatchObject({
      share_target: { action: '/share-target/', method: 'POST', enctype: 'multipart/form-data' },
    })
  })

  it('precaches the shell, every code chunk but the staff console, the styles and the fonts', () => {
    const urls = new Set(precachedUrls())
    expect(urls.has('index.html')).toBe(true)
    const assets = readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css|woff2)$/.test(file))
    expect(assets.length).toBeGreaterThan(30)
    const console = assets.filter((file) => file.startsWith('console'))
    expect(console.map((file) => file.slice(file.lastIndexOf('.'))).sort()).toEqual(['.css', '.js'])
    expect(console.filter((file) => urls.has(`assets/${file}`))).toEqual([])
    expect(assets.filter((file) => !urls.has(`assets/${file}`) && !console.includes(file))).toEqual([])
    // The six declared faces, each as its basic characters and the rest of the latin set.
    const fonts = assets.filter((file) => file.endsWith('.woff2'))
    expect(fonts).toHaveLength(12)
    expect(fonts.filter((file) => file.includes('-normal-basic-'))).toHaveLength(6)
    const weight = (files: string[]) => files.reduce((sum, file) => sum + statSync(join(dist, 'assets', file)).size, 0)
    // Without hinting, the basic parts (what a page waits for) weigh about 52 KB; the originals 122 KB.
    expect(weight(fonts.filter((file) => file.includes('-normal-basic-')))).toBeLessThan(56 * 1024)
    expect(weight(fonts)).toBeLessThan(100 * 1024)
  })

  it('precaches no API address and no install screenshots, and stays within 2 MB', () => {
    const urls = precachedUrls()
    expect(urls.filter((url) => url.includes('api/'))).toEqual([])
    expect(urls.filter((url) => url.startsWith('screenshots/'))).toEqual([])
    const total = urls.reduce((sum, url) => sum + statSync(join(dist, url)).size, 0)
    expect(total).toBeLessThanOrEqual(precacheBudgetBytes)
  })
})

describe.runIf(existsSync(join(dist, 'index.html')))('the home page', () => {
  const html = () => readFileSync(join(dist, 'index.html'), 'utf8')

  it('fits its head and the styles of its first paint in the first 14 KB (gzipped)', () => {
    const page = html()
    const head = page.slice(0, page.indexOf('</head>'))
    const siteSheet = /<link rel="stylesheet" href="\/(assets\/site-[^"]+\.css)">/.exec(head)?.[1]
    expect(siteSheet).toBeDefined()
    // The page's own styles are inlined in the head; the site-wide ones are the one linked file.
    expect(head).toMatch(/<style>[^<]+<\/style>/)
    const bytes =
      gzipSync(head, { level: 9 }).length + gzipSync(readFileSync(join(dist, siteSheet ?? '')), { level: 9 }).length
    expect(bytes).toBeLessThanOrEqual(14 * 1024)
  })

  it('loads one script, the boot script, and no stylesheet but the site-wide one', () => {
    const page = html()
    expect([...page.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1])).toEqual([
      expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/),
    ])
    expect(page).not.toContain('rel="modulepreload"')
    // The faces the pages use, not Open Sans 300, which is declared but used by no page.
    expect(
      [...page.matchAll(/<link rel="preload" as="font"[^>]*href="\/assets\/([a-z-]+-\d{3})-normal-/g)].map((m) => m[1]),
    ).toEqual([
      'open-sans-latin-400',
      'open-sans-latin-600',
      'roboto-latin-400',
      'roboto-latin-500',
      'roboto-latin-700',
    ])
    expect([
      ...page.matchAll(/<link rel="stylesheet"(?! href="[^"]+" type="text\/x-inlined" disabled)[^>]*>/g),
    ]).toHaveLength(1)
  })
})

describe.runIf(!existsSync(join(dist, 'index.html')))('the built site', () => {
  it('exists (run `npm run build` first)', () => {
    expect(existsSync(join(dist, 'index.html'))).toBe(true)
  })
})
