import { expect, test } from '@playwright/test'
import { allPages } from '../../src/site/site-map'
import { seeOffline, visitUntilControlled, waitForApp } from './support'

test.use({ serviceWorkers: 'allow' })

test('after one visit, every page of the site map opens offline, typed or clicked', async ({ page, context }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByText('Ready to work offline', { exact: true })).toBeVisible({ timeout: 15_000 })
  await visitUntilControlled(page)
  await context.setOffline(true)
  await expect(page.getByText('You are offline. Saved pages still work.', { exact: true })).toBeVisible()

  for (const sitePage of allPages) {
    await page.goto(sitePage.path)
    await waitForApp(page)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), sitePage.path).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  }

  await page.goto('/')
  await waitForApp(page)
  await seeOffline(page, context)
  // Clicked means within the app: a visitor scrolls to the footer first, and by then its code runs. A
  // tap that beats it is a full page load (which works offline too, but is what the loop above tests),
  // and Chromium's emulation leaves that new page believing it is online, so it would never hear of
  // the connection's return.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-hydrate-when-visible][data-hydrated] footer')).toHaveCount(1)
  const pageBeforeClick = await page.evaluate(() => performance.timeOrigin)
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/company-overview$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => performance.timeOrigin), 'the router opened the page, not a page load').toBe(
    pageBeforeClick,
  )

  await context.setOffline(false)
  await expect(page.getByText('You are back online.', { exact: true })).toBeVisible()
})

test("'Ready to work offline' shows once, on the first install only", async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('Ready to work offline', { exact: true })).toBeVisible({ timeout: 15_000 })
  await page.reload()
  await waitForApp(page)
  await page.waitForTimeout(1500)
  await expect(page.getByText('Ready to work offline', { exact: true })).toHaveCount(0)
})

test('the API is never answered with the app shell', async ({ page }) => {
  await visitUntilControlled(page)
  const status = await page.evaluate(async () => (await fetch('/api/no-such-endpoint/')).status)
  expect(status).toBe(404)
})
