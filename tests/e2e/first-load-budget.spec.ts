import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

// The home page's budget: every script a phone's first visit loads in 10 s without any interaction,
// gzipped at level 9 as the build's report and `npm run bench:first-load` count it. What loads once
// the page is idle counts as much as what comes before.
const budgetKb = 110
const untouchedMs = 10_000

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

test(`a phone's first visit to the home page loads at most ${budgetKb} KB of JavaScript in 10 s, every file counted`, async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/', { waitUntil: 'load' })
  await page.waitForTimeout(untouchedMs)
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  )
  const sizes = await Promise.all(
    scripts.map(async (path) => {
      const body = await (await page.request.get(path)).body()
      return { path, kb: gzipSync(body, { level: 9 }).length / 1024 }
    }),
  )
  const total = sizes.reduce((sum, script) => sum + script.kb, 0)
  const list = sizes.map((script) => `${script.path} ${script.kb.toFixed(1)} KB`).join('\n')
  expect(total, `${total.toFixed(1)} KB in ${sizes.length} files:\n${list}`).toBeLessThanOrEqual(budgetKb)
})
