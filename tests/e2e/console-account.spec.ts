import { type Browser, expect, type Page, test } from '@playwright/test'
import { openScreen, signIn, startConsoleServer } from './console-support'
import { axe, lookAt, watchForErrors } from './support'

/*
 * The console's Account screen end to end: one staff member signed in from three browsers, each
 * listed with when it signed in and was last used; 'End session' ends another browser's session on
 * the server, and 'Sign out everywhere' ends them all, this one included.
 */
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (its sandbox checkout)')
test.describe.configure({ mode: 'serial' })

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const macFirefox = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0'

let url = ''
let stop: () => Promise<void> = async () => undefined

test.beforeAll(async () => {
  test.setTimeout(90_000)
  ;({ url, stop } = await startConsoleServer())
})
test.afterAll(async () => stop())

async function signedInElsewhere(browser: Browser, userAgent: string): Promise<Page> {
  const context = await browser.newContext({ userAgent, serviceWorkers: 'block' })
  const page = await context.newPage()
  await signIn(page, url)
  return page
}

const stillSignedIn = async (page: Page) => (await page.request.get(`${url}/api/console/me`)).status()

test('lists the browsers one is signed in on; End session ends another; Sign out everywhere ends them all', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const errors = watchForErrors(page)
  const phone = await signedInElsewhere(browser, androidChrome)
  const laptop = await signedInElsewhere(browser, macFirefox)
  await signIn(page, url)
  await openScreen(page, 'Account')
  await expect(page).toHaveURL(/\/console\/account$/)
  await expect(page).toHaveTitle(/^Account \| .* console$/)

  const list = page.getByRole('list', { name: /Signed-in browsers/ })
  await expect(list.getByRole('article')).toHaveCount(3)
  const here = list.getByRole('article', { name: /This browser/ })
  await expect(here).toContainText('Chrome on Windows')
  await expect(here).toContainText(/Signed in .* · last used /)
  await expect(here.getByRole('button', { name: 'End session' })).toHaveCount(0)

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
    await lookAt(page, { path: test.info().outputPath(`console-account-${width}.png`), fullPage: true })
  }

  // 'End session' on the phone's session: gone from the list and on the server; the laptop keeps its own.
  const onPhone = list.getByRole('article', { name: 'Chrome on Android' })
  await onPhone.getByRole('button', { name: 'End session' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The session on Chrome on Android has ended.' }),
  ).toBeVisible()
  await expect(onPhone).toHaveCount(0)
  expect(await stillSignedIn(phone)).toBe(401)
  expect(await stillSignedIn(laptop)).toBe(200)
  await phone.reload()
  await expect(phone.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()

  // 'Sign out everywhere' asks first, then ends every session, this one too.
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out everywhere' })).toBeVisible()
  expect(await stillSignedIn(laptop)).toBe(401)
  expect(await stillSignedIn(page)).toBe(401)

  // The audit log names each ended session and the sign-ins, with no browser string beyond its short name.
  await signIn(page, url)
  await openScreen(page, 'Audit log')
  const audit = page.getByRole('region', { name: 'Changes, newest first' })
  await expect(audit.getByRole('row', { name: /Signed out everywhere/ })).toContainText(
    'signed out everywhere: 2 sessions',
  )
  await expect(audit.getByRole('row', { name: /Session ended/ }).first()).toContainText('Chrome on Android')
  await expect(audit.getByRole('row', { name: /Signed in/ })).toHaveCount(4)
  await phone.context().close()
  await laptop.context().close()
  expect(errors.filter((error) => !error.includes('401'))).toEqual([])
})
