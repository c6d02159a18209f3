import { expect, type Page, test } from '@playwright/test'
import { waitForApp, watchForErrors } from './support'

// The data pages come from the companion server (tests/support/serve-e2e.mjs), rendered with its data.
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (not E2E_STATIC)')

/** Requests for the data the server already put in the page. */
function watchDataRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (/\/api\/(jobs|plans)\//.test(request.url())) requests.push(request.url())
  })
  return requests
}

/** Waits until React has hydrated the page: the router has put its own title in place. */
async function waitForHydration(page: Page) {
  await waitForApp(page)
  await page.waitForFunction(() => document.head.querySelector('title:not([data-prerendered])') !== null)
}

test('the job list arrives in the HTML and hydrates with it: no second request, no mismatch', async ({
  page,
  request,
}) => {
  const errors = watchForErrors(page)
  const requests = watchDataRequests(page)
  const open = (await (await request.get('/api/jobs/')).json()) as { results: Array<{ job_name: string }> }
  // Every open job's title is in the HTML the server sends, before any script runs.
  const html = await (await request.get('/job-openings')).text()
  for (const job of open.results) expect(html).toContain(`>${job.job_name}</a></h2>`)

  await page.goto('/job-openings')
  await waitForHydration(page)
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(open.results.length)
  // The hydrated page answers the visitor: the search filters the list.
  await page.getByLabel('Search jobs').fill('Senior Java')
  await expect(page).toHaveURL(/q=Senior/)
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
  expect(errors).toEqual([])
})

test('a job link and the plans hydrate with the server’s data too', async ({ page, request }) => {
  const errors = watchForErrors(page)
  const requests = watchDataRequests(page)
  const open = (await (await request.get('/api/jobs/')).json()) as { results: Array<{ id: number; job_name: string }> }
  const job = open.results[1]
  if (job === undefined) throw new Error('the seed has fewer than two jobs')

  await page.goto(`/job-openings?job=${job.id}`)
  await waitForHydration(page)
  await expect(page.locator(`#job-${job.id}`).getByRole('button', { name: 'Show Less' })).toBeVisible()
  await expect(page).toHaveTitle(`${job.job_name} | Arcnova Consulting`)
  await page.locator(`#job-${job.id}`).getByRole('button', { name: 'Show Less' }).click()
  await expect(page.locator(`#job-${job.id}`).getByRole('button', { name: 'Show More' })).toBeVisible()

  await page.goto('/products')
  await waitForHydration(page)
  await expect(page.getByRole('article')).toHaveCount(3)
  await expect(page.getByRole('button', { name: 'Buy Now' }).first()).toBeEnabled()
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])
  expect(errors).toEqual([])

  // Within the app, a later visit to a data page loads the current data itself.
  await page.goto('/')
  await waitForHydration(page)
  // A visitor reaches the footer by scrolling, and by then its code runs (a tap before that is a full page load).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-hydrate-when-visible][data-hydrated] footer')).toHaveCount(1)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Job Openings' }).click()
  await expect(page).toHaveURL(/\/job-openings$/)
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(open.results.length)
  expect(requests.filter((url) => url.includes('/api/jobs/'))).toHaveLength(1)
})

test('a tap on the server-rendered list before the app has loaded takes effect once it has', async ({ page }) => {
  const errors = watchForErrors(page)
  let deliverApp = () => {}
  const appHeld = new Promise<void>((resolve) => (deliverApp = resolve))
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await appHeld
    await route.continue()
  })
  await page.goto('/job-openings')
  await waitForApp(page)
  const card = page.getByRole('main').getByRole('article').first()
  const more = card.getByRole('button', { name: 'Show More' })
  await more.click()
  await page.waitForTimeout(300)
  await expect(card.getByRole('button', { name: 'Show More' })).toBeVisible()

  deliverApp()
  await expect(card.getByRole('button', { name: 'Show Less' })).toBeVisible()
  // Once: the tap is not played twice (which would close the card again).
  await page.waitForTimeout(500)
  await expect(card.getByRole('button', { name: 'Show Less' })).toBeVisible()
  expect(errors).toEqual([])
})
