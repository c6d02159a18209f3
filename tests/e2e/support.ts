import { expect, type Page } from '@playwright/test'

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

/** First visit, then a reload so the installed service worker controls the page (no clientsClaim). */
export async function visitUntilControlled(page: Page, path = '/') {
  await page.goto(path)
  await waitForApp(page)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await waitForApp(page)
}
