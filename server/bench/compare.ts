/**
 * `BENCH_BASELINE=<git ref> npm run bench:api`: the same routes against the ref's server and this
 * tree's, both up at once with the same 200 open jobs, driven alternately (baseline, current, then
 * current, baseline in the next round …) so that whatever else the machine does falls on both alike.
 * Prints each route's median req/s and p99 per side, the median of the per-round ratios, and each
 * server's own CPU time per request (steadier than req/s on a busy machine), with the load average. `BENCH_ROUNDS` (default 3) and `BENCH_SECONDS` (default 10) set its length.
 */
import { cp, readFile, rm } from 'node:fs/promises'
import { loadavg } from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { repoRoot } from '../config.ts'
import { freePort } from '../test-support/free-port.ts'
import { tempDir } from '../test-support/test-server.ts'
import { baselineTree, type BenchTree, fillWithTree, startTreeServer } from './baseline.ts'
import { asBrowsersAsk, runAutocannon } from './run-autocannon.ts'

const connections = 50
const openJobs = 200

const resultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
})
type Run = z.infer<typeof resultSchema> & { cpuMsPerRequest: number }

/**
 * The server's own CPU time so far (user + system, /proc/<pid>/stat, in ms): per request, it says
 * what a route costs even when other work on the machine takes the cores (req/s then mostly measures
 * the machine). Null where there is no /proc.
 */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** Every route asked for as a browser asks (compressed); the job list also without, as before issue 47. */
const identity = ' identity'

function drive(
  base: string,
  route: string,
  seconds: number,
  connectionCount = connections,
): Promise<z.infer<typeof resultSchema>> {
  const headers = route.endsWith(identity) ? [] : asBrowsersAsk
  return runAutocannon(
    ['-c', String(connectionCount), '-d', String(seconds), ...headers, `${base}${route.replace(identity, '')}`],
    resultSchema,
  )
}

async function waitUntilUp(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the server for ${url} exited`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within 180 s`)
}

interface Side {
  name: 'baseline' | 'current'
  base: string
  pid: number | undefined
  runs: Map<string, Run[]>
}

async function startSide(name: Side['name'], tree: BenchTree, scratch: string) {
  const dataDir = path.join(scratch, name, 'data')
  await fillWithTree(tree, dataDir, openJobs)
  // The current tree's build is copied, so a rebuild during the run cannot disturb it.
  const staticDir = name === 'current' ? path.join(scratch, name, 'site') : tree.siteDir
  if (name === 'current') await cp(tree.siteDir, staticDir, { recursive: true })
  const port = await freePort()
  const server = startTreeServer(tree, { port, dataDir, staticDir })
  const side: Side = { name, base: `http://127.0.0.1:${port}`, pid: server.pid, runs: new Map() }
  await waitUntilUp(`${side.base}/api/jobs/`, () => server.exitCode !== null)
  return { side, server }
}

export async function compareWithBaseline(ref: string): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
  const seconds = Number(process.env.BENCH_SECONDS ?? 10)
  const current: BenchTree = { label: 'this tree', root: repoRoot, siteDir: path.join(repoRoot, 'dist') }
  const baseline = await baselineTree(ref)
  const scratch = await tempDir('bench-compare')
  const started = await Promise.all([startSide('baseline', baseline, scratch), startSide('current', current, scratch)])
  try {
    const list = z
      .object({ results: z.array(z.object({ id: z.number() })) })
      .parse(await (await fetch(`${started[1].side.base}/api/jobs/`)).json())
    // Both databases were filled alike: the newest job has the same id on each.
    const newest = Math.max(...list.results.map((job) => job.id))
    const routes = [
      '/api/jobs/',
      `/api/jobs/${identity}`,
      '/',
      '/job-openings',
      `/job-openings?job=${newest}`,
      '/products',
    ]
    const loads: string[] = [load()]
    console.log(
      `\nBaseline ${baseline.label} against this tree: ${rounds} rounds, ${seconds} s per route and side, ${connections} connections, load average ${loads[0]}`,
    )
    for (const { side } of started) for (const route of routes) await drive(side.base, route, 2, 10) // warm-up
    for (let round = 0; round < rounds; round++) {
      // A B, then B A: neither side always runs first.
      const order = round % 2 === 0 ? started : [...started].reverse()
      for (const route of routes) {
        for (const { side } of order) {
          const cpuBefore = await cpuMs(side.pid)
          const result = await drive(side.base, route, seconds)
          const cpuAfter = await cpuMs(side.pid)
          const cpuMsPerRequest =
            cpuBefore === null || cpuAfter === null ? Number.NaN : (cpuAfter - cpuBefore) / result.requests.total
          side.runs.set(route, [...(side.runs.get(route) ?? []), { ...result, cpuMsPerRequest }])
        }
      }
      loads.push(load())
      console.log(`round ${round + 1}/${rounds} done, load average ${loads.at(-1)}`)
    }
    printTable(routes, started[0].side, started[1].side)
    console.log(`Load average (1, 5, 15 min) before and after each round: ${loads.join(' | ')}`)
  } finally {
    for (const { server } of started) server.kill('SIGTERM')
    await Promise.all(
      started.map(
        ({ server }) =>
          new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve))),
      ),
    )
    await rm(scratch, { recursive: true, force: true })
  }
}

function printTable(routes: readonly string[], baseline: Side, current: Side): void {
  console.log(
    '\nroute                   baseline req/s (p99)  current req/s (p99)  req/s ratio (rounds)           server CPU ms/request: baseline  current  ratio  failures',
  )
  for (const route of routes) {
    const a = baseline.runs.get(route) ?? []
    const b = current.runs.get(route) ?? []
    const ratios = b.map((run, index) => run.requests.average / (a[index]?.requests.average ?? Number.NaN))
    const side = (runs: readonly Run[]) =>
      `${median(runs.map((run) => run.requests.average)).toFixed(0)} (${median(runs.map((run) => run.latency.p99)).toFixed(0)} ms)`
    const cpu = (runs: readonly Run[]) => median(runs.map((run) => run.cpuMsPerRequest))
    const failures = [...a, ...b].reduce((sum, run) => sum + run.non2xx + run.errors, 0)
    console.log(
      [
        route.padEnd(23),
        side(a).padStart(20),
        side(b).padStart(20),
        `${median(ratios).toFixed(2)} (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')})`.padStart(30),
        cpu(a).toFixed(3).padStart(32),
        cpu(b).toFixed(3).padStart(8),
        // Above 1: this tree spends less CPU on a request than the baseline.
        (cpu(a) / cpu(b)).toFixed(2).padStart(6),
        String(failures).padStart(9),
      ].join(' '),
    )
  }
  console.log('CPU ratio above 1: this tree spends less server CPU per request than the baseline.')
}
