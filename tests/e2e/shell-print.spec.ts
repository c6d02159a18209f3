import { expect, test, type Page } from '@playwright/test'
import { waitForApp } from './support'

/** The `content` CSS generates after a link when printing. */
function printedAfter(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((link) => getComputedStyle(link, '::after').content)
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ media: 'print' })
})

test('a policy page prints its content only, with the addresses of its links', async ({ page }) => {
  await page.goto('/privacy')
  await waitForApp(page)
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeHidden()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  // Every part of the policy prints, also those that had not yet faded in on screen.
  for (const part of await page.getByRole('main').locator('section').all()) {
    expect(await part.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
  }
  expect(await printedAfter(page, 'main a[href^="mailto:"]')).toMatch(/^" \(" attr\(href\) "\)"$|^" \(mailto:/)
  // In-page links (the table of contents) print no address.
  expect(await printedAfter(page, 'main a[href^="#"]')).toBe('none')

  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.byteLength).toBeGreaterThan(1000)
})

test('a job prints alone: no menus, footer, filters, buttons or other jobs; its link shows its address', async ({
  page,
}) => {
  await page.goto('/job-openings?job=1')
  await waitForApp(page)
  // (Its buttons do not print, so the open job is found by its expanded state, not by a button's name.)
  const job = page.locator('article:has([aria-expanded="true"])')
  await expect(job).toHaveCount(1)
  await expect(job).toBeVisible()
  await expect(page.locator('article:not(:has([aria-expanded="true"]))').first()).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  await expect(page.getByRole('search')).toBeHidden()
  await expect(job.locator('button', { hasText: 'Apply Now' })).toBeHidden()
  expect(await printedAfter(page, 'main article h2 a')).toMatch(/\/job-openings\?job=\d+/)
})

test('on screen nothing changes: menus, footer and buttons show', async ({ page }) => {
  await page.emulateMedia({ media: 'screen' })
  await page.goto('/job-openings?job=1')
  await waitForApp(page)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply Now' }).first()).toBeVisible()
  expect(await printedAfter(page, 'main article h2 a')).toBe('none')
})
