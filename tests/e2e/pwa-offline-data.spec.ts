import { expect, test } from '@playwright/test'
import { seeOffline, visitUntilControlled } from './support'

test.use({ serviceWorkers: 'allow' })

test('offline, the job list and the plan list show from the cache with a notice', async ({ page, context }) => {
  await visitUntilControlled(page, '/job-openings')
  // The list's own count (the cards past the first screen render a moment after the first ones).
  const jobCount = Number.parseInt((await page.getByText(/^\d+ job openings?$/).textContent()) ?? '', 10)
  expect(jobCount).toBeGreaterThan(3)
  await expect(page.getByRole('article')).toHaveCount(jobCount)
  await page.goto('/products')
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByText(/You're offline — showing/)).toHaveCount(0)

  await context.setOffline(true)
  await page.goto('/job-openings')
  await seeOffline(page, context)
  await expect(page.getByText(/^You're offline — showing openings saved on .+/)).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(jobCount)

  await page.goto('/products')
  await seeOffline(page, context)
  await expect(page.getByText(/^You're offline — showing plans saved on .+/)).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(3)
  await expect(page.getByText('Connect to the internet to buy a plan')).toBeVisible()
  for (const buy of await page.getByRole('button', { name: 'Buy Now' }).all()) await expect(buy).toBeDisabled()
})

test('when the server fails, the last saved job list shows with its date and Try again', async ({ page, context }) => {
  await visitUntilControlled(page, '/job-openings')
  const jobCount = Number.parseInt((await page.getByText(/^\d+ job openings?$/).textContent()) ?? '', 10)
  await expect(page.getByRole('article')).toHaveCount(jobCount)

  // The worker's own requests (the page, the list) get a 500: it answers with what it saved, dated.
  const down = { status: 500, json: { detail: 'down' } }
  await context.route('**/api/jobs/', (route) => route.fulfill(down))
  await context.route('**/job-openings', (route) => route.fulfill(down))
  await page.reload()
  await expect(
    page.getByText(/^The latest openings could not be loaded — showing openings saved on .+\.$/),
  ).toBeVisible()
  await expect(page.getByText(/offline/)).toHaveCount(0)
  await expect(page.getByRole('article')).toHaveCount(jobCount)

  await context.unroute('**/api/jobs/')
  await context.unroute('**/job-openings')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByText(`${jobCount} job openings`)).toBeFocused()
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0)
})

test('an application submitted offline is never sent, not then and not after reconnecting', async ({
  page,
  context,
}) => {
  const posts: string[] = []
  context.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await visitUntilControlled(page, '/job-openings')
  // The list must have come through the worker (and into its cache) before the connection drops.
  await expect(page.getByRole('article').first()).toBeVisible()
  await context.setOffline(true)
  await page.reload()
  await seeOffline(page, context)
  await page.getByRole('button', { name: 'Apply Now' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Full Name').fill('Asha Verma')
  await dialog.getByLabel('Email').fill('asha@example.com')
  await dialog.getByLabel('Phone').fill('+91 98765 43210')
  await dialog.getByLabel('Upload CV').setInputFiles({
    name: 'asha-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  })
  await dialog.getByRole('button', { name: 'Submit Application' }).click({ force: true })
  await expect(
    page
      .getByText('You are offline: nothing was sent. Your application is kept here — send it when you are back online.')
      .first(),
  ).toBeVisible()
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Asha Verma')

  await context.setOffline(false)
  await page.waitForTimeout(3000)
  expect(posts.filter((url) => url.includes('/api/job-applications/'))).toEqual([])
  await expect(dialog.getByLabel('Email')).toHaveValue('asha@example.com')
})

test('on a first visit, once the app is ready offline, Apply opens its form with no connection', async ({
  page,
  context,
}) => {
  // The page is not under the worker yet (no clientsClaim): the dialog's code comes from the caches
  // the worker's install filled, not from a prefetch on a timer.
  await page.goto('/job-openings')
  await expect(page.getByText('Ready to work offline', { exact: true })).toBeVisible({ timeout: 15_000 })
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Apply Now' }).first().click()
  await expect(page.getByRole('dialog').getByLabel('Full Name')).toBeVisible()
  await expect(page.getByText('The application form could not load.', { exact: false })).toHaveCount(0)
})

test('a server slower than 3 s: the data page comes from the copy saved last time, saying when', async ({
  page,
  context,
}) => {
  await visitUntilControlled(page, '/job-openings')
  const jobCount = Number.parseInt((await page.getByText(/^\d+ job openings?$/).textContent()) ?? '', 10)
  // The worker's request for the page gets its answer only after 12 s: well past anything the page
  // takes without it, even on a busy machine.
  await context.route('**/job-openings', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000))
    await route.continue().catch(() => undefined)
  })
  const started = Date.now()
  await page.reload()
  await expect(
    page.getByText(/^The latest openings could not be loaded — showing openings saved on .+\.$/),
  ).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(jobCount)
  expect(Date.now() - started).toBeLessThan(10_000)
})

test('a server slower than 3 s and no saved copy: the precached page, which loads the list itself', async ({
  page,
  context,
}) => {
  await visitUntilControlled(page, '/')
  await page.evaluate(() => caches.delete('data-pages'))
  await context.route('**/job-openings', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000))
    await route.continue().catch(() => undefined)
  })
  const started = Date.now()
  await page.goto('/job-openings')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  expect(Date.now() - started).toBeLessThan(10_000)
})
