/**
 * `npm run bench:api`: starts the server in its own process (temp DATA_DIR with 200 open jobs, free
 * port), then drives GET /api/jobs/, GET /, and the server-rendered data pages (/job-openings, a job's
 * link, /products) with autocannon (50 connections, 10 s each, after a short warm-up) from another
 * process, and prints requests/s, p50 and p99; then times the renderer itself on /job-openings without
 * the server's answer cache (every request a new render). Then 300 applications with a 4 MB PDF each, 50 at
 * a time: applications/s, p50, p99, the server's peak RSS and whether every stored CV is byte-identical.
 * `BENCH_ONLY=uploads` runs just that part. `BENCH_BASELINE=<git ref>` instead compares the routes
 * with that ref's server, alternating, in the same sitting (compare.ts).
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { repoRoot } from '../config.ts'
import { tempDir } from '../test-support/test-server.ts'
import { fillOpenJobs, timeRenders } from './data-pages-bench.ts'
import { benchUploads, idleRssMb } from './upload-bench.ts'
import { freePort } from '../test-support/free-port.ts'
import { asBrowsersAsk, runAutocannon } from './run-autocannon.ts'
import { compareWithBaseline } from './compare.ts'
import { spawnBenchServer } from './bench-server.ts'

const connections = 50
const seconds = 10
/** The job list the data-page figures are for. */
const openJobs = 200
const renders = 500

const resultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), average: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
})
type Result = z.infer<typeof resultSchema>

/**
 * A snapshot of the real build when there is one (so a rebuild during the run cannot disturb it);
 * otherwise a minimal page, so GET / still measures the serving path.
 */
async function siteDir(scratch: string): Promise<string> {
  const dist = path.join(repoRoot, 'dist')
  const site = path.join(scratch, 'site')
  if (existsSync(path.join(dist, 'index.html'))) {
    await cp(dist, site, { recursive: true })
    return site
  }
  await mkdir(site, { recursive: true })
  await writeFile(
    path.join(site, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Arcnova</title></head><body><div id="root"></div></body></html>`,
  )
  return site
}

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('server did not start within 120 s')
}

/**
 * Every route is asked for as a browser asks, compressed (fetch() sends Accept-Encoding too); the
 * job list also without, marked `identity`, as this bench asked for it before issue 47.
 */
const identity = ' identity'
const browserHeaders = (route: string) => (route.endsWith(identity) ? [] : asBrowsersAsk)

function autocannon(route: string, duration: number, connectionCount: number): Promise<Result> {
  const url = route.replace(identity, '')
  return runAutocannon(
    ['-c', String(connectionCount), '-d', String(duration), ...browserHeaders(route), url],
    resultSchema,
  )
}

async function main(): Promise<void> {
  const baseline = process.env.BENCH_BASELINE
  if (baseline !== undefined && baseline !== '') return compareWithBaseline(baseline)
  const scratch = await tempDir('bench')
  const port = await freePort()
  const staticDir = await siteDir(scratch)
  const pagesToo = process.env.BENCH_ONLY !== 'uploads'
  if (pagesToo) await fillOpenJobs(path.join(scratch, 'data'), openJobs)
  const server = spawnBenchServer({
    port,
    dataDir: path.join(scratch, 'data'),
    staticDir,
    // The benchmark measures throughput, not the per-address limit on POSTs.
    env: { RATE_LIMIT_MAX: '1000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(`${base}/api/jobs/`, server)
    const idleMb = server.pid === undefined ? Number.NaN : await idleRssMb(server.pid)
    const load = () =>
      loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')
    console.log(
      `\nMachine: ${cpus().length} CPUs, load average ${load()} (other work on the machine skews the figures)`,
    )
    console.log(
      `Benchmark: ${connections} connections, ${seconds} s per route, static files: ${existsSync(path.join(repoRoot, 'dist', 'index.html')) ? 'a copy of dist/' : 'a minimal page'}\n`,
    )
    const rows: Array<{ route: string; result: Result }> = []
    const list = z
      .object({ results: z.array(z.object({ id: z.number() })) })
      .parse(await (await fetch(`${base}/api/jobs/`)).json())
    const routes = [
      '/api/jobs/',
      `/api/jobs/${identity}`,
      '/',
      '/job-openings',
      `/job-openings?job=${list.results[0]?.id ?? 1}`,
      '/products',
    ]
    for (const route of pagesToo ? routes : []) {
      await autocannon(`${base}${route}`, 2, 10) // warm-up: JIT, caches
      rows.push({ route, result: await autocannon(`${base}${route}`, seconds, connections) })
    }
    console.log('route                       requests/s    p50 ms    p99 ms    non-2xx  errors')
    for (const { route, result } of rows) {
      console.log(
        [
          route.padEnd(27),
          result.requests.average.toFixed(0).padStart(10),
          result.latency.p50.toFixed(1).padStart(9),
          result.latency.p99.toFixed(1).padStart(9),
          String(result.non2xx).padStart(10),
          String(result.errors + result.timeouts).padStart(7),
        ].join(' '),
      )
    }
    const jobs = rows[0]?.result
    if (jobs !== undefined) {
      const met = jobs.requests.average >= 2000 && jobs.latency.p99 < 50
      console.log(`\nTarget for /api/jobs/ (≥ 2,000 req/s, p99 < 50 ms): ${met ? 'met' : 'NOT met'}`)
    }
    const page = rows.find((row) => row.route === '/job-openings')?.result
    if (page !== undefined) {
      const met = page.requests.average >= 500 && page.latency.p50 <= 10 && page.latency.p99 <= 50
      console.log(
        `Target for /job-openings with ${list.results.length} open jobs (≥ 500 pages/s, p50 ≤ 10 ms, p99 ≤ 50 ms): ${met ? 'met' : 'NOT met'}`,
      )
    }
    if (pagesToo && existsSync(path.join(staticDir, '.server', 'entry-server.js'))) {
      const times = await timeRenders(staticDir, base, '/job-openings', renders)
      console.log(
        `Rendering /job-openings itself (${list.results.length} jobs, no answer cache, one core, ${times.renders} in a row): ` +
          `p50 ${times.p50.toFixed(1)} ms, p99 ${times.p99.toFixed(1)} ms, ${times.perSecond.toFixed(0)} pages/s`,
      )
    }
    if (server.pid !== undefined) {
      const uploads = await benchUploads(base, server.pid, path.join(scratch, 'data', 'uploads'))
      console.log(
        `\nApplications (4 MB PDF, 50 at a time, ${uploads.applications} in all, database: ${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite'}): ${uploads.perSecond.toFixed(1)}/s, ` +
          `p50 ${uploads.p50.toFixed(0)} ms, p99 ${uploads.p99.toFixed(0)} ms, errors ${uploads.errors}, ` +
          `server RSS ${idleMb.toFixed(0)} MB idle after start-up, peak ${uploads.peakRssMb.toFixed(0)} MB during the run (${uploads.peakRssBeforeMb.toFixed(0)} MB peak before it), every file byte-identical on disk: ${uploads.identicalOnDisk ? 'yes' : 'NO'}`,
      )
      const met = uploads.perSecond >= 40 && uploads.peakRssMb < 300 && uploads.errors === 0 && uploads.identicalOnDisk
      console.log(
        `Target (≥ 40 applications/s, peak RSS < 300 MB, 0 errors, identical files): ${met ? 'met' : 'NOT met'}`,
      )
    }
    console.log(`Load average after: ${load()}`)
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)))
    await rm(scratch, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
