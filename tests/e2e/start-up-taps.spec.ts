// Issue 46: a tap that comes while the page is still starting is answered on screen at once: its
// control looks pressed until the app has started and plays the tap (record 073).
import { expect, test } from '@playwright/test'
import { watchForErrors } from './support'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const applyButton = (page: import('@playwright/test').Page) =>
  page.getByRole('article').first().getByRole('button', { name: 'Apply Now' })

test('a tap before the app has started looks pressed at once, and is played once the app runs', async ({ page }) => {
  const errors = watchForErrors(page)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  // The framework's file is slow to come: the page shows, the app cannot start.
  await page.route('**/assets/framework-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/job-openings', { waitUntil: 'domcontentloaded' })
  await expect(applyButton(page)).toBeVisible()

  await applyButton(page).tap()
  await expect(applyButton(page)).toHaveAttribute('data-held-tap', '')
  // Pressed on screen, with the app not yet evaluated (main.tsx stamps the build when it runs).
  expect(await page.evaluate(() => document.documentElement.dataset.build)).toBeUndefined()
  await expect(applyButton(page)).toHaveCSS('filter', 'brightness(0.92)')
  // Busy as well: a pressed look alone is what the finger already saw under it (:active), so without
  // the bar the finger's release would change nothing on screen.
  await expect(applyButton(page)).toHaveCSS('box-shadow', /inset/)

  release()
  await expect(page.getByRole('dialog', { name: /^Apply for / })).toBeVisible()
  await expect(page.locator('[data-held-tap]')).toHaveCount(0)
  expect(errors).toEqual([])
})
