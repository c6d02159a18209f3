import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { codeAt, openScreen, setupKeyShown, signIn, staff, startConsoleServer } from './console-support'
import { axe, lookAt, watchForErrors } from './support'

/*
 * Two-step sign-in and roles in a real browser against a real server: the set-up with a code made
 * from the key the screen shows, the recovery codes, a sign-in with a code and with a recovery code;
 * then what each role sees, and an administrator changing a role on the Staff screen.
 */
test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (its sandbox checkout)')
test.describe.configure({ mode: 'serial' })

const recruiter = 'recruiter@example.com'
const finance = 'finance@example.com'
let url = ''
let stop: () => Promise<void> = async () => undefined
let secret = ''
let recoveryCodes: string[] = []

test.beforeAll(async () => {
  test.setTimeout(120_000)
  ;({ url, stop } = await startConsoleServer([
    { email: recruiter, role: 'recruiter' },
    { email: finance, role: 'finance' },
  ]))
})
test.afterAll(async () => stop())

async function noAxeViolations(page: Page) {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

async function password(page: Page, email = staff.email) {
  await page.goto(`${url}/console`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('the first sign-in sets up an authenticator app: QR code, setup key, a code, ten recovery codes', async ({
  page,
}) => {
  const errors = watchForErrors(page)
  await password(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible()
  // The password alone reads nothing.
  expect((await page.request.get(`${url}/api/console/applications/`)).status()).toBe(401)
  await noAxeViolations(page)
  await lookAt(page, { path: test.info().outputPath('two-step-setup.png'), fullPage: true })

  secret = await setupKeyShown(page)
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await page.getByLabel('Code').fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toContainText('That code is not correct.')
  await page.getByLabel('Code').fill(codeAt(secret, Math.floor(Date.now() / 30_000)))
  await page.getByRole('button', { name: 'Verify' }).click()

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused()
  recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()
  expect(recoveryCodes).toHaveLength(10)
  await noAxeViolations(page)
  await lookAt(page, { path: test.info().outputPath('two-step-recovery-codes.png'), fullPage: true })
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await noAxeViolations(page)
    await lookAt(page, { path: `/tmp/issue45-console-recovery-codes-${width}.png`, fullPage: true })
  }
  // Going on waits for the codes to be saved: a download of the ten, then the box ticked.
  const continueButton = page.getByRole('button', { name: 'Continue to the console' })
  await expect(continueButton).toBeDisabled()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('arcnova-recovery-codes.txt')
  const saved = await readFile((await download.path()) ?? '', 'utf8')
  expect(saved.split('\n').filter((line) => recoveryCodes.includes(line))).toEqual(recoveryCodes)
  await page.getByRole('checkbox', { name: 'I have saved these codes' }).check()
  await continueButton.click()
  await expect(page.getByText(`Signed in as ${staff.email}`)).toBeVisible()
  // The wrong code's 400 and the password step's 401s are the answers the screens show.
  expect(errors.filter((error) => !/status of 40[01]/.test(error))).toEqual([])
})

test('the next sign-in asks for a code: one from the app, or a recovery code once', async ({ page }) => {
  await password(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible()
  expect((await page.request.get(`${url}/api/console/me`)).status()).toBe(401)
  await noAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 800 })
  await lookAt(page, { path: test.info().outputPath('two-step-code-390.png'), fullPage: true })
  await page.getByLabel('Code').fill(codeAt(secret, Math.floor(Date.now() / 30_000) + 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText(`Signed in as ${staff.email}`)).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await password(page)
  await page.getByLabel('Code').fill(recoveryCodes[0] ?? '')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText(`Signed in as ${staff.email}`)).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  // Spent: the same recovery code is refused, the form says so and keeps the step.
  await password(page)
  await page.getByLabel('Code').fill(recoveryCodes[0] ?? '')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert')).toContainText('That code is not correct.')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
})

test('each role sees only its screens; the server refuses the others with 403', async ({ page }) => {
  await signIn(page, url, staff.password, finance)
  const nav = page.getByRole('navigation', { name: 'Console' })
  await expect(nav.getByRole('link')).toHaveText(['Plans', 'Orders', 'Account'])
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible()
  expect((await page.request.get(`${url}/api/console/applications/`)).status()).toBe(403)
  const people = await page.request.post(`${url}/api/console/people/search`, { data: { email: 'a@example.com' } })
  expect(people.status()).toBe(403)
  await page.goto(`${url}/console/applications`)
  await expect(page.getByText('Your role does not give access to this screen.')).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()

  await signIn(page, url, staff.password, recruiter)
  await expect(nav.getByRole('link')).toHaveText(['Applications', 'Jobs', 'Referrals', 'Messages', 'People', 'Account'])
  expect((await page.request.get(`${url}/api/console/orders/`)).status()).toBe(403)
  expect((await page.request.get(`${url}/api/console/staff/`)).status()).toBe(403)
})

test('an administrator changes a role on the Staff screen; that person’s sessions end', async ({ page, browser }) => {
  const theirs = await (await browser.newContext({ serviceWorkers: 'block' })).newPage()
  await signIn(theirs, url, staff.password, recruiter)

  await password(page)
  await page.getByLabel('Code').fill(recoveryCodes[1] ?? '')
  await page.getByRole('button', { name: 'Verify' }).click()
  await openScreen(page, 'Staff')
  const card = page.getByRole('article', { name: recruiter })
  await expect(card).toContainText('Two-step sign-in: on')
  await noAxeViolations(page)
  await card.getByLabel('Role').selectOption('finance')
  await card.getByRole('button', { name: 'Save role' }).click()
  await expect(page.getByRole('status')).toContainText(`${recruiter} is now finance; their sessions have ended.`)
  expect((await theirs.request.get(`${url}/api/console/me`)).status()).toBe(401)
  // One's own role is not changed here.
  await expect(page.getByRole('article', { name: `${staff.email} You` }).getByLabel('Role')).toBeDisabled()
  await lookAt(page, { path: test.info().outputPath('staff-1280.png'), fullPage: true })
  const audit = await (await page.request.get(`${url}/api/console/audit/`)).json()
  expect(audit.results[0]).toMatchObject({
    action: 'role.changed',
    detail: expect.stringMatching(/^recruiter → finance; [12] sessions? ended$/),
  })
})

test('the fifth wrong code ends the sign-in: back to the password, saying why', async ({ page }) => {
  await password(page, finance)
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible()
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.getByLabel('Code').fill(`00000${attempt}`)
    await page.getByRole('button', { name: 'Verify' }).click()
    // Each refusal clears the field and keeps the step.
    await expect(page.getByLabel('Code')).toHaveValue('')
    await expect(page.getByRole('alert')).toContainText('That code is not correct.')
  }
  await page.getByLabel('Code').fill('000005')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(
    'Too many wrong codes: this sign-in has ended to keep your account safe. Sign in again with your password.',
  )
  await expect(page.getByLabel('Email')).toHaveValue('')
  expect((await page.request.get(`${url}/api/console/me`)).status()).toBe(401)
  await noAxeViolations(page)
})
