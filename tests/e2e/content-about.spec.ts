import { expect, test, type Page } from '@playwright/test'
import { pages } from '../../src/site/site-map'
import { settings } from '../../src/site/settings'
import { axe, waitForApp, watchForErrors } from './support'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Opens a page and checks what every page of the group must have: its h1, axe clean, no sideways scroll. */
async function openAndCheck(page: Page, path: string, h1: string) {
  const errors = watchForErrors(page)
  await page.goto(path)
  await waitForApp(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(h1)
  const results = await axe(page).include('main').withTags(wcag).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`),
    path,
  ).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, path).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 900 })
  return { main, errors }
}

test('/about is a placeholder that only says About, kept out of search (issue 60 item 12)', async ({
  page,
  request,
}) => {
  // The server's HTML says noindex before any script runs, and the app's head keeps saying it.
  const html = await (await request.get('/about')).text()
  expect(html).toMatch(/<meta name="robots" content="noindex"/)
  const { main, errors } = await openAndCheck(page, '/about', 'About')
  await expect(main).toHaveText('About')
  expect(await main.locator('*').count()).toBe(1)
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  expect(errors).toEqual([])
  // It still opens, but the sitemap no longer lists it; the other pages stay.
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toMatch(/<loc>[^<]*\/about<\/loc>/)
  expect(sitemap).toMatch(/<loc>[^<]*\/company-overview<\/loc>/)
})

test('/company-overview: why choose us, and EOR, AOR, C2C cards whose Explore links lead to real pages', async ({
  page,
}) => {
  const { main, errors } = await openAndCheck(page, '/company-overview', 'Company Overview')
  await expect(main.getByRole('region', { name: 'Why choose us' }).getByRole('listitem')).toHaveCount(6)
  const models = main.getByRole('region', { name: 'Hire anywhere: EOR, AOR and C2C' })
  const cards = models.getByRole('listitem')
  await expect(cards).toHaveCount(3)
  for (const [index, model] of ['EOR', 'AOR', 'C2C'].entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toContainText(model)
    const explore = card.getByRole('link', { name: /^Explore/ })
    expect(await explore.getAttribute('href')).toMatch(/^\/(staffing-solution|contact)$/)
  }
  await cards
    .first()
    .getByRole('link', { name: /^Explore/ })
    .click()
  await expect(page).toHaveURL(/\/staffing-solution$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await cards
    .last()
    .getByRole('link', { name: /^Explore/ })
    .click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  expect(errors).toEqual([])
})

test('/leadership-team: leaders with roles and bios, no photographs', async ({ page }) => {
  const { main, errors } = await openAndCheck(page, '/leadership-team', 'Leadership Team')
  const leaders = main.getByRole('region', { name: 'Meet our leaders' }).getByRole('listitem')
  expect(await leaders.count()).toBeGreaterThanOrEqual(4)
  await expect(leaders.first()).toContainText('Chief Executive Officer')
  // Only the hero illustration: leaders are shown by initials.
  await expect(main.getByRole('img')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('/core-values and /ourapproach: values as cards, the approach as ordered steps', async ({ page }) => {
  const values = await openAndCheck(page, '/core-values', 'Core Values')
  expect(
    await values.main.getByRole('region', { name: 'What we stand for' }).getByRole('heading', { level: 3 }).count(),
  ).toBeGreaterThanOrEqual(5)
  expect(values.errors).toEqual([])
  page.removeAllListeners('console')
  page.removeAllListeners('pageerror')
  const approach = await openAndCheck(page, '/ourapproach', 'Our Approach')
  const steps = approach.main.locator('ol').first().getByRole('listitem')
  await expect(steps).toHaveCount(4)
  await expect(steps.first().getByRole('heading', { level: 3 })).toHaveText('Discover')
  expect(approach.errors).toEqual([])
})

test('/success-stories: stories with measurable results, one a 40% efficiency gain', async ({ page }) => {
  const { main, errors } = await openAndCheck(page, '/success-stories', 'Success Stories')
  expect(await main.getByRole('article').count()).toBeGreaterThanOrEqual(3)
  await expect(main.getByRole('article').filter({ hasText: '40% efficiency gain' })).toHaveCount(1)
  expect(errors).toEqual([])
})

test('/employee-benifits: salaries, health and wellness, learning and development, work-life balance', async ({
  page,
}) => {
  const { main, errors } = await openAndCheck(page, '/employee-benifits', 'Employee Benefits')
  for (const title of [
    'Competitive Salaries',
    'Health and Wellness Programs',
    'Learning and Development',
    'Work-Life Balance',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
  expect(errors).toEqual([])
})

test('life at the company: an intro and exactly five why-work-here cards', async ({ page }) => {
  const { main, errors } = await openAndCheck(page, pages.lifeAt.path, `Life at ${settings.companyName}`)
  await expect(main.getByRole('region', { name: 'A place to do your best work' })).toBeVisible()
  const grid = main.getByRole('region', { name: `Why work at ${settings.companyName}?` })
  await expect(grid.getByRole('listitem')).toHaveCount(5)
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText([
    'Global Exposure',
    'Innovation Culture',
    'Continuous Learning',
    'Work-Life Balance',
    'Career Growth',
  ])
  expect(errors).toEqual([])
})
