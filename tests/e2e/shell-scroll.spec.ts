import { expect, test } from '@playwright/test'
import { waitForApp, waitForPageIdle } from './support'

/** The app has started: main.tsx stamps the build on <html>. */
const appStarted = (page: import('@playwright/test').Page) =>
  expect(page.locator('html[data-build]')).toHaveCount(1, { timeout: 15_000 })

test('scrolling while the app loads: the page stays where the visitor scrolled to', async ({ page }) => {
  // The app's code waits until the visitor has scrolled, as on a slow phone.
  let release: () => void = () => {}
  const scrolled = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await scrolled
    await route.continue()
  })
  await page.goto('/')
  await waitForApp(page)
  await page.evaluate(() => window.scrollTo(0, 1200))
  release()
  await appStarted(page)
  // The router's first render used to move the page back to the top.
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1100)
})

test('a link to another page starts at its top, and Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await appStarted(page)
  // The router has rendered the page (the page is idle only after the app's first commit): the
  // router tracks scrolling from its first render on.
  await waitForPageIdle(page)
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1100)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Job Openings' }).click()
  await expect(page).toHaveURL(/\/job-openings$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1100)
})
