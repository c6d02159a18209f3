import { expect, test } from '@playwright/test'
import { settings } from '../../src/site/settings'
import { waitForApp } from './support'

test('the footer lists the four offices with phone and e-mail links', async ({ page }) => {
  await page.goto('/core-values')
  await waitForApp(page)
  const footer = page.getByRole('contentinfo')
  for (const office of settings.offices) {
    const block = footer.getByRole('region', { name: office.name })
    await expect(block).toContainText(office.address[0] ?? '')
    await expect(block.getByRole('link', { name: office.phone })).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(block.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`)
  }
})

test('useful links lead to real pages', async ({ page }) => {
  await page.goto('/core-values')
  await waitForApp(page)
  const useful = page.getByRole('navigation', { name: 'Useful links' })
  const expected: Record<string, RegExp> = {
    Home: /^\/$/,
    'About Us': /^\/company-overview$/,
    Services: /^\/#key-services$/,
    'Industries We Serve': /^\/#industries$/,
    'Terms of Service': /^\/privacy#terms$/,
  }
  for (const [name, href] of Object.entries(expected)) {
    await expect(useful.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await useful.getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/company-overview$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('social links are named and open in a new tab; the copyright shows this year', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  const footer = page.getByRole('contentinfo')
  for (const network of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram']) {
    const link = footer.getByRole('link', { name: new RegExp(network) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Arcnova Consulting`)
})
