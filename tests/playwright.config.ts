import { defineConfig, devices } from '@playwright/test'
import { launchArgs } from './e2e/support'

/** Browser tests run against the production build served as in production, in Debian's Chromium. */
const port = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${port}`
const artifacts = process.env.E2E_ARTIFACTS ?? './.artifacts'

export default defineConfig({
  testDir: './e2e',
  outputDir: `${artifacts}/playwright`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: `${artifacts}/playwright.json` }]],
  use: {
    baseURL,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: launchArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node tests/support/serve-e2e.mjs ${port}`,
    cwd: '..',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
