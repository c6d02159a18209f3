import { expect, test } from '@playwright/test'
import { seeOffline, waitForApp, watchForErrors } from './support'

// The real service worker and the companion server's /api/plans/: page.route cannot see the worker's requests.
test.use({ serviceWorkers: 'allow' })
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server for /api/plans/')

test('offline, the saved plans show with the date they were saved, and Buy Now says why it is disabled', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  const errors = watchForErrors(page)
  await page.goto('/products')
  await waitForApp(page)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  // A reload puts the page under the worker (no clientsClaim), which then saves the plan list.
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect(page.getByRole('article')).toHaveCount(3)
  await expect(page.getByText(/You're offline — showing plans saved on/)).toHaveCount(0)
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  await page.reload()
  await waitForApp(page)
  await seeOffline(page, context)
  await expect(page.getByRole('article')).toHaveCount(3)
  await expect(page.getByText(/^You're offline — showing plans saved on .+\d{4}/)).toBeVisible()
  await expect(page.getByText('Connect to the internet to buy a plan')).toBeVisible()
  for (const button of await page.getByRole('button', { name: 'Buy Now' }).all()) await expect(button).toBeDisabled()

  await context.setOffline(false)
  await expect(page.getByText('Connect to the internet to buy a plan')).toHaveCount(0)
  for (const button of await page.getByRole('button', { name: 'Buy Now' }).all()) await expect(button).toBeEnabled()
  // The browser reports the failed requests made while offline.
  expect(
    errors.filter(
      (error) => !error.includes('ERR_INTERNET_DISCONNECTED') && !error.includes('Failed to load resource'),
    ),
  ).toEqual([])
})
