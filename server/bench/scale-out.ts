/**
 * `npm run bench:scale`: two server processes on a throwaway PostgreSQL (as server/scale-out.test.ts
 * runs them), 200 applications with a 300 KB PDF, 50 at a time, split over both, with GETs of
 * /api/jobs/ and /job-openings beside them. Three clean runs (applications/s, p50, p99, statuses),
 * then three runs with `pg_ctl restart -m fast` after the 30th answer: statuses, and how long after
 * PostgreSQL accepted connections again both instances' /api/ready said 200. Medians printed.
 */
import { loadavg } from 'node:os'
import { percentile, statusCounts, timedRequest } from '../test-support/application-load.ts'
import { applyAndBrowse, type ScaleOut, startScaleOut } from '../test-support/scale-out.ts'

const runs = Number(process.env.BENCH_RUNS ?? 3)
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
const round = (value: number) => Math.round(value * 10) / 10

async function readyAgainMs(scale: ScaleOut, upAt: number): Promise<number> {
  for (;;) {
    const statuses = await Promise.all(scale.bases.map((base) => timedRequest(`${base}/api/ready`, {}, 10_000)))
    if (statuses.every((outcome) => outcome.status === 200)) return performance.now() - upAt
    if (performance.now() - upAt > 30_000) return Number.POSITIVE_INFINITY
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function main(): Promise<void> {
  console.log(`load average before: ${loadavg().map(round).join(' ')}`)
  const scale = await startScaleOut({ RATE_LIMIT_MAX: '1000000' })
  try {
    const clean: Array<{ perSecond: number; p50: number; p99: number; statuses: string }> = []
    for (let run = 0; run < runs; run++) {
      const { applications, seconds } = await applyAndBrowse(scale, { run: `bench${run}` })
      const latencies = applications.map((outcome) => outcome.ms).sort((a, b) => a - b)
      clean.push({
        perSecond: applications.length / seconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        statuses: JSON.stringify(statusCounts(applications)),
      })
      console.log(`clean run ${run + 1}:`, clean[run])
    }
    const outages: Array<{ recoveryMs: number; downMs: number; statuses: string; maxMs: number }> = []
    for (let run = 0; run < runs; run++) {
      let restart: Promise<{ downMs: number; recoveryMs: number }> | undefined
      const { applications } = await applyAndBrowse(scale, {
        run: `outage${run}`,
        onAnswer: (_, answered) => {
          if (answered !== 30) return
          restart ??= scale.cluster.restart().then(async ({ downAt, upAt }) => ({
            downMs: upAt - downAt,
            recoveryMs: await readyAgainMs(scale, upAt),
          }))
        },
      })
      const window = await (restart ?? Promise.reject(new Error('no restart')))
      outages.push({
        recoveryMs: window.recoveryMs,
        downMs: window.downMs,
        statuses: JSON.stringify(statusCounts(applications)),
        maxMs: Math.max(...applications.map((outcome) => outcome.ms)),
      })
      console.log(`restart run ${run + 1}:`, outages[run])
      // An instance that did not survive the restart: what it said last (its warnings and errors).
      for (const instance of scale.instances) {
        if (instance.child.exitCode === null && instance.child.signalCode === null) continue
        const said = instance
          .output()
          .split('\n')
          .filter((line) => !line.includes('"level":"info"'))
        console.log(`instance ${instance.url} exited:\n${said.slice(-15).join('\n')}`)
      }
    }
    console.log('\nmedians')
    console.log(`  applications/s ${round(median(clean.map((r) => r.perSecond)))}`)
    console.log(
      `  p50 ${Math.round(median(clean.map((r) => r.p50)))} ms, p99 ${Math.round(median(clean.map((r) => r.p99)))} ms`,
    )
    console.log(`  ready again after PostgreSQL is back: ${Math.round(median(outages.map((r) => r.recoveryMs)))} ms`)
    console.log(`  slowest answer during a restart: ${Math.round(median(outages.map((r) => r.maxMs)))} ms`)
    console.log(`load average after: ${loadavg().map(round).join(' ')}`)
  } finally {
    await scale.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
