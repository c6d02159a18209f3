import { expect, test, type Page } from '@playwright/test'
import { axe, lookAt, waitForApp } from './support'

// Issue 60 item 13: the phone menu opens over a dimmed backdrop; a tap outside it closes it.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' })
const menuButton = (page: Page) => mobileNav(page).getByRole('button', { name: /menu/i })
// A point well below the open menu's links, over the page.
const outside = { x: 195, y: 800 }

/** What the page shows at the point: the element hit and its background colour. */
const hitAt = (page: Page, point: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y)
    return {
      inMain: Boolean(hit?.closest('main, footer')),
      inHeader: Boolean(hit?.closest('header')),
      background: hit ? getComputedStyle(hit).backgroundColor : '',
    }
  }, point)

async function openMenu(page: Page) {
  await menuButton(page).click()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(mobileNav(page).getByRole('button', { name: 'About', exact: true })).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/core-values')
  await waitForApp(page)
})

test('the open menu dims the page behind it, and a tap outside it closes the menu without reaching the page', async ({
  page,
}) => {
  await expect(hitAt(page, outside)).resolves.toMatchObject({ inMain: true })
  await openMenu(page)
  const panel = await mobileNav(page).locator('[id]').first().boundingBox()
  expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeLessThan(outside.y)

  const behind = await hitAt(page, outside)
  expect(behind).toMatchObject({ inMain: false, inHeader: true })
  // Dimmed: a dark, partly transparent layer, not the page's own white.
  expect(behind.background).toMatch(/^rgba\(16, 24, 40, 0\.\d+\)$/)
  await lookAt(page, { path: 'tests/.artifacts/playwright/shell-phone-menu-open-390.png' })
  expect((await axe(page).analyze()).violations).toEqual([])

  await page.touchscreen.tap(outside.x, outside.y)
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(mobileNav(page).getByRole('button', { name: 'About', exact: true })).toBeHidden()
  await expect(page).toHaveURL(/\/core-values$/)
  await expect(hitAt(page, outside)).resolves.toMatchObject({ inMain: true })
  await lookAt(page, { path: 'tests/.artifacts/playwright/shell-phone-menu-closed-390.png' })
})

test('a tap on the menu itself leaves it open; the backdrop closes it and focus goes back to the menu button', async ({
  page,
}) => {
  await openMenu(page)
  await mobileNav(page).getByRole('button', { name: 'Careers', exact: true }).click()
  await expect(mobileNav(page).getByRole('link', { name: 'Job Openings' })).toBeVisible()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')

  await page.mouse.click(outside.x, outside.y)
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(menuButton(page)).toBeFocused()
})

test('Escape from inside the menu closes it and returns focus to the menu button', async ({ page }) => {
  await openMenu(page)
  await mobileNav(page).getByRole('link', { name: 'Home' }).focus()
  await page.keyboard.press('Escape')
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(menuButton(page)).toBeFocused()
  await expect(page.getByTestId('menu-backdrop')).toBeHidden()
})

test('the backdrop fades in, except for visitors who ask for reduced motion', async ({ page }) => {
  await openMenu(page)
  const animation = () => page.getByTestId('menu-backdrop').evaluate((node) => getComputedStyle(node).animationName)
  expect(await animation()).not.toBe('none')
  await menuButton(page).click()

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openMenu(page)
  expect(await animation()).toBe('none')
})

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false })

  test('the header keeps its desktop links and shows no backdrop', async ({ page }) => {
    await expect(mobileNav(page)).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByTestId('menu-backdrop')).toHaveCount(0)
    await expect(hitAt(page, { x: 640, y: 700 })).resolves.toMatchObject({ inMain: true })
    await lookAt(page, { path: 'tests/.artifacts/playwright/shell-phone-menu-1280.png' })
  })
})
