import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import type { TestProjectInlineConfiguration } from 'vitest/config'

/**
 * One worker more than there are cores. vitest's own default (cores − 1) ran one worker on the 2-core
 * CI machine, where many server tests wait on sockets, timers and child processes: 747 s then, 438 s
 * with two; with two, the machine still sat idle a fifth of the time (1.6 of 2 cores busy), and a
 * third worker fills it: 306 s → 270 s (record 080).
 */
export const vitestWorkers = Math.max(2, availableParallelism() + 1)

/** The site's unit and component tests, and the repository checks. */
const appTestDirs = ['src', 'tests/unit']
const isAppTest = (file: string) => /\.test\.tsx?$/.test(file)

/**
 * Test files that replace modules (vi.mock, vi.doMock) or reload them (vi.resetModules) need a module
 * graph of their own: in a shared one, a module another file imported first stays as it was. The rest
 * share their worker's modules, which saves importing jsdom, React and the app again for every file;
 * they pass in shuffled file orders too (record 080).
 */
const replacesModules = (file: string) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8'))
const appTests = appTestDirs.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isAppTest)
    .map((file) => `${dir}/${file}`),
)
const appTestsIsolated = appTests.filter(replacesModules)

/** The API tests that run on PostgreSQL too: the embedded database's own files and restarts stay out. */
const serverTestsOnPostgres = [
  'server/applications/applications.test.ts',
  'server/backup/backup-consistency.test.ts',
  'server/backup/backup-restore.test.ts',
  'server/backup/backup-schedule.test.ts',
  'server/applications/text-fields.test.ts',
  'server/console/account-code-limit.test.ts',
  'server/console/code-guessing.test.ts',
  'server/console/console-auth.test.ts',
  'server/console/console-post-limit.test.ts',
  'server/console/console-jobs-applications.test.ts',
  'server/console/console-orders-lists.test.ts',
  'server/console/sign-in-throttle.test.ts',
  'server/console/console-account.test.ts',
  'server/console/people/erase-waiting-mail.test.ts',
  'server/console/console-passkey-fresh-code.test.ts',
  'server/console/orders/order-documents.test.ts',
  'server/contact/contact-messages.test.ts',
  'server/http/health.test.ts',
  'server/interviews/invitations.test.ts',
  'server/invoices/order-receipt.test.ts',
  'server/jobs/jobs.test.ts',
  'server/metrics/metrics-listeners.test.ts',
  'server/metrics/metrics-scrape.test.ts',
  'server/oidc/oidc-leaving.test.ts',
  'server/oidc/oidc-sign-in.test.ts',
  'server/pages/data-pages.test.ts',
  'server/pipeline/pipeline.test.ts',
  'server/payments/payment-mode.test.ts',
  'server/payments/payments-razorpay.test.ts',
  'server/payments/payments-sandbox.test.ts',
  'server/payments/webhook.test.ts',
  'server/plans/plans.test.ts',
  'server/privacy/privacy.test.ts',
  'server/push-alerts/push-alerts-sending.test.ts',
  'server/push-alerts/push-alerts-subscribe.test.ts',
  'server/push-alerts/push-subscribe-rules.test.ts',
  'server/referrals/referral-rules.test.ts',
  'server/referrals/referrals.test.ts',
  'server/refunds/refunds-razorpay-api.test.ts',
  'server/refunds/refunds-razorpay-webhooks.test.ts',
  'server/refunds/refunds-sandbox.test.ts',
  'server/share-links/share-links-console.test.ts',
  'server/share-links/share-links-visits.test.ts',
]

/** Two instances on a PostgreSQL of its own, under load and through a restart of it. */
const loadTest = 'server/scale-out.test.ts'

/**
 * The server's tests share their worker's modules too (each starts servers of its own, on databases of
 * its own): importing the server again for every file was a third of the server project's time
 * (279 s against 192 s; record 080). Those that replace a module keep a module graph of their own.
 */
const serverTestFiles = readdirSync('server', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `server/${file}`)
const serverTestsIsolated = serverTestFiles.filter(replacesModules)

const serverTests = {
  environment: 'node',
  // Request lines would drown the report; tests that check the log give the app their own. Staff
  // passwords hash at N=2^10 here (honoured under NODE_ENV=test only); password.test.ts keeps one at 2^16.
  env: { LOG_LEVEL: 'warn', STAFF_SCRYPT_COST: '10' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const

/** vitest's projects: the site in jsdom, the server on its embedded database, and on PostgreSQL. */
export const vitestProjects = (testDatabaseUrl: string | undefined): TestProjectInlineConfiguration[] => [
  {
    plugins: [react()],
    test: {
      name: 'app',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
      exclude: appTestsIsolated,
      isolate: false,
      setupFiles: ['tests/support/vitest-setup.ts'],
    },
  },
  {
    plugins: [react()],
    test: {
      name: 'app-isolated',
      environment: 'jsdom',
      include: appTestsIsolated,
      setupFiles: ['tests/support/vitest-setup.ts'],
    },
  },
  // The service worker's own steps, in Node (its Request, FormData and Blob; IndexedDB from fake-indexeddb).
  { test: { name: 'sw', environment: 'node', include: ['sw/**/*.test.ts'] } },
  {
    test: {
      name: 'server',
      include: ['server/**/*.test.ts'],
      exclude: [loadTest, ...serverTestsIsolated],
      isolate: false,
      ...serverTests,
    },
  },
  { test: { name: 'server-isolated', include: serverTestsIsolated, exclude: [loadTest], ...serverTests } },
  // Its own step of npm test (npm run test:load), with nothing else running: it measures answers against a 10 s bound.
  ...(process.env.TEST_LOAD === '1'
    ? [
        {
          test: {
            name: 'server-load',
            include: [loadTest],
            ...serverTests,
            testTimeout: 180_000,
            hookTimeout: 120_000,
          },
        },
      ]
    : []),
  // With TEST_DATABASE_URL (CI starts a throwaway PostgreSQL), the API tests run again with every
  // test server on a real PostgreSQL database of its own.
  ...(testDatabaseUrl
    ? [
        {
          test: {
            name: 'server-postgres',
            include: serverTestsOnPostgres,
            exclude: serverTestsIsolated,
            isolate: false,
            ...serverTests,
            env: { ...serverTests.env, TEST_SERVER_DB: 'postgres' },
          },
        },
        {
          test: {
            name: 'server-postgres-isolated',
            include: serverTestsOnPostgres.filter((file) => serverTestsIsolated.includes(file)),
            ...serverTests,
            env: { ...serverTests.env, TEST_SERVER_DB: 'postgres' },
          },
        },
      ]
    : []),
]
