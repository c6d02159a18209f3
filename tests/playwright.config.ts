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
  // Two: the suite is CPU-bound on the 2-core machine; a third worker was no faster and made a test flaky (record 080).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: `${artifacts}/playwright.json` }]],
  use: {
    baseURL,
    serviceWorkers: 'block',
    // A trace only when a test is run again after failing: recording one for every test (screencast and
    // DOM snapshots) cost a fifth of the suite's time on the 2-core CI machine (record 080).
    trace: 'on-first-retry',
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
