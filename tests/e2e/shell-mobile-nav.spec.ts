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
