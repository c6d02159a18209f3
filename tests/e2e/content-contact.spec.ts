import { expect, test } from '@playwright/test'
import { axe, waitForApp, watchForErrors } from './support'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test('/contact: one h1, the form, four offices with tel: and mailto: links', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/contact')
  await waitForApp(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  for (const label of ['Name', 'Email', 'Subject', 'Message'])
    await expect(main.getByLabel(label, { exact: true })).toBeVisible()

  const offices = main.getByRole('region', { name: 'Our Offices' }).getByRole('listitem')
  await expect(offices).toHaveCount(4)
  await expect(offices.getByRole('heading', { level: 3 })).toHaveText(['USA', 'Indore', 'Chennai', 'Pune'])
  for (const office of await offices.all()) {
    await expect(office.locator('address')).toBeVisible()
    await expect(office.locator('a[href^="tel:+"]')).toHaveCount(1)
    await expect(office.locator('a[href^="mailto:"]')).toHaveCount(1)
  }
  expect(errors).toEqual([])
})

test('/contact?subject= prefills the subject, and the message is sent to the company', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/contact?subject=Download%20Latest%20Reports')
  await waitForApp(page)
  const form = page.getByRole('main').locator('form')
  // The form starts below the first screen: its code runs once the visitor scrolls towards it (record 049).
  await form.scrollIntoViewIfNeeded()
  await expect(form.getByLabel('Subject', { exact: true })).toHaveValue('Download Latest Reports')
  await form.getByLabel('Name', { exact: true }).fill('Ravi Menon')
  await form.getByLabel('Email', { exact: true }).fill('ravi@example.in')
  await form.getByLabel('Message', { exact: true }).fill('Please send the 2026 staffing report.')
  await expect(form.getByRole('link', { name: /Write to info@arcnovaconsulting\.com/ })).toHaveAttribute(
    'href',
    /^mailto:info@arcnovaconsulting\.com\?subject=Download%20Latest%20Reports&body=/,
  )
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Thank you, your message has been sent. We will get back to you soon.',
  )
  expect(errors).toEqual([])
})

for (const width of [1280, 390]) {
  test(`/contact at ${width}px: axe clean, no sideways scroll`, async ({ page }) => {
    const errors = watchForErrors(page)
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/contact')
    await waitForApp(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const results = await axe(page).include('main').withTags(wcag).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])
    expect(errors).toEqual([])
  })
}
