import { expect, test, type Page } from '@playwright/test'
import { sampleJobs } from '../../src/features/careers/sample-jobs'
import { axe, serveBuiltDataPages, waitForApp, watchForErrors } from './support'

// These tests fake the job list: the app must load it itself (the server's own jobs would fill the page).
test.beforeEach(({ context }) => serveBuiltDataPages(context))

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function fakeJobs(page: Page, body: unknown = { count: sampleJobs.length, results: sampleJobs }) {
  await page.route('**/api/jobs/', (route) => route.fulfill({ json: body }))
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')

test('shows a spinner while loading, then one card per job', async ({ page }) => {
  const errors = watchForErrors(page)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/jobs/', async (route) => {
    await held
    await route.fulfill({ json: sampleJobs })
  })
  await page.goto('/job-openings')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Current Job Openings' })).toBeVisible()
  const spinner = page.getByRole('status', { name: 'Loading job openings' })
  await expect(spinner).toBeVisible()
  release()
  await expect(cards(page)).toHaveCount(4)
  await expect(spinner).toHaveCount(0)
  await expect(page.getByText('4 job openings')).toBeVisible()

  const first = cards(page).first()
  await expect(first.getByRole('heading', { level: 2, name: 'Senior Java Developer' })).toBeVisible()
  await expect(first).toContainText('Backend Engineering')
  await expect(first).toContainText('Indore, Madhya Pradesh')
  await expect(first).toContainText('₹18,00,000 – ₹26,00,000 a year')
  await expect(first.getByRole('button', { name: 'Apply Now' })).toBeVisible()
  await expect(cards(page).nth(1)).toContainText('Location not specified')
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  expect(errors).toEqual([])
})

const unavailable = 'The job openings could not be loaded.'

test('a failed fetch says the list could not be loaded, never "no openings", and Try again loads it', async ({
  page,
}) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  await page.route('**/api/jobs/', (route) => route.abort('failed'))
  await page.goto('/job-openings')
  await waitForApp(page)
  await expect(page.getByText(unavailable)).toBeVisible()
  await expect(page.getByText('No openings right now…', { exact: false })).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Loading job openings' })).toHaveCount(0)
  expect(logged.some((text) => text.includes('Could not load job openings'))).toBe(true)

  // Still failing: the message stays, and focus returns to the button.
  const tryAgain = page.getByRole('button', { name: 'Try again' })
  await tryAgain.click()
  await expect(page.getByText(unavailable)).toBeVisible()
  await expect(tryAgain).toBeFocused()

  // Back: the list shows, and focus moves to its count.
  await page.unroute('**/api/jobs/')
  await fakeJobs(page)
  await tryAgain.click()
  await expect(cards(page)).toHaveCount(4)
  await expect(page.getByText(unavailable)).toHaveCount(0)
  await expect(page.getByText('4 job openings')).toBeFocused()
})

for (const [label, fulfil] of [
  ['broken JSON', { body: '{"results": [', contentType: 'application/json' }],
  ['an error status', { status: 500, json: { detail: 'boom' } }],
  ['another object', { json: { jobs: sampleJobs } }],
] as const) {
  test(`${label} reads as a list that could not be loaded`, async ({ page }) => {
    await page.route('**/api/jobs/', (route) => route.fulfill(fulfil))
    await page.goto('/job-openings')
    await expect(page.getByText(unavailable)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
  })
}

test('an empty list is still "no openings right now"', async ({ page }) => {
  await fakeJobs(page, { count: 0, results: [] })
  await page.goto('/job-openings')
  await expect(page.getByText('No openings right now…', { exact: false })).toBeVisible()
  await expect(page.getByText(unavailable)).toHaveCount(0)
})

test('only one card is expanded at a time and the open one closes on a second press', async ({ page }) => {
  await fakeJobs(page)
  await page.goto('/job-openings')
  const [first, second] = [cards(page).nth(0), cards(page).nth(1)]
  const toggle1 = first.getByRole('button', { name: 'Show More' })
  const controls = await toggle1.getAttribute('aria-controls')
  expect(controls).toBeTruthy()
  await expect(toggle1).toHaveAttribute('aria-expanded', 'false')
  await toggle1.click()
  await expect(first.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator(`#${controls}`)).toBeVisible()
  await second.getByRole('button', { name: 'Show More' }).click()
  await expect(second.getByRole('button', { name: 'Show Less' })).toBeVisible()
  await expect(first.getByRole('button', { name: 'Show More' })).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(`#${controls}`)).toBeHidden()
  await second.getByRole('button', { name: 'Show Less' }).click()
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveCount(0)
})

test('the expanded card shows only the sections the job has, one paragraph per line', async ({ page }) => {
  await fakeJobs(page)
  await page.goto('/job-openings')
  const full = cards(page).nth(0)
  await full.getByRole('button', { name: 'Show More' }).click()
  for (const title of ['Job Overview', 'Responsibilities', 'Qualifications', 'Experience', 'Skills']) {
    await expect(full.getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
  for (const term of ['Job Type', 'Schedule', 'Benefits', 'Supplemental Pay', 'Required Experience']) {
    await expect(full.locator('dt', { hasText: term })).toBeVisible()
  }
  const responsibilities = full
    .locator('section', { has: page.getByRole('heading', { name: 'Responsibilities' }) })
    .locator('p')
  await expect(responsibilities).toHaveText(['Design Spring Boot services', 'Review code', 'Mentor developers'])

  const sparse = cards(page).nth(1)
  await sparse.getByRole('button', { name: 'Show More' }).click()
  await expect(sparse.getByRole('heading', { level: 3 })).toHaveText(['Job Overview', 'Skills'])
  await expect(sparse.locator('dt')).toHaveText(['Job Type'])
})

test('markup in job text shows literally and never runs', async ({ page }) => {
  await fakeJobs(page)
  await page.goto('/job-openings')
  const card = cards(page).nth(3)
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    '<img src=x onerror="window.__pwned=1">Data <b>Engineer</b>',
  )
  await card.getByRole('button', { name: 'Show More' }).click()
  await expect(card.getByText('<script>window.__pwned=2</script>Pipelines in Spark.')).toBeVisible()
  await expect(card.locator('img, b, script')).toHaveCount(0)
  expect(await page.evaluate(() => Reflect.get(window, '__pwned'))).toBeUndefined()
})

test('keyword and location filters live in the URL and the count is announced', async ({ page }) => {
  await fakeJobs(page)
  await page.goto('/job-openings')
  await expect(cards(page)).toHaveCount(4)
  await page.getByLabel('Search jobs').fill('kubernetes')
  await expect(cards(page)).toHaveCount(1)
  await expect(page).toHaveURL(/[?&]q=kubernetes/)
  const count = page.getByText('Showing 1 of 4 job openings')
  await expect(count).toHaveAttribute('role', 'status')
  await page.getByLabel('Search jobs').fill('')
  await page.getByLabel('Location').selectOption('Pune, Maharashtra')
  await expect(cards(page)).toHaveCount(1)
  await expect(page).toHaveURL(/location=/)
  await page.reload()
  await expect(cards(page)).toHaveCount(1)
  await expect(page.getByLabel('Location')).toHaveValue('Pune, Maharashtra')

  await page.goto('/job-openings?q=nothing-like-this')
  await expect(page.getByText('No openings match your search.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(cards(page)).toHaveCount(4)
})

test('saved jobs stay on the device and the Saved filter shows them, even when the list fails', async ({ page }) => {
  await fakeJobs(page)
  await page.goto('/job-openings')
  const save = cards(page).nth(2).getByRole('button', { name: 'Save' })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Saved', exact: true }).click()
  await expect(page).toHaveURL(/saved=true/)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText('DevOps Engineer (AWS)')

  // Next visit: the API is unreachable, the saved copy still shows.
  await page.unroute('**/api/jobs/')
  await page.route('**/api/jobs/', (route) => route.abort('internetdisconnected'))
  await page.reload()
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText('Remote (India)')
  await cards(page).first().getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('You have not saved any jobs yet.')).toBeVisible()
})

test('when the list cannot load, the message offers the jobs saved on this device', async ({ page }) => {
  await fakeJobs(page)
  await page.goto('/job-openings')
  await cards(page).nth(0).getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toContainText('1')
  await page.unroute('**/api/jobs/')
  await page.route('**/api/jobs/', (route) => route.abort('internetdisconnected'))
  await page.reload()
  await expect(page.getByText(unavailable)).toBeVisible()
  await page.getByRole('button', { name: 'Show your saved jobs (1)' }).click()
  await expect(page).toHaveURL(/saved=true/)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText('Senior Java Developer')
})

test('no sideways scrolling at 320 px and axe finds nothing on the list', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  await fakeJobs(page)
  await page.goto('/job-openings?job=101')
  await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  const results = await axe(page).withTags(wcag).analyze()
  expect(results.violations).toEqual([])
})
