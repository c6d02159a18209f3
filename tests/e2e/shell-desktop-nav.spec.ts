import { expect, test, type Page } from '@playwright/test'
import { waitForApp } from './support'

test.use({ viewport: { width: 1280, height: 800 } })

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

async function openByHover(page: Page, label: string) {
  await mainNav(page).getByRole('button', { name: label, exact: true }).hover()
  await expect(mainNav(page).getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-expanded', 'true')
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  // The interactive menu replaces the placeholder once its chunk has loaded.
  await expect(mainNav(page).locator('[data-orientation]').first()).toBeAttached()
})

test('a menu opens on hover and shows its links', async ({ page }) => {
  await openByHover(page, 'About')
  for (const name of ['Company Overview', 'Leadership Team', 'Core Values', 'Our Approach', 'Success Stories']) {
    await expect(mainNav(page).getByRole('link', { name })).toBeVisible()
  }
  await expect(mainNav(page).getByRole('link', { name: 'Company Overview' })).toHaveAttribute(
    'href',
    '/company-overview',
  )
})

test('a menu opens on click, and a link in it navigates and closes it', async ({ page }) => {
  const trigger = mainNav(page).getByRole('button', { name: 'Industries', exact: true })
  await page.mouse.move(5, 400)
  await trigger.dispatchEvent('click')
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  const links = mainNav(page).getByRole('list', { name: 'Industries' }).getByRole('link')
  await expect(links).toHaveText([
    'Banking',
    'Finance',
    'Healthcare',
    'Pharmaceuticals',
    'Manufacturing',
    'Retail',
    'IT Sector',
    'Telecommunications',
    'Government Sector',
    'Public Sector',
  ])
  await mainNav(page).getByRole('link', { name: 'Pharmaceuticals' }).click()
  await expect(page).toHaveURL(/\/Pharmaceuticals$/)
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
})

test('hover then an immediate click keeps the menu open', async ({ page }) => {
  const trigger = mainNav(page).getByRole('button', { name: 'Careers', exact: true })
  await trigger.hover()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await trigger.click()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await expect(mainNav(page).getByRole('link', { name: 'Job Openings' })).toBeVisible()
})

test('hover then a press held as long as a person holds it (150 ms) keeps the menu open', async ({ page }) => {
  const trigger = mainNav(page).getByRole('button', { name: 'Careers', exact: true })
  await trigger.hover()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await page.mouse.down()
  await page.waitForTimeout(150)
  await page.mouse.up()
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await expect(mainNav(page).getByRole('link', { name: 'Job Openings' })).toBeVisible()
  // A second click is the visitor's own: it closes the menu, as Radix defines.
  await trigger.click()
  await expect(trigger).toHaveAttribute('aria-expanded', 'false')
})

test('a menu stays open briefly after the pointer leaves, then closes', async ({ page }) => {
  await openByHover(page, 'About')
  await expect(mainNav(page).getByRole('link', { name: 'Core Values' })).toBeVisible()
  // Time the close inside the page, so a busy test machine cannot blur the figures.
  await page.evaluate(() => {
    const timing = new Promise<{ leftAt: number; closedAt: number }>((resolve) => {
      const nav = document.querySelector('nav[aria-label="Main"]')
      const trigger = nav?.querySelector('button[aria-expanded="true"]')
      if (!nav || !trigger) throw new Error('no open menu')
      let leftAt = 0
      nav.addEventListener('pointerleave', () => (leftAt = performance.now()), { once: true })
      new MutationObserver((_, observer) => {
        if (trigger.getAttribute('aria-expanded') === 'false') {
          observer.disconnect()
          resolve({ leftAt, closedAt: performance.now() })
        }
      }).observe(trigger, { attributes: true })
    })
    Reflect.set(window, '__menuTiming', timing)
  })
  await page.mouse.move(640, 700)
  const { leftAt, closedAt } = await page.evaluate(() => Reflect.get(window, '__menuTiming'))
  expect(leftAt).toBeGreaterThan(0)
  const openFor = closedAt - leftAt
  expect(openFor).toBeGreaterThan(60)
  expect(openFor).toBeGreaterThanOrEqual(180)
  expect(openFor).toBeLessThan(1000)
  await expect(mainNav(page).getByRole('link', { name: 'Core Values' })).toBeHidden()
})

test('Managed Services opens to the side and survives a diagonal pointer path', async ({ page }) => {
  await openByHover(page, 'Services')
  const subTrigger = mainNav(page).getByRole('button', { name: 'Managed Services' })
  await subTrigger.hover()
  const flyout = mainNav(page).getByRole('list', { name: 'Managed Services' })
  await expect(flyout.getByRole('link')).toHaveText(['Accounting', 'Onboarding', 'IT Support', 'RPO'])

  const from = await subTrigger.boundingBox()
  const panel = await mainNav(page).getByRole('list', { name: 'Services', exact: true }).boundingBox()
  const target = await flyout.getByRole('link', { name: 'Accounting' }).boundingBox()
  if (!from || !target || !panel) throw new Error('menu not laid out')
  // The flyout sits to the right of the Services panel.
  expect(target.x).toBeGreaterThanOrEqual(panel.x + panel.width - 4)
  // Move diagonally (up and right) across other items of the Services menu into the flyout.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 })
  await page.waitForTimeout(300)
  await expect(flyout).toBeVisible()
  await flyout.getByRole('link', { name: 'Accounting' }).click()
  await expect(page).toHaveURL(/\/managed\/accounting$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('menus work by keyboard: Tab, Enter, arrows, Escape returns focus', async ({ page }) => {
  await page.mouse.move(5, 700)
  const about = mainNav(page).getByRole('button', { name: 'About', exact: true })
  await mainNav(page).getByRole('link', { name: 'Home' }).focus()
  await page.keyboard.press('Tab')
  await expect(about).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(about).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(mainNav(page).getByRole('link', { name: 'Company Overview' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(mainNav(page).getByRole('link', { name: 'Leadership Team' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(about).toHaveAttribute('aria-expanded', 'false')
  await expect(about).toBeFocused()

  // Arrow keys move between triggers; Space opens.
  await page.keyboard.press('ArrowRight')
  const services = mainNav(page).getByRole('button', { name: 'Services', exact: true })
  await expect(services).toBeFocused()
  await page.keyboard.press('Space')
  await expect(services).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(services).toBeFocused()
})

test('the current page is marked in the header', async ({ page }) => {
  await page.goto('/insights')
  await waitForApp(page)
  await expect(mainNav(page).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
  await expect(mainNav(page).getByRole('link', { name: 'Privacy Policy & Terms' })).toHaveAttribute('href', '/privacy')
})
