// `npm test`: build, type-check, unit/component/server tests, browser tests; then one summary line.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const artifacts = 'tests/.artifacts'
rmSync(artifacts, { recursive: true, force: true })
mkdirSync(artifacts, { recursive: true })

let passed = 0
let failed = 0
const failures = []

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
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
// the browser tests' server (no Razorpay keys) names its sandbox checkout in each order answer.
step('build', 'npx', ['vite', 'build'])
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
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${artifacts}/${name}.json`],
    env,
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

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
