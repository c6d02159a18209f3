// @ts-check
// The slowest test files of a run, from vitest's file times (tests/support/vitest-file-times.ts) and
// Playwright's JSON report: npm test ends with them, so the next person sees where the time goes (record 080).

/**
 * @typedef {{ runner: string, file: string, seconds: number, tests: number }} FileTime
 * @typedef {{ specs?: Array<{ tests?: Array<{ results?: Array<{ duration?: number }> }> }>, suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ suites?: Array<PlaywrightSuite & { file?: string }> }} PlaywrightReport
 */

/**
 * Each Playwright file's time: the sum of its tests' runs (retries included), on whichever worker ran them.
 * @param {PlaywrightReport | undefined} report
 * @returns {FileTime[]}
 */
export function playwrightFileTimes(report) {
  /** @type {Map<string, FileTime>} */
  const byFile = new Map()
  /** @param {PlaywrightSuite} suite @param {string} file */
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = byFile.get(file) ?? { runner: 'playwright', file, seconds: 0, tests: 0 }
        entry.tests += 1
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000
        byFile.set(file, entry)
      }
    }
    for (const child of suite.suites ?? []) visit(child, file)
  }
  for (const suite of report?.suites ?? []) visit(suite, `tests/e2e/${suite.file ?? '?'}`)
  return [...byFile.values()]
}

/**
 * The `count` slowest files, slowest first, as lines of a small table.
 * @param {FileTime[]} times
 * @param {number} count
 * @returns {string[]}
 */
export function slowestFilesTable(times, count = 10) {
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count)
  if (slowest.length === 0) return []
  const runnerWidth = Math.max(...slowest.map((entry) => entry.runner.length))
  return [
    `The ${slowest.length} slowest test files:`,
    ...slowest.map(
      (entry) =>
        `${entry.seconds.toFixed(1).padStart(7)} s  ${entry.runner.padEnd(runnerWidth)}  ${entry.file} (${entry.tests} ${entry.tests === 1 ? 'test' : 'tests'})`,
    ),
  ]
}
