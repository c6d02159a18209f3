import { expect, test } from '@playwright/test'
import { visitUntilControlled } from './support'

// The feeds come from the companion server (issue 61 item 10).
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (not E2E_STATIC)')
test.use({ serviceWorkers: 'allow' })

test('the job list links its feeds, and the installed app lets the feed itself through, not the app shell', async ({
  page,
}) => {
  await visitUntilControlled(page, '/job-openings')
  const rss = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
  await expect(rss).toHaveAttribute('href', /\/jobs\.rss$/)
  await expect(rss).toHaveAttribute('title', 'Open jobs at Arcnova Consulting')
  await expect(page.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/jobs.rss')

  // Followed with the service worker in control: the server's XML, with every opening's reference.
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/jobs.xml')),
    page.getByRole('link', { name: 'XML for job boards' }).click(),
  ])
  expect(answer.headers()['content-type']).toBe('application/xml; charset=utf-8')
  expect(answer.fromServiceWorker()).toBe(false)
  const xml = await answer.text()
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<source>/)
  expect(xml).toMatch(/<referencenumber><!\[CDATA\[\d+\]\]><\/referencenumber>/)
})
