import { expect, test } from '@playwright/test'
import { axe, waitForApp, watchForErrors } from './support'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const managedPaths = ['/managed/accounting', '/managed/onboarding', '/managed/itsupport', '/managed/rpo']

const servicePages: { path: string; sections: string[] }[] = [
  {
    path: '/management-consulting',
    sections: ['Business Process Optimization', 'Organizational Development', 'Change Management'],
  },
  {
    path: '/strategic-consulting',
    sections: ['Strategic Consulting', 'Market Research and Analysis', 'Business Strategy and Transformation'],
  },
  {
    path: '/itservices',
    sections: [
      'IT Services',
      'IT Strategy and Digital Transformation',
      'Software Development and Integration',
      'Cybersecurity',
      'Cloud and Infrastructure',
    ],
  },
  {
    path: '/staffing-solution',
    sections: ['IT Staffing', 'General Staffing', 'Contract and Permanent Hiring', 'Recruitment Process Outsourcing'],
  },
]

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

async function checkPageBasics(page: import('@playwright/test').Page, path: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true)
  const scanned = await axe(page).include('main').withTags(wcag).analyze()
  expect(scanned.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([])
}

test('managed-service pages: hero to contact, four benefit cards, four ordered steps, Contact Us', async ({ page }) => {
  test.setTimeout(60_000)
  const errors = watchForErrors(page)
  for (const path of managedPaths) {
    await page.goto(path)
    await waitForApp(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 }), path).toHaveCount(1)
    await expect(main.getByRole('link', { name: 'Request a Proposal' })).toHaveAttribute('href', '/contact')
    await expect(main.getByRole('img').first()).toHaveAttribute('alt', /managed|recruitment/i)
    const cards = main
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .and(main.locator('ul'))
    await expect(cards.getByRole('listitem'), path).toHaveCount(4)
    await expect(cards.getByRole('heading', { level: 3 })).toHaveCount(4)
    await expect(main.locator('ol').getByRole('listitem'), path).toHaveCount(4)
    await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact')
    await checkPageBasics(page, path)
  }
  expect(errors).toEqual([])
})

test('service pages: one h1, a section per offering and a call to action', async ({ page }) => {
  test.setTimeout(60_000)
  const errors = watchForErrors(page)
  for (const { path, sections } of servicePages) {
    await page.goto(path)
    await waitForApp(page)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 }), path).toHaveCount(1)
    const img = main.getByRole('img').first()
    await expect(img).toHaveAttribute('fetchpriority', 'high')
    await expect(img).toHaveAttribute('width', '600')
    // Offerings, then the call to action's heading, read from the DOM: a section far below the fold
    // that the browser has not rendered yet (content-visibility: auto) has no innerText, and role
    // queries may skip it.
    const headings = (await main.locator('h2').allTextContents()).map((text) => text.trim())
    expect(headings.slice(0, -1), path).toEqual(sections)
    const ctaLink = main.locator('section').last().getByRole('link')
    await expect(ctaLink).toHaveAttribute('href', '/contact')
    await checkPageBasics(page, path)
  }
  expect(errors).toEqual([])
})
