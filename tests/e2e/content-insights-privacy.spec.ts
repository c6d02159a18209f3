import { expect, test, type Page } from '@playwright/test'
import { settings } from '../../src/site/settings'
import { axe, waitForApp, watchForErrors } from './support'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectAxeCleanAndNoSidewaysScroll(page: Page) {
  // Contrast is checked on settled colours: axe scrolls parts into view, and one caught halfway
  // through its scroll-reveal fade would be measured at part opacity.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // A fade already under way (the part a Contents link jumped to) runs to its end first.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  )
  const results = await axe(page).include('main').withTags(wcag).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('/insights has every topic section, axe clean, no sideways scroll', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/insights')
  await waitForApp(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blog and Articles')
  for (const section of [
    'AI and Machine Learning',
    'Cloud Computing',
    'Cybersecurity',
    'Internet of Things',
    'Blockchain and Fintech',
    'Thought Leadership',
    'Case Studies',
    'Tech Guides',
    'Product Insights',
    'Why Follow Our Blog?',
    'Case Studies by Industry',
    'Key Results Across Our Engagements',
    'What Readers and Clients Say',
    'Whitepapers and Reports',
  ]) {
    await expect(main.getByRole('region', { name: section, exact: true }), section).toHaveCount(1)
  }
  await expect(
    main.getByRole('region', { name: 'Case Studies by Industry' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Finance', 'Healthcare', 'Retail', 'Manufacturing', 'Education'])
  // Every in-page topic link has a section to land on.
  const topicLinks = main.getByRole('navigation', { name: 'Topics' }).getByRole('link')
  for (const href of await topicLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    await expect(page.locator(href ?? '#missing'), href ?? '').toHaveCount(1)
  }
  await expectAxeCleanAndNoSidewaysScroll(page)
  expect(errors).toEqual([])
})

test('insights links: case studies go to /success-stories, reports to /contact with the subject', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/insights')
  await waitForApp(page)
  const main = page.getByRole('main')
  await main.getByRole('link', { name: 'Explore Our Case Studies Today!' }).click()
  await expect(page).toHaveURL(/\/success-stories$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success Stories')
  await page.goBack()
  // The reports are e-mailed on request: the button says so, and nothing on the page offers a download.
  await expect(main.getByText(/download/i)).toHaveCount(0)
  await main.getByRole('link', { name: 'Request the Latest Reports' }).click()
  await expect(page).toHaveURL(/\/contact\?subject=/)
  expect(new URL(page.url()).searchParams.get('subject')).toBe('Request: latest whitepapers and reports')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  // Once the contact form exists it shows the subject it received.
  const subject = page.getByRole('main').getByRole('textbox', { name: /subject/i })
  if ((await subject.count()) > 0) await expect(subject).toHaveValue('Request: latest whitepapers and reports')
  expect(errors).toEqual([])
})

test('/privacy: anchored parts with a table of contents, the required terms, axe clean', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/privacy')
  await waitForApp(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy & Terms')
  for (const id of [
    'privacy-policy',
    'gdpr-principles',
    'sharing-and-transfers',
    'data-retention',
    'security-and-breaches',
    'privacy-contact',
    'terms',
    'acceptance',
    'services',
    'accounts',
    'intellectual-property',
    'confidentiality',
    'liability',
    'termination',
    'governing-law',
    'changes',
  ]) {
    await expect(main.locator(`#${id}`), id).toHaveCount(1)
  }
  const contents = main.getByRole('navigation', { name: 'Contents' })
  for (const href of await contents
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    await expect(main.locator(href ?? '#missing'), href ?? '').toHaveCount(1)
  }
  await expect(main.locator('#security-and-breaches')).toContainText('72 hours')
  await expect(main.locator('#liability')).toContainText('six months')
  await expect(main.locator('#governing-law')).toContainText(`governed by ${settings.governingLaw.jurisdiction}`)
  await expect(main.locator('#governing-law')).toContainText('courts of Indore')
  const contact = main.locator('#privacy-contact')
  await expect(contact.getByRole('link', { name: settings.privacyEmail })).toBeVisible()
  await expect(contact).toContainText('+91 731 400 2210')
  await contents.getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL(/#terms$/)
  await expect(main.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeInViewport()
  await expectAxeCleanAndNoSidewaysScroll(page)
  expect(errors).toEqual([])
})

test('the footer-style link /privacy#terms lands on the terms', async ({ page }) => {
  await page.goto('/privacy#terms')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeInViewport()
})
