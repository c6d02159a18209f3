import { expect, test } from '@playwright/test'
import { allPages, documentTitle } from '../../src/site/site-map'
import { waitForApp, watchForErrors } from './support'

test('every route renders the header, its main content and the footer, with its own title', async ({ page }) => {
  test.setTimeout(120_000)
  const titles = new Set<string>()
  for (const sitePage of allPages) {
    const errors = watchForErrors(page)
    await page.goto(sitePage.path)
    await waitForApp(page)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle(documentTitle(sitePage))
    const description = await page.locator('meta[name="description"]').last().getAttribute('content')
    expect(description, sitePage.path).toBe(sitePage.description)
    titles.add(await page.title())
    expect(errors, sitePage.path).toEqual([])
    page.removeAllListeners('pageerror')
    page.removeAllListeners('console')
  }
  expect(titles.size).toBe(allPages.length)
})
