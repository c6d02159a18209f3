import { expect, test } from '@playwright/test'
import { waitForApp } from './support'

test('a code chunk gone after a deploy costs one reload, not a broken page', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.evaluate(() => Reflect.set(window, '__beforeReload', true))
  let refused = 0
  await page.route(/\/assets\/banking-[\w-]+\.js$/, async (route) => {
    if (refused++ === 0) await route.fulfill({ status: 404, body: 'gone' })
    else await route.continue()
  })
  await page.evaluate(() => {
    history.pushState({}, '', '/banking')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/banking$/)
  expect(refused).toBeGreaterThanOrEqual(2)
  expect(await page.evaluate(() => Reflect.get(window, '__beforeReload'))).toBeUndefined()
})
