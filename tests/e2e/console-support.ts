import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../server/test-support/server-process.ts'

export const staff = { email: 'hr@example.com', password: 'correct horse battery staple' }

/**
 * A server of its own for the console tests, set up as the company would: the staff member is
 * added with `npm run staff -- add` on the (still closed) embedded database, then the server starts
 * on it and serves the built site.
 */
export async function startConsoleServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcnova-console-e2e-'))
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  const added = spawnSync('npm', ['run', '--silent', 'staff', '--', 'add', staff.email], {
    env,
    input: `${staff.password}\n`,
    encoding: 'utf8',
  })
  expect(added.stdout + added.stderr).toContain(`Added ${staff.email}.`)
  let server: ServerProcess | null = null
  try {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.OUT_DIR ?? 'dist',
      RATE_LIMIT_MAX: '100000',
    })
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const running = server
  return {
    url: running.url,
    stop: async () => {
      await stopServerProcess(running)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function signIn(page: Page, url: string, password = staff.password) {
  await page.goto(`${url}/console`)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  if (password === staff.password) await expect(page.getByText(`Signed in as ${staff.email}`)).toBeVisible()
}

/** Opens a console screen through its navigation link. */
export async function openScreen(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused()
}
