import { expect, test } from '@playwright/test'
import { launchArgs, waitForApp } from './support'

test.use({ serviceWorkers: 'allow' })

test("Chromium's own check: installable, and the manifest parses without errors", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Installability is never reported in incognito, which every normal test context is.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: '/usr/bin/chromium',
    args: launchArgs,
    baseURL,
  })
  const page = await context.newPage()
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
  // The browser offers installation only to a page with a web manifest, which the app links with
  // its service worker once it runs: the offer cannot come earlier.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1)
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(offer, {
      prompt: () => {
        Reflect.set(window, '__prompted', true)
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
  })
  // The button lives in the footer, which comes to life when the visitor gets there.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(install).toBeVisible()
  await install.click()
  expect(await page.evaluate(() => Reflect.get(window, '__prompted'))).toBe(true)
  await expect(install).toHaveCount(0)
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
