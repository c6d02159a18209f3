// What the browser benchmarks share: a build of the site and the production server on a free port.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { loadavg } from 'node:os'
import { launchArgs } from '../e2e/support'

/** A port nobody listens on, so a benchmark never measures a stray server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Chromium's flags for a benchmark that times the page's own work. Playwright turns on DevTools'
 * Runtime domain in every page, and V8 then records, for every Error the page creates, where each
 * caller stands in its source (line and column), in case the Error is thrown uncaught. Those
 * positions are made lazily, by parsing the caller's source again: React DOM creates five Errors as
 * it loads, from inside its 144 KB module function, which cost 50–135 ms at 4× in the start-up's
 * evaluation task, work that no phone does (record 079). With the positions made when the code is
 * compiled, that work leaves the page's tasks.
 */
export const timingLaunchArgs = [...launchArgs, '--js-flags=--no-enable-lazy-source-positions']

/** Where buildSite() writes (vite.config.ts reads the same OUT_DIR). */
export const builtSite = process.env.OUT_DIR ?? 'dist'

export function buildSite(): void {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('build failed')
}

/** The production server on `port` with its data in `dataDir`, once it answers. */
export async function startSiteServer(port: number, dataDir: string): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`
  // Node itself rather than `npx tsx`: killing npx would leave the server running (and busy) after the benchmark.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    // OUT_DIR: the build buildSite() made, so benchmarks can run beside other builds.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DATA_DIR: dataDir,
      STATIC_DIR: builtSite,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill()
  throw new Error('server did not start')
}

export const machineLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
