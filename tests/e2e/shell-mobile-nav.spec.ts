import { expect, test, type Page } from '@playwright/test'
import { waitForApp } from './support'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' })
const group = (page: Page, name: string) => mobileNav(page).getByRole('button', { name, exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
})

test('the menu button toggles the menu and says so', async ({ page }) => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  const toggle = mobileNav(page).getByRole('button', { name: /menu/i })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(group(page, 'About')).toBeVisible()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(group(page, 'About')).toBeHidden()
})

test('a tap on the menu button before the app has loaded opens the menu once it has', async ({ page }) => {
  let releaseApp = () => {}
  const appMayLoad = new Promise<void>((resolve) => (releaseApp = resolve))
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await appMayLoad
    await route.continue()
  })
  await page.goto('/')
  await waitForApp(page)
  const toggle = mobileNav(page).getByRole('button', { name: /menu/i })
  await toggle.click()
  await page.waitForTimeout(300)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  releaseApp()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(group(page, 'About')).toBeVisible()
  // Played back once: the menu stays open.
  await page.waitForTimeout(300)
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
})

test('groups open independently; another group resets the Managed Services subgroup', async ({ page }) => {
  await mobileNav(page).getByRole('button', { name: /menu/i }).click()
  await group(page, 'About').click()
  await group(page, 'Industries').click()
  await expect(mobileNav(page).getByRole('link', { name: 'Core Values' })).toBeVisible()
  await expect(mobileNav(page).getByRole('link', { name: 'Public Sector' })).toBeVisible()

  await group(page, 'Services').click()
  await group(page, 'Managed Services').click()
  await expect(mobileNav(page).getByRole('link', { name: 'RPO' })).toBeVisible()
  await expect(group(page, 'Managed Services')).toHaveAttribute('aria-expanded', 'true')
  await group(page, 'About').click()
  await expect(mobileNav(page).getByRole('link', { name: 'Core Values' })).toBeHidden()
  await expect(mobileNav(page).getByRole('link', { name: 'RPO' })).toBeVisible()

  // Closing a group leaves the subgroup as it was; opening another group resets it.
  await group(page, 'Careers').click()
  await expect(group(page, 'Managed Services')).toHaveAttribute('aria-expanded', 'false')
  await expect(mobileNav(page).getByRole('link', { name: 'RPO' })).toBeHidden()
  await expect(mobileNav(page).getByRole('link', { name: 'Job Openings' })).toBeVisible()
})

test('choosing a link navigates and closes the menu', async ({ page }) => {
  const toggle = mobileNav(page).getByRole('button', { name: /menu/i })
  await toggle.click()
  await group(page, 'Careers').click()
  await mobileNav(page).getByRole('link', { name: 'Employee Benefits' }).click()
  await expect(page).toHaveURL(/\/employee-benifits$/)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await group(page, 'Careers').click()
  await expect(mobileNav(page).getByRole('link', { name: 'Employee Benefits' })).toHaveAttribute('aria-current', 'page')
})
