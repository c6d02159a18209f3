import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { waitForApp, watchForErrors } from './support'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/no-such-page')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(errors.filter((error) => !error.includes('404'))).toEqual([])
})

test('/employee-benefits redirects to /employee-benifits', async ({ page }) => {
  await page.goto('/employee-benefits')
  await expect(page).toHaveURL(/\/employee-benifits$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

for (const width of [1280, 390]) {
  test(`axe finds no WCAG A/AA violation on the shell at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    await waitForApp(page)
    if (width < 1080) await page.getByRole('button', { name: /menu/i }).click()
    else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services', exact: true }).hover()
    await page.waitForTimeout(300)
    const results = await new AxeBuilder({ page })
      .withTags(wcag)
      // Radix's focus proxy: an aria-hidden span that only forwards Tab into the open menu panel.
      .exclude('nav[aria-label="Main"] span[aria-hidden="true"][tabindex="0"]')
      .analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])
  })
}

for (const width of [320, 390, 768]) {
  test(`no sideways scrolling at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await waitForApp(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
}
