/**
 * `npm run bench:metrics` (record 063): what counting requests for /metrics costs. First in process, the
 * whole app without a socket (GET /api/health through every middleware), with and without the metrics
 * middleware, alternating, 10,000 requests a run: CPU microseconds per request (less swayed than wall time by
 * other work on a shared machine), medians of 15 runs. Then
 * the same route over HTTP against the real server in its own process (autocannon, 50 connections,
 * 5 s, 2 runs per start, starts alternating without and with METRICS_TOKEN, twice): the server
 * process's CPU time per request (from /proc) besides requests/s. Then what one scrape costs.
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { createApp } from '../app.ts'
import { createServerMetrics } from '../metrics/server-metrics.ts'
import { freePort } from '../test-support/free-port.ts'
import { failingDb, failingStorage, testAppConfig } from '../test-support/stub-deps.ts'
import { copyFreshDatabase } from '../test-support/template-db.ts'
import { tempDir } from '../test-support/test-server.ts'
import { runAutocannon } from './run-autocannon.ts'
import { spawnBenchServer } from './bench-server.ts'

const runs = 15
const requestsPerRun = 10_000
const token = 'b'.repeat(64)

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

async function inProcess(staticDir: string): Promise<void> {
  const quiet = () => {}
  const base = {
    db: failingDb,
    storage: failingStorage,
    payments: null,
    config: testAppConfig({ staticDir }),
    log: quiet,
  }
  const metrics = createServerMetrics({ poolStats: () => ({ size: 10, inUse: 0, waiting: 0 }) })
  const apps = { without: createApp(base), with: createApp({ ...base, metrics, metricsToken: token }) }
  const cpu: Record<keyof typeof apps, number[]> = { without: [], with: [] }
  for (let run = 0; run <= runs; run++) {
    // ABBA order, so neither variant always runs second (warmer caches, a later GC).
    const order = run % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)
    for (const variant of order) {
      const app = apps[variant]
      const started = process.cpuUsage()
      for (let i = 0; i < requestsPerRun; i++) {
        const response = await app.request('http://127.0.0.1/api/health')
        if (response.status !== 200) throw new Error(`GET /api/health answered ${response.status}`)
        await response.arrayBuffer()
      }
      const used = process.cpuUsage(started)
      // The first run of each only warms the JIT up.
      if (run > 0) cpu[variant].push((used.user + used.system) / requestsPerRun)
    }
  }
  const without = median(cpu.without)
  const withMetrics = median(cpu.with)
  const list = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ')
  console.log(
    `In process, GET /api/health through the whole app, CPU time, ${requestsPerRun} requests a run, ${runs} runs:`,
  )
  console.log(`  without metrics  ${without.toFixed(2)} µs/request  (runs: ${list(cpu.without)})`)
  console.log(`  with metrics     ${withMetrics.toFixed(2)} µs/request  (runs: ${list(cpu.with)})`)
  // Each run's pair ran back to back: their difference is less swayed by the machine's load drifting.
  const paired = median(cpu.with.map((value, i) => value - (cpu.without[i] ?? value)))
  console.log(
    `  overhead         ${(withMetrics - without).toFixed(2)} µs/request (difference of medians), ${paired.toFixed(2)} µs (median of paired differences)\n`,
  )

  const scrapes: number[] = []
  let bytes = 0
  for (let i = 0; i < 50; i++) {
    const started = performance.now()
    bytes = (await metrics.render()).length
    scrapes.push(performance.now() - started)
  }
  console.log(
    `One scrape (this app's series and the process's): ${median(scrapes).toFixed(2)} ms median, ${bytes} bytes\n`,
  )
}

const resultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
})

function autocannon(url: string): Promise<z.infer<typeof resultSchema>> {
  return runAutocannon(['-c', '50', '-d', '5', url], resultSchema)
}

async function startServer(
  scratch: string,
  staticDir: string,
  env: Record<string, string>,
): Promise<{ base: string; server: ChildProcess }> {
  const dataDir = path.join(scratch, `data-${Date.now()}`)
  await copyFreshDatabase(dataDir)
  const port = await freePort()
  const server = spawnBenchServer({
    port,
    dataDir,
    staticDir,
    env: { LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    if (Date.now() > deadline) throw new Error('server did not start')
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { base, server }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The server process's CPU time so far (Linux), in microseconds: user + system from /proc/<pid>/stat. */
async function cpuMicroseconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1e6) / clockTicks
}
const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

type HttpRun = { result: z.infer<typeof resultSchema>; cpuPerRequest: number }

async function overHttp(scratch: string, staticDir: string): Promise<void> {
  const rows: Record<'without' | 'with', HttpRun[]> = { without: [], with: [] }
  for (let round = 0; round < 2; round++) {
    for (const variant of ['without', 'with'] as const) {
      const { base, server } = await startServer(scratch, staticDir, variant === 'with' ? { METRICS_TOKEN: token } : {})
      const pid = server.pid ?? 0
      try {
        await autocannon(`${base}/api/health`) // warm-up
        for (let i = 0; i < 2; i++) {
          const before = await cpuMicroseconds(pid)
          const result = await autocannon(`${base}/api/health`)
          rows[variant].push({ result, cpuPerRequest: ((await cpuMicroseconds(pid)) - before) / result.requests.total })
        }
        if (variant === 'with') {
          const scrape = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
          if (!(await scrape.text()).includes('route="/api/health"'))
            throw new Error('the scrape did not count the requests')
        }
      } finally {
        server.kill('SIGTERM')
        await new Promise((resolve) => server.once('exit', resolve))
      }
    }
  }
  console.log('Over HTTP, GET /api/health, 50 connections, 5 s a run, 4 runs each (2 server starts), medians:')
  const cpu: Record<'without' | 'with', number> = { without: 0, with: 0 }
  for (const variant of ['without', 'with'] as const) {
    const runs = rows[variant]
    if (runs.some(({ result }) => result.errors > 0 || result.non2xx > 0))
      throw new Error(`${variant}: errors or non-2xx answers`)
    const rps = median(runs.map(({ result }) => result.requests.average))
    const p50 = median(runs.map(({ result }) => result.latency.p50))
    const p99 = median(runs.map(({ result }) => result.latency.p99))
    cpu[variant] = median(runs.map(({ cpuPerRequest }) => cpuPerRequest))
    console.log(
      `  ${variant.padEnd(7)} metrics  server CPU ${cpu[variant].toFixed(0)} µs/request (runs: ${runs.map(({ cpuPerRequest }) => cpuPerRequest.toFixed(0))}), ${rps.toFixed(0)} requests/s (runs: ${runs.map(({ result }) => result.requests.average.toFixed(0))}), p50 ${p50} ms, p99 ${p99} ms`,
    )
  }
  console.log(`  overhead         ${(cpu.with - cpu.without).toFixed(0)} µs of server CPU per request (medians)`)
}

async function main(): Promise<void> {
  const scratch = await tempDir('bench-metrics')
  const staticDir = path.join(scratch, 'site')
  await mkdir(staticDir, { recursive: true })
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Arcnova</title>')
  try {
    console.log(`Machine: ${cpus().length} CPUs, load average ${load()} at the start (other work skews the figures)\n`)
    await inProcess(staticDir)
    if (process.env.BENCH_ONLY !== 'in-process') await overHttp(scratch, staticDir)
    console.log(`\nLoad average at the end: ${load()}`)
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
