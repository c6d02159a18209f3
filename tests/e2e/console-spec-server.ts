import { expect, type Page, test } from '@playwright/test'
import { startConsoleServer } from './console-support'
import { axe } from './support'

/*
 * What the console's own specs share (console-sign-in, console-jobs, console-screens): a server of
 * their own on a fresh embedded database with a staff member added by the command, and the axe check.
 */

/**
 * Starts the spec's server before its tests, hands its address to `started`, and stops it after them.
 * The tests run in order, each building on what the one before left; on the static site they are skipped.
 */
export function withConsoleServer(
  started: (url: string) => void,
  /** Staff beside the administrator (finance for the plans' specs). */
  more: Parameters<typeof startConsoleServer>[0] = [],
) {
  test.skip(process.env.E2E_STATIC === '1', 'needs the companion server (its sandbox checkout)')
  test.describe.configure({ mode: 'serial' })
  let stop: () => Promise<void> = async () => undefined
  test.beforeAll(async () => {
    // Its own server on a fresh database: over 30 s once with the rest of the suite running beside it.
    test.setTimeout(150_000)
    const server = await startConsoleServer(more)
    stop = server.stop
    started(server.url)
  })
  test.afterAll(async () => stop())
}

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).withTags(wcag).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}
