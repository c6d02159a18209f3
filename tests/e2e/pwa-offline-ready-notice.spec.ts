import { expect, type Locator, type Page, test } from '@playwright/test'
import { sampleJobs } from '../../src/features/careers/sample-jobs'
import { axe, lookAt, serveBuiltDataPages, waitForApp } from './support'

// Issue 60 item 11: 'Ready to work offline' never covers an open dialog, a focused control or a button.
// Each test is a first visit: the service worker installs while the visitor is busy with something.
test.use({ serviceWorkers: 'allow' })

interface Box {
  x: number
  y: number
  width: number
  height: number
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The notice's box while it shows, found by its words (as a visitor sees it, whatever its markup). */
const noticeBox = (page: Page) =>
  page.evaluate(() => {
    const words = [...document.querySelectorAll('li')].find((item) =>
      item.textContent?.includes('Ready to work offline'),
    )
    const box = words?.getBoundingClientRect()
    return box && box.height > 0 ? { x: box.x, y: box.y, width: box.width, height: box.height } : undefined
  })

/** Waits until the worker has installed: from then on the notice is due. */
const firstInstall = (page: Page) =>
  page.waitForFunction(() => localStorage.getItem('arcnova:offline-ready-shown') !== null, null, { timeout: 20_000 })

/** For 3 s from the worker's install, the notice never overlaps `target`; says whether it showed at all. */
async function neverCovers(page: Page, target: Locator): Promise<boolean> {
  await firstInstall(page)
  let showed = false
  for (const end = Date.now() + 3000; Date.now() < end; await page.waitForTimeout(100)) {
    const [notice, covered] = await Promise.all([noticeBox(page), target.boundingBox()])
    if (!notice) continue
    showed = true
    expect(covered && overlap(notice, covered), `the notice at ${JSON.stringify(notice)}`).toBeFalsy()
  }
  return showed
}

/**
 * Scrolls `target` to where the notice used to sit (the bottom of the screen, centred), and checks it is
 * there (`wasCovered`: an old build covered it; at 1280 px the footer's button is off to the side).
 */
async function putWhereTheNoticeWas(page: Page, target: Locator, wasCovered = true) {
  await target.scrollIntoViewIfNeeded()
  await target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 16 - 32))
  })
  const viewport = page.viewportSize() ?? { width: 0, height: 0 }
  const width = Math.min(420, viewport.width - 32)
  const oldSpot = { x: (viewport.width - width) / 2, y: viewport.height - 16 - 56, width, height: 56 }
  const box = await target.boundingBox()
  expect(Boolean(box && overlap(box, oldSpot)), 'the control sits where the notice used to show').toBe(wasCovered)
}

/** Chromium's `beforeinstallprompt`, as the browser fires it once the page may be installed. */
function offerInstallation() {
  const offer = new Event('beforeinstallprompt', { cancelable: true })
  Object.assign(offer, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'accepted' }) })
  window.dispatchEvent(offer)
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } })

    test("not while the apply dialog is open; once it is closed, 'Ready to work offline' shows", async ({
      page,
      context,
    }) => {
      await serveBuiltDataPages(context)
      await page.route('**/api/jobs/', (route) =>
        route.fulfill({ json: { count: sampleJobs.length, results: sampleJobs } }),
      )
      await page.goto('/job-openings')
      await waitForApp(page)
      await page.getByRole('article').first().getByRole('button', { name: 'Apply Now' }).click()
      const dialog = page.getByRole('dialog', { name: 'Apply for Senior Java Developer' })
      const submit = dialog.getByRole('button', { name: 'Submit Application' })
      await submit.scrollIntoViewIfNeeded()
      await submit.focus()
      expect(await neverCovers(page, dialog), 'nothing shows over the dialog').toBe(false)
      await lookAt(page, { path: `tests/.artifacts/playwright/pwa-offline-ready-dialog-${width}.png` })

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Ready to work offline', { exact: true })).toBeVisible()
      await lookAt(page, { path: `tests/.artifacts/playwright/pwa-offline-ready-after-dialog-${width}.png` })
      expect((await axe(page).analyze()).violations).toEqual([])
    })

    test("'Add GST details' on the plans page stays uncovered, focused or not", async ({ page }) => {
      await page.goto('/products')
      await waitForApp(page)
      const addGst = page.getByRole('article', { name: 'Growth' }).getByRole('button', { name: 'Add GST details' })
      await putWhereTheNoticeWas(page, addGst)
      await addGst.focus()
      const showed = await neverCovers(page, addGst)
      await lookAt(page, { path: `tests/.artifacts/playwright/pwa-offline-ready-plans-${width}.png` })
      expect(showed, 'it found a clear spot').toBe(true)
    })

    test("the footer's 'Install app' stays uncovered", async ({ page }) => {
      await page.goto('/')
      await waitForApp(page)
      await page.evaluate(offerInstallation)
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      const install = page.getByRole('button', { name: 'Install app' })
      await expect(install).toBeVisible()
      await putWhereTheNoticeWas(page, install, width === 390)
      const showed = await neverCovers(page, install)
      await lookAt(page, { path: `tests/.artifacts/playwright/pwa-offline-ready-footer-${width}.png` })
      // At 390 px it shows under the header. At 1280 px whether a spot is clear depends on what the page has
      // scrolled under the header by then (the contact form's fields or not): it may wait, it never covers.
      if (width === 390) expect(showed, 'it found a clear spot').toBe(true)
    })
  })
}
