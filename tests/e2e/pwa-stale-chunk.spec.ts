import { expect, test } from '@playwright/test'
import { waitForApp } from './support'

test('a code chunk gone after a deploy costs one reload, not a broken page', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.evaluate(() => Reflect.set(window, '__beforeReload', true))
  // As after a deploy: the old page's chunk is gone until the page loads afresh.
  let reloaded = false
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true
  })
  let refused = 0
  await page.route(/\/assets\/banking-[\w-]+\.js$/, async (route) => {
    if (reloaded) return route.continue()
    refused += 1
    return route.fulfill({ status: 404, body: 'gone' })
  })
  await page.evaluate(() => history.pushState({}, '', '/banking'))
  // A popstate the page sends itself before the router listens is lost (a real back button cannot
  // come that early: this document has no entries of its own yet), so it is sent until one is heard.
  await expect(async () => {
    if (!reloaded) await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate'))).catch(() => undefined)
    expect(reloaded).toBe(true)
  }).toPass({ timeout: 15_000, intervals: [1000] })
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /bank/i })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/\/banking$/)
  expect(refused).toBeGreaterThanOrEqual(1)
  expect(await page.evaluate(() => Reflect.get(window, '__beforeReload'))).toBeUndefined()
})
