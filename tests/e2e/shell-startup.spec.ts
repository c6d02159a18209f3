import { expect, test, type Page } from '@playwright/test'
import { waitForApp, waitForPageIdle, watchForErrors } from './support'

const loadingText = 'Loading Arcnova Consulting...'

/** Records whether the loading screen was ever in the document, from the very first script. */
async function recordLoadingScreen(page: Page) {
  await page.addInitScript(() => {
    const flag = '__sawLoadingScreen'
    Reflect.set(window, flag, false)
    new MutationObserver(() => {
      const screen = document.querySelector('[data-testid="loading-screen"]')
      if (screen && !screen.hasAttribute('hidden')) Reflect.set(window, flag, true)
    }).observe(document, { attributes: true, childList: true, subtree: true })
  })
}

test('slow fonts: the loading screen shows with the logo until they arrive', async ({ page }) => {
  // One slow face is enough to hold the screen, and it leaves the browser's connections free. It
  // arrives once the test has seen the screen (not after a fixed delay that a busy machine outlasts).
  let fontArrives = () => {}
  const arrived = new Promise<void>((resolve) => (fontArrives = resolve))
  await page.route('**/roboto-latin-700-*.woff2', async (route) => {
    await arrived
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'commit' })
  const screen = page.getByTestId('loading-screen')
  await expect(screen).toBeVisible()
  await expect(screen).toContainText(loadingText)
  await expect(screen.getByRole('img', { name: 'Arcnova Consulting' })).toBeVisible()
  await expect(page.getByRole('main')).toBeHidden()
  fontArrives()
  await expect(screen).toHaveCount(0, { timeout: 5000 })
  await expect(page.getByRole('main')).toBeVisible()
  expect(await page.evaluate(() => document.fonts.check('700 1em Roboto'))).toBe(true)
})

test('failing fonts: the app still shows once they fail', async ({ page }) => {
  await page.route('**/*.woff2', (route) => route.abort())
  await page.goto('/')
  await waitForApp(page)
  await expect(page.getByRole('banner')).toBeVisible()
})

test('fonts that never answer: the app shows after the 3 s limit', async ({ page }) => {
  await page.route('**/*.woff2', () => {})
  const started = Date.now()
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.getByTestId('loading-screen')).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible({ timeout: 6000 })
  const waited = Date.now() - started
  expect(waited).toBeGreaterThan(2500)
  expect(waited).toBeLessThan(6000)
})

test('fonts already available: the loading screen never flashes', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await recordLoadingScreen(page)
  await page.reload()
  await waitForApp(page)
  await page.goto('/contact')
  await waitForApp(page)
  expect(await page.evaluate(() => Reflect.get(window, '__sawLoadingScreen'))).toBe(false)
})

test("the app hydrates the server's page from the router's state, keeping its elements, on every kind of page", async ({
  page,
}) => {
  const errors = watchForErrors(page)
  for (const path of ['/banking', '/job-openings?job=1', '/products']) {
    let deliverApp = () => {}
    const appHeld = new Promise<void>((resolve) => (deliverApp = resolve))
    await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
      await appHeld
      await route.continue()
    })
    await page.goto(path)
    await waitForApp(page)
    // The page's own script ran (its hash is in the policy) and left the state for the app.
    expect(await page.evaluate(() => typeof Reflect.get(window, '$_TSR'))).toBe('object')
    const kept = [page.getByRole('heading', { level: 1 }), page.getByRole('contentinfo')]
    for (const element of kept) await element.evaluate((node) => Reflect.set(node, '__fromServer', true))
    deliverApp()
    await expect(page.locator('html[data-build]')).toHaveCount(1, { timeout: 15_000 })
    // TanStack's RouterClient consumed the state, and React hydrated the same elements, not new ones,
    // also once the page is idle and the app's own layer has come.
    await expect.poll(() => page.evaluate(() => typeof Reflect.get(window, '$_TSR'))).toBe('undefined')
    await waitForPageIdle(page)
    for (const element of kept) expect(await element.evaluate((node) => Reflect.get(node, '__fromServer'))).toBe(true)
    await page.unrouteAll()
  }
  expect(errors).toEqual([])
})
