import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { openScreen, signIn, staff, startConsoleServer } from './console-support'

/*
 * Passkeys with Chromium's virtual authenticator (WebAuthn over the DevTools protocol): added on the
 * Account screen after a two-step sign-in, then used to sign in without password or code. The site
 * is opened as localhost: a passkey belongs to a host name, and browsers allow localhost over HTTP.
 */
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (its sandbox checkout)')
test.describe.configure({ mode: 'serial' })

let url = ''
let stop: () => Promise<void> = async () => undefined

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const server = await startConsoleServer()
  url = server.url.replace('127.0.0.1', 'localhost')
  stop = server.stop
})
test.afterAll(async () => stop())

test('a passkey added on the Account screen signs in on its own; the audit log says how', async ({ page }) => {
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

  await signIn(page, url)
  await openScreen(page, 'Account')
  await expect(page.getByText('No passkeys yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Passkey added. You can sign in with it instead of your password and code.',
  )
  await expect(page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('account-passkeys-1280.png'), fullPage: true })
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]?.isResidentCredential).toBe(true)

  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await page.setViewportSize({ width: 390, height: 800 })
  await page.screenshot({ path: test.info().outputPath('sign-in-390.png'), fullPage: true })
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByText(`Signed in as ${staff.email}`, { exact: true })).toBeVisible()
  expect((await page.request.get(`${url}/api/console/applications/`)).status()).toBe(200)

  const audit = await (await page.request.get(`${url}/api/console/audit/`)).json()
  expect(audit.results[0]).toMatchObject({ action: 'sign-in.succeeded', detail: expect.stringMatching(/^passkey, /) })
  expect(audit.results.map((entry: { action: string }) => entry.action)).toContain('passkey.added')
})
