import { expect, test } from '@playwright/test'
import { axe, lookAt } from './support'
import type { CDPSession, Page } from '@playwright/test'
import { confirmWithCode, openScreen, signIn, staff, startConsoleServer } from './console-support'

/*
 * Passkeys with Chromium's virtual authenticator (WebAuthn over the DevTools protocol): added on the
 * Account screen after a two-step sign-in, then used to sign in without password or code. The site
 * is opened as localhost: a passkey belongs to a host name, and browsers allow localhost over HTTP.
 */
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (its sandbox checkout)')
test.describe.configure({ mode: 'serial' })

let url = ''
let stop: () => Promise<void> = async () => undefined
let restartAfter: (sql: string) => Promise<void> = async () => undefined

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const server = await startConsoleServer()
  url = server.url.replace('127.0.0.1', 'localhost')
  stop = server.stop
  restartAfter = server.restartAfter
})
test.afterAll(async () => stop())

/** A platform authenticator (PIN or fingerprint passed) on this page, through the DevTools protocol. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

test('a passkey added on the Account screen signs in on its own; the audit log says how', async ({ page }) => {
  // The first sign-in on a server sets up the authenticator app; on a busy machine that passes 30 s.
  test.setTimeout(60_000)
  const { cdp, authenticatorId } = await virtualAuthenticator(page)

  await signIn(page, url)
  await openScreen(page, 'Account')
  await expect(page.getByText('No passkeys yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Passkey added. You can sign in with it instead of your password and code.',
  )
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1)
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
  await lookAt(page, { path: test.info().outputPath('account-passkeys-1280.png'), fullPage: true })
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]?.isResidentCredential).toBe(true)

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await page.setViewportSize({ width: 390, height: 800 })
  await lookAt(page, { path: test.info().outputPath('sign-in-390.png'), fullPage: true })
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByText(`Signed in as ${staff.email}`, { exact: true })).toBeVisible()
  expect((await page.request.get(`${url}/api/console/applications/`)).status()).toBe(200)

  const audit = await (await page.request.get(`${url}/api/console/audit/`)).json()
  expect(audit.results[0]).toMatchObject({ action: 'sign-in.succeeded', detail: expect.stringMatching(/^passkey, /) })
  expect(audit.results.map((entry: { action: string }) => entry.action)).toContain('passkey.added')
})

test('with an old code, adding a passkey asks for a fresh one first; the Staff screen lists and removes it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { cdp, authenticatorId } = await virtualAuthenticator(page)
  await signIn(page, url)
  // As if the last code had been given 16 minutes ago.
  await restartAfter("UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes'")
  await page.goto(`${url}/console`)
  await openScreen(page, 'Account')
  const before = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length
  const add = page.getByRole('button', { name: 'Add a passkey' })
  await add.click()
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' })
  await expect(dialog.getByLabel('Code')).toBeFocused()
  // Nothing is made on the device before the code.
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(before)
  await lookAt(page, { path: test.info().outputPath('passkey-fresh-code-1280.png') })
  await page.setViewportSize({ width: 390, height: 800 })
  await lookAt(page, { path: test.info().outputPath('passkey-fresh-code-390.png') })
  await page.setViewportSize({ width: 1280, height: 800 })
  await confirmWithCode(page, url)
  await expect(page.getByRole('status')).toHaveText(
    'Passkey added. You can sign in with it instead of your password and code.',
  )
  await expect(dialog).toBeHidden()
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(before + 1)

  await openScreen(page, 'Staff')
  // The browser Playwright's 'Desktop Chrome' device announces in its User-Agent.
  const browser = 'Chrome on Windows'
  const passkeys = page.getByRole('list', { name: `Passkeys of ${staff.email}` })
  await expect(passkeys.getByRole('listitem')).toHaveCount(2)
  await expect(passkeys.getByRole('listitem').first()).toContainText(new RegExp(`^${browser}: added .+, not used yet`))
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
  await lookAt(page, { path: test.info().outputPath('staff-passkeys-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 800 })
  await lookAt(page, { path: test.info().outputPath('staff-passkeys-390.png'), fullPage: true })

  // Keyboard only: 'Remove' on the newest passkey, then 'Remove passkey' in the question.
  const remove = passkeys.getByRole('button', {
    name: new RegExp(`^Remove the passkey ${browser}, added .+, not used yet$`),
  })
  await remove.focus()
  await page.keyboard.press('Enter')
  const question = page.getByRole('alertdialog', { name: `Remove this passkey of ${staff.email}?` })
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await lookAt(page, { path: test.info().outputPath('staff-passkey-remove-390.png') })
  await page.keyboard.press('Tab')
  await expect(question.getByRole('button', { name: 'Remove passkey' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(
    `The passkey (${browser}) of ${staff.email} was removed. It can no longer sign in.`,
  )
  await expect(passkeys.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: `Passkeys of ${staff.email}` })).toBeFocused()
  const audit = await (await page.request.get(`${url}/api/console/audit/`)).json()
  expect(audit.results[0]).toMatchObject({
    action: 'passkey.removed',
    detail: `${browser}; from the Staff screen`,
  })

  // The device still holds it, but the server no longer knows it.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByRole('alert')).toContainText('The passkey could not be used.')
})
