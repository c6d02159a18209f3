import { expect, test } from '@playwright/test'
import { axe, visitUntilControlled, waitForApp, waitForPageIdle, watchForErrors } from './support'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/no-such-page')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(errors.filter((error) => !error.includes('404'))).toEqual([])
})

test('/employee-benefits redirects to /employee-benifits', async ({ page }) => {
  await page.goto('/employee-benefits')
  await expect(page).toHaveURL(/\/employee-benifits$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a page address in another letter case redirects to the page: 301 from the server', async ({ page, request }) => {
  const answer = await request.get('/pharmaceuticals?ref=mail', { maxRedirects: 0 })
  expect(answer.status()).toBe(301)
  expect(answer.headers().location).toBe('/Pharmaceuticals?ref=mail')
  await page.goto('/PHARMACEUTICALS')
  await expect(page).toHaveURL(/\/Pharmaceuticals$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0)
})

test.describe('under the service worker, offline', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the app shell resolves a page address in another letter case by replacing the address', async ({
    page,
    context,
  }) => {
    await visitUntilControlled(page, '/about')
    await context.setOffline(true)
    // No precached page has this spelling: the worker answers with the app shell, and the router fixes it.
    await page.goto('/Managed/ITSupport?from=app')
    await expect(page).toHaveURL(/\/managed\/itsupport\?from=app$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('IT Support')
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
    await context.setOffline(false)
  })
})

test('/favicon.ico is an icon', async ({ request }) => {
  const answer = await request.get('/favicon.ico')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('image/x-icon')
  // An ICO file: reserved 0, type 1, at least one image.
  const body = await answer.body()
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1])
  expect(body.readUInt16LE(4)).toBeGreaterThan(0)
})

test('every page links the web manifest once, in the head of its HTML, server-rendered pages included', async ({
  page,
}) => {
  // Installers, PWA checkers and Chromium's own install check read the link from the HTML head.
  for (const path of ['/', '/about', '/job-openings', '/job-openings?job=1', '/products', '/no-such-page']) {
    const html = await (await page.request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/<link rel="manifest" href="\/manifest\.webmanifest">/g), path).toHaveLength(1)
    expect(html.match(/rel="manifest"/g), path).toHaveLength(1)
    await page.goto(path)
    await waitForApp(page)
    await waitForPageIdle(page)
    await expect(page.locator('link[rel="manifest"]'), path).toHaveCount(1)
  }
})

test('the not-found page says noindex and names no canonical address, also after navigating to it', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await waitForApp(page)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0)
  // Leaving it for a real page drops the noindex.
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

for (const width of [1280, 390]) {
  test(`axe finds no WCAG A/AA violation on the shell at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    await waitForApp(page)
    if (width < 1080) await page.getByRole('button', { name: /menu/i }).click()
    else
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Services', exact: true })
        .hover()
    await page.waitForTimeout(300)
    const results = await axe(page)
      .withTags(wcag)
      // Radix's focus proxy: an aria-hidden span that only forwards Tab into the open menu panel.
      .exclude('nav[aria-label="Main"] span[aria-hidden="true"][tabindex="0"]')
      .analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])
  })
}

for (const width of [320, 390, 768]) {
  test(`no sideways scrolling at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await waitForApp(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
