import { expect, test, type Page } from '@playwright/test'
import { sampleJobs } from '../../src/features/careers/sample-jobs'
import { serveBuiltDataPages, waitForApp, watchForErrors } from './support'

// These tests fake the job list: the app must load it itself (the server's own jobs would fill the page).
test.beforeEach(({ context }) => serveBuiltDataPages(context))

async function fakeJobs(page: Page, headers: Record<string, string> = {}) {
  await page.route('**/api/jobs/', (route) =>
    route.fulfill({ json: { count: sampleJobs.length, results: sampleJobs }, headers }),
  )
}

async function jsonLd(page: Page): Promise<unknown[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
}

test('a shared link expands its job, scrolls to it, titles the page and carries one JobPosting', async ({
  page,
  baseURL,
}) => {
  const errors = watchForErrors(page)
  await page.setViewportSize({ width: 1280, height: 700 })
  await fakeJobs(page)
  await page.goto('/job-openings?job=103')
  await waitForApp(page)
  const card = page.locator('#job-103')
  await expect(card.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
  await expect(card).toBeInViewport()
  await expect(page).toHaveTitle('DevOps Engineer (AWS) | Arcnova Consulting')
  const blocks = await jsonLd(page)
  expect(blocks).toHaveLength(1)
  expect(blocks[0]).toMatchObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: 'DevOps Engineer (AWS)',
    datePosted: '2026-11-10',
    employmentType: 'CONTRACTOR',
    hiringOrganization: { '@type': 'Organization', name: 'Arcnova Consulting' },
    jobLocationType: 'TELECOMMUTE',
    directApply: true,
    url: `${baseURL}/job-openings?job=103`,
  })
  expect(JSON.stringify(blocks[0])).toContain('Run our cloud platform.')

  // Another job's link swaps the markup and the title; the plain list has neither.
  await page.locator('#job-101').getByRole('link', { name: 'Senior Java Developer' }).click()
  await expect(page).toHaveURL(/job=101/)
  await expect(page).toHaveTitle('Senior Java Developer | Arcnova Consulting')
  await expect(page.locator('#job-101').getByRole('button', { name: 'Show Less' })).toBeVisible()
  const swapped = await jsonLd(page)
  expect(swapped).toHaveLength(1)
  expect(swapped[0]).toMatchObject({
    title: 'Senior Java Developer',
    employmentType: 'FULL_TIME',
    jobLocation: { '@type': 'Place', address: { addressLocality: 'Indore', addressCountry: 'India' } },
  })
  await page.goto('/job-openings')
  await expect(page.getByRole('article')).toHaveCount(4)
  expect(await jsonLd(page)).toHaveLength(0)
  await expect(page).toHaveTitle('Current Job Openings | Arcnova Consulting')
  // The sample jobs exist only in the faked API: the real server answers their links 404.
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
})

test('every job name is a real link to its shareable URL', async ({ page }) => {
  await fakeJobs(page)
  await page.goto('/job-openings')
  for (const job of sampleJobs) {
    await expect(page.locator(`#job-${job.id}`).getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
      'href',
      `/job-openings?job=${job.id}`,
    )
  }
})

test('without the Web Share API, Copy link copies the URL and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'))
  await fakeJobs(page)
  await page.goto('/job-openings')
  const card = page.locator('#job-102')
  await card.getByRole('button', { name: 'Copy link' }).click()
  await expect(card.getByRole('status')).toHaveText('Link copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/job-openings?job=102`)
})

test('with the Web Share API, Share hands the job link to the system sheet', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Reflect.set(window, '__shared', shared)
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void shared.push(data),
    })
  })
  await fakeJobs(page)
  await page.goto('/job-openings')
  await page.locator('#job-101').getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, '__shared')))
    .toEqual([{ title: 'Senior Java Developer', url: `${baseURL}/job-openings?job=101` }])
})

test('a link to a job that no longer exists shows the list with a short notice', async ({ page }) => {
  await fakeJobs(page)
  await page.goto('/job-openings?job=999')
  await expect(page.getByText('This job is no longer open. Here are our current openings.')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(4)
  expect(await jsonLd(page)).toHaveLength(0)
  await expect(page).toHaveTitle('Current Job Openings | Arcnova Consulting')
})

test('openings served from the cache say when they were saved, and why', async ({ page, context }) => {
  const saved = '2026-11-20T09:30:00.000Z'
  await fakeJobs(page, { 'x-sw-cache-date': saved })
  await page.goto('/job-openings')
  const formatted = await page.evaluate(
    (iso) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    saved,
  )
  // Online, the worker answers from its cache only when the server failed or was too slow.
  await expect(
    page.getByText(`The latest openings could not be loaded — showing openings saved on ${formatted}.`, {
      exact: true,
    }),
  ).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(4)
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await expect(page.getByText(`You're offline — showing openings saved on ${formatted}`, { exact: true })).toBeVisible()
  await context.setOffline(false)
})
