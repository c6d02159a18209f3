import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { type Cookie, expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { openPgliteDb } from '../../server/db/pglite-db.ts'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../server/test-support/server-process.ts'
import { runStaffCommand } from '../../server/staff/staff-command.ts'
import { copyFreshDatabase } from '../../server/test-support/template-db.ts'

export const staff = { email: 'hr@example.com', password: 'correct horse battery staple' }

/**
 * A server of its own for the console tests, set up as the company would: the staff member is added
 * with the staff command on the (still closed) embedded database, then the server starts on it and
 * serves the built site. The command runs in this process: `npm run staff` as a process of its own
 * has its tests in staff-cli-passwords.test.ts and staff-cli-roles.test.ts, and starting one per
 * member cost ~2 s of CPU. The database is a copy of a new migrated and seeded one, as the server's
 * first start makes it (its own initdb costs ~5 s of CPU each time; record 080).
 */
export async function startConsoleServer(
  more: ReadonlyArray<{ email: string; role: 'recruiter' | 'finance' }> = [],
  /** More of the server's environment (a mail server, a webhook secret). */
  extraEnv: Record<string, string> = {},
): Promise<{
  url: string
  stop: () => Promise<void>
  /** Stops the server, runs `sql` on its closed embedded database, and starts it again at the same address. */
  restartAfter: (sql: string) => Promise<void>
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcnova-console-e2e-'))
  await copyFreshDatabase(dataDir)
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  for (const { email, role } of [{ email: staff.email, role: 'admin' }, ...more]) {
    const added = await runStaffCommand(['add', email, '--role', role], {
      input: Readable.from([`${staff.password}\n`]),
      prompt: () => undefined,
      env,
    })
    expect(added.out + added.err).toContain(`Added ${email} (${role}).`)
  }
  const serverEnv = {
    DATA_DIR: dataDir,
    STATIC_DIR: process.env.OUT_DIR ?? 'dist',
    RATE_LIMIT_MAX: '100000',
    ...extraEnv,
  }
  let server: ServerProcess | null = null
  try {
    server = await startServerProcess(serverEnv)
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  let running = server
  const url = running.url
  return {
    url,
    stop: async () => {
      await stopServerProcess(running)
      rmSync(dataDir, { recursive: true, force: true })
    },
    restartAfter: async (sql) => {
      await stopServerProcess(running)
      const db = await openPgliteDb(join(dataDir, 'pg'))
      try {
        await db.query(sql)
      } finally {
        await db.close()
      }
      // The same port: the page's address, its session cookie and the test's codes stay valid.
      running = await startServerProcess({ ...serverEnv, PORT: new URL(url).port })
    },
  }
}

/**
 * Each server's and staff member's authenticator secret (set up at its first sign-in), the last
 * 30 s step used, and the recovery codes not yet used.
 */
const authenticators = new Map<string, { secret: string; lastStep: number; recoveryCodes: string[] }>()

/**
 * Each server's and staff member's session cookie from their last sign-in through both steps: tests
 * that need a signed-in console, not a sign-in, start from it (record 080).
 */
const sessions = new Map<string, Cookie[]>()

/** The code an authenticator app shows for `secret` in a 30 s step. */
export const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate({ timestamp: step * 30_000 })

/**
 * A code the server has not taken yet: each step's code is accepted once (and the server accepts the
 * step after its own); when those are used up, a recovery code, as a person in a hurry would; when
 * those are gone too, wait for the next step.
 */
async function freshCode(key: string): Promise<string> {
  const known = authenticators.get(key)
  if (known === undefined) throw new Error('no authenticator set up for this server')
  let now = Math.floor(Date.now() / 30_000)
  const recovery = known.lastStep >= now + 1 ? known.recoveryCodes.shift() : undefined
  if (recovery !== undefined) return recovery
  if (known.lastStep >= now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 200))
    now = Math.floor(Date.now() / 30_000)
  }
  const step = Math.max(now, known.lastStep + 1)
  known.lastStep = step
  return codeAt(known.secret, step)
}

/**
 * Signs the staff member in as a person would: the password, then the second step. The first sign-in
 * on a server sets up the authenticator app from the shown setup key and passes the recovery codes.
 */
export async function signIn(page: Page, url: string, password = staff.password, email = staff.email) {
  await page.goto(`${url}/console`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  if (password !== staff.password) return
  await passSecondStep(page, url, email)
}

/** The second step of a sign-in whose password was accepted: set-up the first time on a server, a code after. */
export async function passSecondStep(page: Page, url: string, email = staff.email) {
  const key = `${url} ${email}`
  if (!authenticators.has(key)) {
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible()
    const secret = await setupKeyShown(page)
    const step = Math.floor(Date.now() / 30_000)
    await page.getByLabel('Code').fill(codeAt(secret, step))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused()
    const recoveryCodes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents()
    authenticators.set(key, { secret, lastStep: step, recoveryCodes })
    await page.getByRole('checkbox', { name: 'I have saved these codes' }).check()
    await page.getByRole('button', { name: 'Continue to the console' }).click()
  } else {
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible()
    await page.getByLabel('Code').fill(await freshCode(key))
    await page.getByRole('button', { name: 'Verify' }).click()
  }
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
  sessions.set(
    key,
    (await page.context().cookies(url)).filter((cookie) => cookie.name === 'arcnova_console'),
  )
}

/**
 * Opens the console signed in, for a test about what comes after the sign-in: with the session an
 * earlier test on this server signed in, while the server still has it; else through the sign-in form.
 */
export async function openSignedIn(page: Page, url: string, email = staff.email) {
  const kept = sessions.get(`${url} ${email}`)
  if (kept !== undefined) {
    await page.context().addCookies(kept)
    await page.goto(`${url}/console`)
    const signedIn = page.getByText(`Signed in as ${email}`)
    await expect(signedIn.or(page.getByRole('button', { name: 'Sign in', exact: true }))).toBeVisible()
    if (await signedIn.isVisible()) return
    // Ended since (signed out, or every session ended): sign in again.
    await page.context().clearCookies()
  }
  await signIn(page, url, staff.password, email)
}

/** The 'Setup key' the set-up screen shows, without its spaces. */
export async function setupKeyShown(page: Page): Promise<string> {
  const text = (await page.getByText(/^Setup key:/).textContent()) ?? ''
  return text.replace('Setup key:', '').replace(/\s+/g, '')
}

/** Opens a console screen through its navigation link. */
export async function openScreen(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused()
}

/** A code for the staff member's authenticator that the server has not taken yet. */
export const codeFor = (url: string, email = staff.email) => freshCode(`${url} ${email}`)

/** Answers the 'Confirm it is you' dialog (a fresh code for a destructive act) with a code not taken yet. */
export async function confirmWithCode(page: Page, url: string, email = staff.email) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Code').fill(await freshCode(`${url} ${email}`))
  await dialog.getByRole('button', { name: 'Confirm' }).click()
}
