import { expect, type Page, test } from '@playwright/test'
import { sampleJobs } from '../../src/features/careers/sample-jobs'
import { serveBuiltDataPages } from './support'

/*
 * A saved job that closes: the saved list marks it, and where the Badging API exists the installed
 * app's icon counts the closed saved jobs not yet seen. The API is recorded in the page (a test
 * browser shows no app icon); the job list comes from a stand-in for /api/jobs/.
 */
// The job list comes from the stand-in: the app loads it itself (the server's own jobs would fill the page).
test.beforeEach(({ context }) => serveBuiltDataPages(context))

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const serve = (page: Page, jobs: readonly unknown[]) =>
  page.route('**/api/jobs/', (route) => route.fulfill({ json: { count: jobs.length, results: jobs } }))

test('a saved job that closed is marked in the saved list and counted on the app badge until seen', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = []
    Reflect.set(window, '__badges', calls)
    Object.assign(navigator, {
      setAppBadge: async (count: number) => void calls.push(`set ${count}`),
      clearAppBadge: async () => void calls.push('clear'),
    })
  })
  const badges = () => page.evaluate(() => Reflect.get(window, '__badges') as string[])
  const closing = sampleJobs[2]
  if (closing === undefined) throw new Error('the sample jobs changed')

  await serve(page, sampleJobs)
  await page.goto('/job-openings')
  await cards(page).nth(2).getByRole('button', { name: 'Save' }).click()
  await expect(cards(page).nth(2).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true')

  // The job closes: the next visit's live list no longer has it.
  await page.unroute('**/api/jobs/')
  await serve(
    page,
    sampleJobs.filter((job) => job.id !== closing.id),
  )
  await page.reload()
  await expect.poll(badges).toContain('set 1')

  await page.getByRole('button', { name: 'Saved', exact: true }).click()
  const card = cards(page).filter({ hasText: closing.job_name })
  await expect(card).toContainText('Closed: no longer taking applications')
  await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0)
  await expect.poll(async () => (await badges()).at(-1)).toBe('clear')

  // Seen now: the next visit's badge stays clear.
  await page.goto('/job-openings')
  await expect(cards(page).first()).toBeVisible()
  await expect.poll(async () => (await badges()).at(-1)).toBe('clear')
})
