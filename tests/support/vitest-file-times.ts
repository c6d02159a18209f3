import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import type { FileTime } from './slowest-files.mjs'

/**
 * Writes each test file's time with its project to `outputFile` (JSON, FileTime[]), for npm test's list
 * of the slowest files: vitest's own JSON report does not say which project ran a file, and the API
 * tests run twice (embedded database, then PostgreSQL).
 */
export default class VitestFileTimes implements Reporter {
  private readonly times: FileTime[] = []
  private readonly outputFile = process.env.VITEST_FILE_TIMES ?? 'tests/.artifacts/vitest-files.json'

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic()
    // Everything the file cost its worker: environment, harness, imports, then its tests and hooks.
    const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration
    this.times.push({
      runner: `vitest ${module.project.name}`,
      file: module.relativeModuleId,
      seconds: ms / 1000,
      tests: [...module.children.allTests()].length,
    })
  }

  onTestRunEnd() {
    mkdirSync(path.dirname(this.outputFile), { recursive: true })
    writeFileSync(this.outputFile, JSON.stringify(this.times))
  }
}
