import { expect, test, type Page } from '@playwright/test'
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
    'Job Openings': /^\/job-openings$/,
    'Refer a Friend': /^\/referral$/,
    Contact: /^\/contact$/,
    'Terms of Service': /^\/privacy#terms$/,
  }
  for (const [name, href] of Object.entries(expected)) {
    await expect(useful.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await useful.getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/company-overview$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The referral programme and the contact page are one click away from any page.
  await useful.getByRole('link', { name: 'Refer a Friend' }).click()
  await expect(page).toHaveURL(/\/referral$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Young Bankers Programme')
  await useful.getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
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

/** Where the section's heading sits, and whether it has focus: it should sit just below the sticky header. */
async function landing(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const heading = document.getElementById(sectionId)?.querySelector('h2')
    if (!heading) return { top: Number.NaN, focused: false, header: 0 }
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    return { top: heading.getBoundingClientRect().top, focused: document.activeElement === heading, header }
  }, id)
}

for (const width of [390, 1280]) {
  test(`at ${width} px, 'Services' and 'Industries We Serve' land on their section's heading from another page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const [name, id] of [
      ['Industries We Serve', 'industries'],
      ['Services', 'key-services'],
    ] as const) {
      await page.goto('/core-values')
      await waitForApp(page)
      await page.getByRole('navigation', { name: 'Useful links' }).getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/#${id}$`))
      // Held there while the rest of the home page loads in around it.
      for (let check = 0; check < 4; check++) {
        await expect
          .poll(() => landing(page, id), { message: `${name}, check ${check}` })
          .toMatchObject({ focused: true })
        const { top, header } = await landing(page, id)
        expect(top, name).toBeGreaterThanOrEqual(header)
        expect(top, name).toBeLessThan(header + 40)
        await page.waitForTimeout(400)
      }
    }
  })
}

test('opening /#industries on a phone lands on the industries heading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/#industries')
  await waitForApp(page)
  await expect.poll(() => landing(page, 'industries')).toMatchObject({ focused: true })
  await page.waitForTimeout(1000)
  const { top, header } = await landing(page, 'industries')
  expect(top).toBeGreaterThanOrEqual(header)
  expect(top).toBeLessThan(header + 40)
})
