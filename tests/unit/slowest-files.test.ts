import { describe, expect, it } from 'vitest'
import { playwrightFileTimes, slowestFilesTable } from '../support/slowest-files.mjs'

describe('the slowest test files at the end of npm test', () => {
  it('sums each Playwright file’s test runs, retries and nested groups included', () => {
    const report = {
      suites: [
        {
          file: 'console.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 4_000 }, { duration: 6_000 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 2_500 }] }] }] }],
        },
        { file: 'routes.spec.ts', specs: [{ tests: [{ results: [{ duration: 1_000 }] }] }] },
      ],
    }
    expect(playwrightFileTimes(report)).toEqual([
      { runner: 'playwright', file: 'tests/e2e/console.spec.ts', seconds: 12.5, tests: 2 },
      { runner: 'playwright', file: 'tests/e2e/routes.spec.ts', seconds: 1, tests: 1 },
    ])
    expect(playwrightFileTimes(undefined)).toEqual([])
  })

  it('lists the ten slowest, slowest first, across runners, with their times', () => {
    const times = Array.from({ length: 12 }, (_, index) => ({
      runner: index % 2 === 0 ? 'vitest server' : 'playwright',
      file: `file-${index}.test.ts`,
      seconds: index * 1.5,
      tests: index,
    }))
    const lines = slowestFilesTable(times, 10)
    expect(lines[0]).toBe('The 10 slowest test files:')
    expect(lines).toHaveLength(11)
    expect(lines[1]).toBe('   16.5 s  playwright     file-11.test.ts (11 tests)')
    expect(lines[2]).toBe('   15.0 s  vitest server  file-10.test.ts (10 tests)')
    expect(lines.at(-1)).toContain('file-2.test.ts (2 tests)')
    expect(lines.join('\n')).not.toContain('file-1.test.ts')
    expect(slowestFilesTable([], 10)).toEqual([])
  })
})
