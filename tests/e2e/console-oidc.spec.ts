import { expect, type Page, test } from '@playwright/test'
import { freePort } from '../../server/test-support/free-port.ts'
import { startTestProvider, type TestProvider } from '../../server/test-support/oidc-provider.ts'
import { startConsoleServer } from './console-support'
import { expectNoAxeViolations } from './console-spec-server'
import { lookAt } from './support'

/*
 * Staff single sign-on in the browser (issue 64 items 1, 2, 4 and 6): the console's own server, with
 * SITE_URL its own address, signs staff in through a real OpenID Connect provider (oidc-provider with
 * a fresh RSA key) started here, through the provider's own login and consent pages.
 */

let url = ''
let provider: TestProvider
let server: Awaited<ReturnType<typeof startConsoleServer>>

test.skip(process.env.E2E_STATIC === '1', 'needs the companion server')
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  test.setTimeout(90_000)
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  provider = await startTestProvider(`${url}/api/console/oidc/callback`)
  provider.users.set('asha', { email: 'asha@arcnova.example', emailVerified: true, roles: ['recruiter'] })
  provider.users.set('olga', { email: 'olga@arcnova.example', emailVerified: true, roles: ['admin'] })
  provider.users.set('mallory', { email: 'mallory@elsewhere.example', emailVerified: true, roles: ['admin'] })
  server = await startConsoleServer([], {
    PORT: String(port),
    SITE_URL: url,
    ...provider.env,
    OIDC_NAME: 'Arcnova ID',
    OIDC_ALLOWED_DOMAINS: 'arcnova.example',
    OIDC_ROLE_CLAIM: 'roles',
  })
})
test.afterAll(async () => {
  await server?.stop()
  await provider?.close()
})

/** Page errors and console errors on the console's pages (the provider's own pages load things from the internet). */
function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && page.url().startsWith(url)) errors.push(`console: ${message.text()}`)
  })
  return errors
}

/** At the provider's own pages: its login form (any password), then its consent page when it shows one. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`))
  await page.getByPlaceholder('Enter any login').fill(login)
  await page.getByPlaceholder('and password').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  const consent = page.getByRole('button', { name: 'Continue' })
  const back = page.waitForURL(new RegExp(`^${url}/console`))
  await Promise.race([back, consent.click()])
  await back
}

for (const width of [390, 1280]) {
  test(`at ${width} px: 'Sign in with Arcnova ID' goes through the provider's login page and back signed in`, async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page)
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${url}/console`)
    const button = page.getByRole('button', { name: 'Sign in with Arcnova ID', exact: true })
    await expect(button).toBeVisible()
    await expect(page.getByLabel('Password')).toBeVisible()
    await expectNoAxeViolations(page)
    await lookAt(page, { path: `tests/.artifacts/playwright/console-oidc-sign-in-${width}.png`, fullPage: true })

    // Keyboard: the provider's button is reached and pressed like any other.
    await button.focus()
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await signInAtProvider(page, 'asha')
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
    await expect(page.getByText('Signed in as asha@arcnova.example')).toBeVisible()
    const cookie = (await page.context().cookies(url)).find((item) => item.name === 'arcnova_console')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
    expect((await page.context().cookies(url)).some((item) => item.name === 'arcnova_oidc')).toBe(false)
    expect(errors.filter((error) => !error.includes('401'))).toEqual([])
  })
}

test('someone the company does not list is sent back with the reason, and no session', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto(`${url}/console`)
  await page.getByRole('button', { name: 'Sign in with Arcnova ID' }).click()
  await signInAtProvider(page, 'mallory')
  await expect(page.getByRole('alert')).toHaveText('Your account has no access to the console')
  await expect(page.getByRole('button', { name: 'Sign in with Arcnova ID' })).toBeVisible()
  // Said once: the address drops it, so a reload starts clean.
  await expect(page).toHaveURL(`${url}/console`)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign in with Arcnova ID' })).toBeVisible()
  await expect(page.getByText('Your account has no access to the console')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await lookAt(page, { path: 'tests/.artifacts/playwright/console-oidc-refused-390.png', fullPage: true })
  expect((await page.context().cookies(url)).some((item) => item.name === 'arcnova_console')).toBe(false)
})

test('an act that wants a fresh code sends a provider admin to sign in again there, then it is done', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${url}/console`)
  await page.getByRole('button', { name: 'Sign in with Arcnova ID' }).click()
  await signInAtProvider(page, 'olga')
  await expect(page.getByText('Signed in as olga@arcnova.example')).toBeVisible()
  // Sixteen minutes on: the sign-in no longer counts as a fresh second step.
  await server.restartAfter(
    "UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes', oidc_checked_at = now()",
  )
  await page.goto(`${url}/console/staff`)
  // The provider made Olga: the Staff screen says she signs in there, not that her two-step sign-in is missing.
  const olga = page.getByRole('article', { name: /^olga@arcnova\.example/ })
  await expect(olga).toContainText('Signs in through Arcnova ID, which checks who they are')
  await expect(olga).not.toContainText('not set up yet')
  await lookAt(page, { path: 'tests/.artifacts/playwright/console-oidc-staff-1280.png', fullPage: true })
  const card = page.getByRole('article', { name: 'hr@example.com' })
  await card.getByLabel('Role').selectOption('finance')
  await card.getByRole('button', { name: 'Save role' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' })
  await expect(dialog).toContainText('Sign in again with Arcnova ID to do this: it confirms it is you.')
  await expect(dialog.getByLabel('Code')).toHaveCount(0)
  await lookAt(page, { path: 'tests/.artifacts/playwright/console-oidc-step-up-1280.png' })
  await dialog.getByRole('button', { name: 'Sign in again with Arcnova ID' }).click()
  // prompt=login: the provider asks again although its session is live.
  await signInAtProvider(page, 'olga')
  await expect(page).toHaveURL(`${url}/console/staff`)
  const again = page.getByRole('article', { name: 'hr@example.com' })
  await again.getByLabel('Role').selectOption('finance')
  await again.getByRole('button', { name: 'Save role' }).click()
  await expect(page.getByText('hr@example.com is now finance; their sessions have ended.')).toBeVisible()
})
