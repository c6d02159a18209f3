// Types for slowest-files.mjs (plain JavaScript, so that `npm test` runs it with node alone).
export interface FileTime {
  runner: string
  file: string
  seconds: number
  tests: number
}
export interface PlaywrightSuite {
  file?: string
  specs?: Array<{ tests?: Array<{ results?: Array<{ duration?: number }> }> }>
  suites?: PlaywrightSuite[]
}
export interface PlaywrightReport {
  suites?: PlaywrightSuite[]
}
export function playwrightFileTimes(report: PlaywrightReport | undefined): FileTime[]
export function slowestFilesTable(times: FileTime[], count?: number): string[]
