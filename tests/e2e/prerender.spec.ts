import { expect, test, type Response } from '@playwright/test'
import { allPages, documentTitle, pages } from '../../src/site/site-map'
import { waitForApp } from './support'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every page of the site map is real HTML with its content and its own head', async ({ page }) => {
    test.setTimeout(90_000)
    const descriptions = new Set<string>()
    for (const sitePage of allPages) {
      const response = await page.goto(sitePage.path)
      expect(response?.status(), sitePage.path).toBe(200)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), sitePage.path).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page).toHaveTitle(documentTitle(sitePage))
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description).toBe(sitePage.description)
      descriptions.add(description ?? '')
      expect(await page.locator('html').getAttribute('lang')).toBe('en')
      await expect(page.getByTestId('loading-screen')).toBeHidden()
    }
    expect(descriptions.size).toBe(allPages.length)
  })

  test('link previews carry absolute canonical, Open Graph and Twitter tags', async ({ page }) => {
    await page.goto('/banking')
    const meta = (selector: string) => page.locator(selector).getAttribute('content')
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/banking$/)
    expect(await meta('meta[property="og:url"]')).toMatch(/^https?:\/\/[^/]+\/banking$/)
    expect(await meta('meta[property="og:image"]')).toMatch(/^https?:\/\/[^/]+\/og\/arcnova-og\.jpg$/)
    expect(await meta('meta[property="og:title"]')).toBe('Banking Industry Solutions | Arcnova Consulting')
    expect(await meta('meta[property="og:description"]')).toBeTruthy()
    expect(await meta('meta[property="og:type"]')).toBe('article')
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
  })

  test('the home page carries one Organization JSON-LD block', async ({ page }) => {
    await page.goto('/')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const organizations = blocks
      .map((text): unknown => JSON.parse(text))
      .filter((data) => JSON.stringify(data).includes('"Organization"'))
    expect(organizations).toHaveLength(1)
    expect(organizations[0]).toMatchObject({ '@type': 'Organization', name: 'Arcnova Consulting' })
  })

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })
})

test('sitemap.xml lists every indexed page and every open job with absolute URLs, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&')),
  )
  const pages = locations.filter((location) => location.search === '').map((location) => location.pathname)
  // A page kept out of search (the seed's /about) opens but is not listed.
  expect(pages.sort()).toEqual(
    allPages
      .filter((page) => !page.noindex)
      .map((page) => page.path)
      .sort(),
  )
  expect(pages).not.toContain('/about')
  const jobs = locations
    .filter((location) => location.search !== '')
    .map((location) => `${location.pathname}${location.search}`)
  const open = (await (await request.get('/api/jobs/')).json()) as { results: Array<{ id: number }> }
  expect(jobs.sort()).toEqual(open.results.map((job) => `/job-openings?job=${job.id}`).sort())
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})

test('the Open Graph image is 1200×630', async ({ page }) => {
  await page.goto('/og/arcnova-og.jpg')
  const size = await page.evaluate(() => {
    const image = document.querySelector('img')
    return image ? [image.naturalWidth, image.naturalHeight] : []
  })
  expect(size).toEqual([1200, 630])
})

test('every script a page runs asks V8 to compile it eagerly, off the main thread', async ({ page }) => {
  const scripts: Promise<{ url: string; head: string }>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/assets/')) {
      scripts.push(response.text().then((body) => ({ url: response.url(), head: body.slice(0, 40) })))
    }
  }
  page.on('response', onResponse)
  await page.goto('/job-openings')
  await expect(page.getByRole('article').first()).toBeVisible()
  // The list is in the server's HTML: wait for the app itself (its router's own title).
  await page.waitForFunction(() => document.head.querySelector('title:not([data-prerendered])') !== null)
  // Scripts fetched later (the Apply dialog's prefetch) would still be reading when the test ends.
  page.off('response', onResponse)
  const loaded = await Promise.all(scripts)
  expect(loaded.length).toBeGreaterThan(3)
  for (const { url, head } of loaded) expect(head, url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/)
})

test('a page has its title and description all through start-up, and one of each after navigating', async ({
  page,
}) => {
  // Records every moment (a mutation seen from a later microtask) the parsed head lacked either.
  await page.addInitScript(() => {
    const gaps: string[] = []
    Reflect.set(window, 'headGaps', gaps)
    let parsed = false
    new MutationObserver(() => {
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
      if (document.title !== '' && description !== '') parsed = true
      else if (parsed)
        gaps.push(`title "${document.title}", description "${description}" at ${Math.round(performance.now())} ms`)
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  })
  await page.goto('/banking')
  await waitForApp(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveTitle(documentTitle(pages.companyOverview))
  expect(await page.locator('title').count()).toBe(1)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pages.companyOverview.description)
  expect(await page.evaluate(() => Reflect.get(window, 'headGaps'))).toEqual([])
})

test('a first visit fetches no stylesheet the page carries inline and no font face no page uses', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const fetched: string[] = []
  page.on('request', (request) => {
    if (/\.(css|woff2)$/.test(request.url())) fetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/banking')
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  const inlined = await page
    .locator('link[rel="stylesheet"][type="text/x-inlined"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(inlined.length).toBeGreaterThan(0)
  for (const sheet of inlined) expect(fetched, `${sheet} is inlined`).not.toContain(sheet)
  expect(fetched.filter((sheet) => /\/assets\/site-[\w-]+\.css$/.test(sheet))).toHaveLength(1)
  // The page shows in its five faces, each only its basic part (the page has no accented letter);
  // Open Sans 300 is declared but no page sets it.
  const fonts = fetched.filter((file) => file.endsWith('.woff2'))
  expect(fonts).toHaveLength(5)
  for (const font of fonts) expect(font).toMatch(/-normal-basic-[\w-]+\.woff2$/)
  expect(fetched.filter((file) => file.includes('open-sans-latin-300'))).toEqual([])
  await context.close()
})

test('an accented letter brings the rest of the latin set, drawn in the same face', async ({ page }) => {
  await page.goto('/banking')
  await waitForApp(page)
  const extra = page.waitForRequest(/\/roboto-latin-400-normal-extra-[\w-]+\.woff2$/)
  expect(await page.evaluate(() => document.fonts.check('400 16px Roboto', 'é'))).toBe(false)
  await page.evaluate(() => {
    const name = document.createElement('p')
    name.style.font = '400 16px Roboto'
    name.textContent = 'José Müller'
    document.querySelector('main')?.append(name)
  })
  await extra
  await expect.poll(() => page.evaluate(() => document.fonts.check('400 16px Roboto', 'é'))).toBe(true)
})
