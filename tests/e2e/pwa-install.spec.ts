import { expect, type PlaywrightWorkerArgs, test } from '@playwright/test'
import { launchArgs, visitUntilControlled, waitForApp } from './support'

test.use({ serviceWorkers: 'allow' })

/** Chromium's `beforeinstallprompt`, as the browser fires it once the page may be installed. */
function offerInstallation() {
  const offer = new Event('beforeinstallprompt', { cancelable: true })
  Object.assign(offer, {
    prompt: () => {
      Reflect.set(window, '__prompted', true)
      return Promise.resolve()
    },
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  })
  window.dispatchEvent(offer)
}

/** A browser profile of its own: installability is never reported in incognito, which every normal test context is. */
async function installableProfile(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  profile: string,
) {
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: launchArgs,
    baseURL,
  })
  return { context, page: await context.newPage() }
}

test("Chromium's own check: installable, and the manifest parses without errors", async ({
  playwright,
  baseURL,
}, testInfo) => {
  const { context, page } = await installableProfile(playwright, baseURL, testInfo.outputPath('profile'))
  await page.goto('/')
  await waitForApp(page)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  const cdp = await context.newCDPSession(page)
  const { errors } = await cdp.send('Page.getAppManifest')
  expect(errors).toEqual([])
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 10_000 })
    .toEqual([])
  await context.close()
})

test('a page the service worker already controls is installable from its HTML, before any script of the app', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const { context, page } = await installableProfile(playwright, baseURL, testInfo.outputPath('profile'))
  await visitUntilControlled(page)
  const cdp = await context.newCDPSession(page)
  // Asked as soon as the document is parsed: Chromium reads the manifest link from the HTML head.
  await page.reload({ waitUntil: 'domcontentloaded' })
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
  await context.close()
})

test('the manifest carries identity, standalone display, icons, screenshots and shortcuts', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest: unknown = await response.json()
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Arcnova Consulting',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b3a67',
    background_color: '#ffffff',
  })
  expect(manifest).toHaveProperty(
    'icons',
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]),
  )
  expect(manifest).toHaveProperty('screenshots', [
    expect.objectContaining({ form_factor: 'narrow' }),
    expect.objectContaining({ form_factor: 'wide' }),
  ])
  expect(manifest).toHaveProperty('shortcuts', [
    expect.objectContaining({
      name: 'Job openings',
      url: '/job-openings',
      icons: [expect.objectContaining({ sizes: '96x96' })],
    }),
    expect.objectContaining({ name: 'Plans', url: '/products', icons: [expect.objectContaining({ sizes: '96x96' })] }),
    expect.objectContaining({
      name: 'Refer a friend',
      url: '/referral',
      icons: [expect.objectContaining({ sizes: '96x96' })],
    }),
  ])
  for (const path of [
    '/icons/icon-192.png',
    '/icons/icon-512.png',
    '/icons/icon-maskable-512.png',
    '/icons/shortcut-jobs-96.png',
    '/screenshots/home-wide.png',
    '/icons/apple-touch-icon.png',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200)
  }
})

test("'Install app' appears when the browser offers installation and goes once installed", async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  const install = page.getByRole('button', { name: 'Install app' })
  await expect(install).toHaveCount(0)
  await page.evaluate(offerInstallation)
  // The button lives in the footer, which comes to life when the visitor gets there.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(install).toBeVisible()
  await install.click()
  expect(await page.evaluate(() => Reflect.get(window, '__prompted'))).toBe(true)
  await expect(install).toHaveCount(0)
})

test('an offer the browser makes before the app has loaded is kept for the button', async ({ page }) => {
  // The app waits, as on a slow phone, while the browser offers installation.
  let deliverApp = () => {}
  const appHeld = new Promise<void>((resolve) => (deliverApp = resolve))
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await appHeld
    await route.continue()
  })
  await page.goto('/')
  await expect(page.locator('html.app-ready')).toHaveCount(1)
  await page.evaluate(offerInstallation)
  deliverApp()
  await waitForApp(page)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible()
})

test.describe('on iOS Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  })
  test('a Share → Add to Home Screen hint shows instead of a button', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(page.getByText('tap Share, then “Add to Home Screen”')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0)
  })
})

test('theme colour, apple-touch-icon and favicons are declared', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b3a67')
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png')
  await expect(page.locator('link[rel="icon"]')).toHaveCount(2)
})
