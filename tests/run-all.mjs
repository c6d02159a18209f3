// `npm test`: build, type-check, unit/component/server tests, browser tests; then one summary line.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { playwrightFileTimes, slowestFilesTable } from './support/slowest-files.mjs'

const artifacts = 'tests/.artifacts'
rmSync(artifacts, { recursive: true, force: true })
mkdirSync(artifacts, { recursive: true })

let passed = 0
let failed = 0
const failures = []
/** Each step's wall time, for the closing table (record 080 keeps the figures). */
const stepTimes = []

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  stepTimes.push({ label, seconds: (Date.now() - started) / 1000 })
  return result.status === 0
}

function step(label, command, args, env = {}) {
  if (run(label, command, args, env)) passed += 1
  else {
    failed += 1
    failures.push(label)
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

// The build regenerates the route tree, which the type-check needs. One build for every payment mode:
// the browser tests' server (no Razorpay keys) names its sandbox checkout in each order answer. The
// server is compiled as for production, and the tests' server processes run that (server/start.mjs).
step('build', 'npm', ['run', '--silent', 'build'])
step('type-check app', 'npx', ['tsc', '-p', 'tsconfig.json'])
step('type-check service worker', 'npx', ['tsc', '-p', 'sw/tsconfig.json'])
step('type-check tests', 'npx', ['tsc', '-p', 'tests/tsconfig.json'])
if (existsSync('server/tsconfig.json')) step('type-check server', 'npx', ['tsc', '-p', 'server/tsconfig.json'])
step('lint and format (Biome)', 'npx', ['biome', 'check', '--error-on-warnings', '.'])

/** Runs vitest with its JSON report and adds its tests to the summary. */
function vitestStep(label, name, args, env = {}) {
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${artifacts}/${name}.json`,
      '--reporter=./tests/support/vitest-file-times.ts',
    ],
    { ...env, VITEST_FILE_TIMES: `${artifacts}/${name}-files.json` },
  )
  const report = readJson(`${artifacts}/${name}.json`)
  if (report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    if (!ok && report.numFailedTests === 0) failed += 1
  } else if (!ok) failed += 1
  if (!ok) failures.push(name)
}

vitestStep('unit, component and server tests (vitest)', 'vitest', [])
// Alone, so that its 10 s bound on every answer measures the server, not the other tests beside it.
vitestStep(
  'two instances under load and through a PostgreSQL restart (vitest)',
  'vitest-load',
  ['--project', 'server-load'],
  {
    TEST_LOAD: '1',
  },
)

const e2eOk = run('browser tests (Playwright, Chromium)', 'npx', [
  'playwright',
  'test',
  '-c',
  'tests/playwright.config.ts',
])
const e2e = readJson(`${artifacts}/playwright.json`)
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
  if (!e2eOk && e2e.stats.unexpected === 0) failed += 1
} else if (!e2eOk) failed += 1
if (!e2eOk) failures.push('playwright')

const fileTimes = [
  ...(readJson(`${artifacts}/vitest-files.json`) ?? []),
  ...(readJson(`${artifacts}/vitest-load-files.json`) ?? []),
  ...playwrightFileTimes(e2e),
]
console.log(`\n${slowestFilesTable(fileTimes, 10).join('\n')}`)
console.log(`\nSteps: ${stepTimes.map(({ label, seconds }) => `${label} ${Math.round(seconds)} s`).join('; ')}`)
if (e2e?.stats.flaky) console.log(`\n${e2e.stats.flaky} browser test(s) passed only when run again: flaky.`)
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
