import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { dataPagePaths } from '../../src/site/page-data'
import { pageIdleMark } from '../../src/startup/page-idle'

/**
 * axe on the page, run in the page itself ('legacy mode'): by default @axe-core/playwright opens a blank
 * page to merge the results of cross-origin frames, which the site has none of, and that cost about
 * half a second of CPU per run on the 2-core CI machine, over a hundred runs (record 080).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true)
}

/**
 * A screenshot to look at (at 390 and 1280 px, as the team does before calling a screen done). Skipped
 * under CI: a fresh clone's run keeps no artefacts, and the ~40 full-page captures cost it ~15 s of CPU.
 */
export async function lookAt(target: Page | Locator, options: Parameters<Page['screenshot']>[0]): Promise<void> {
  if (process.env.CI) return
  await target.screenshot(options)
}

/** Fails the test on any uncaught page error or console error. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

/** Waits until the app has rendered past the loading screen. */
export async function waitForApp(page: Page) {
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByTestId('loading-screen')).toHaveCount(0)
}

/** Chromium flags: without the background-networking ones Chromium keeps trying to reach the internet. */
export const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Waits until the page is idle (the app's `page-idle` mark): then its own layer (service worker, notices) has started. */
export async function waitForPageIdle(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, pageIdleMark, { timeout: 15_000 })
}

/** First visit, then a reload so the installed service worker controls the page (no clientsClaim). */
export async function visitUntilControlled(page: Page, path = '/') {
  await page.goto(path)
  await waitForApp(page)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await waitForApp(page)
}

/**
 * The body of the next answer from the real server at `urlGlob`, read as it passes through. Chromium
 * does not keep the body of a `Cache-Control: no-store` answer for DevTools, so `response.json()` on
 * the API's private replies waits forever; this reads it on the way instead, changing nothing.
 */
export async function captureApiAnswer(
  page: Page,
  urlGlob: string,
): Promise<() => Promise<{ status: number; body: unknown }>> {
  let answered: (value: { status: number; body: unknown }) => void = () => undefined
  const answer = new Promise<{ status: number; body: unknown }>((resolve) => (answered = resolve))
  await page.route(urlGlob, async (route) => {
    const response = await route.fetch()
    const text = await response.text()
    answered({ status: response.status(), body: JSON.parse(text) })
    await route.fulfill({ response, body: text })
  })
  return () => answer
}

/**
 * Makes the page see the emulated offline state after a navigation. Debian's Chromium 150 reports
 * `navigator.onLine === true` in a document loaded while the context is already offline (requests
 * do fail); a real device that is offline says false. Chromium 156 still does for a page load the
 * page starts itself (a link followed natively), and that page then gets no `online` event from
 * `setOffline(false)`. Setting the state again reaches the new document, which then gets its
 * `offline` event, as a page does when the connection drops.
 */
export async function seeOffline(page: Page, context: BrowserContext) {
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false)
    await context.setOffline(true)
  }
  await page.waitForFunction(() => !navigator.onLine)
}

/**
 * Navigations to the data pages (`/job-openings`, `/products`, `/privacy`) get the page as the build wrote it,
 * without the server's data — as the service worker's precache answers when the network is slow or
 * gone — so the app loads the lists itself, from the API the test fakes.
 */
export async function serveBuiltDataPages(target: Page | BrowserContext) {
  await target.route(
    (url) => (dataPagePaths as readonly string[]).includes(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const url = new URL(route.request().url())
      const response = await route.fetch({ url: `${url.origin}${url.pathname}/index.html` })
      await route.fulfill({ response })
    },
  )
}

/** A small but real PDF: header, one empty page, cross-reference table and trailer. */
export function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** From the job list, 'Apply Now' on the seed's Senior Java Developer: the apply dialog, open. */
export async function openApplyDialog(page: Page, base = '') {
  await page.goto(`${base}/job-openings`)
  await waitForApp(page)
  return clickApplyNow(page)
}

/** On the job list already shown: 'Apply Now' on Senior Java Developer; the dialog, once open. */
export async function clickApplyNow(page: Page) {
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Senior Java Developer' }) })
  await card.getByRole('button', { name: 'Apply Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply for Senior Java Developer' })
  await expect(dialog).toBeVisible()
  return dialog
}
