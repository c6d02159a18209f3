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
  await page.evaluate(() => {
    history.pushState({}, '', '/banking')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect.poll(() => reloaded, { timeout: 15_000 }).toBe(true)
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: /bank/i })).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/banking$/)
  expect(refused).toBeGreaterThanOrEqual(1)
  expect(await page.evaluate(() => Reflect.get(window, '__beforeReload'))).toBeUndefined()
})
