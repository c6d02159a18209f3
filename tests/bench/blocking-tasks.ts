// `npm run bench:blocking -- <url> [runs]`: which tasks make up a page's Total Blocking Time, as
// Lighthouse itself counts them. Runs Lighthouse (mobile, simulated throttling, like `npm run bench`)
// and replays its Lantern simulation from the run's own trace, then lists every simulated task
// over 50 ms between first contentful paint and time to interactive, with the trace task it came
// from. Two things worth knowing when reading it:
// - Lantern multiplies a task's observed time by the CPU slowdown (4), but by half of it when the task did layout.
// - It places a task by what it waited for, not when it ran: a module script's evaluation is not
//   tied to the script (Chromium records no EvaluateScript for modules), so the boot script's task,
//   which runs before the page shows, lands after the simulated first paint and counts.
// A diagnostic, not a test: Lighthouse internals, so it may need care after a Lighthouse upgrade.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { launchArgs } from '../e2e/support'

const url = process.argv[2]
if (!url) throw new Error('usage: npm run bench:blocking -- <url> [runs]')
const runs = Number(process.argv[3] ?? 3)
// BENCH_CPU=8: Lighthouse's mobile throttling with another CPU slowdown (as `npm run bench` at 8×; the first of a list).
const cpu = Number((process.env.BENCH_CPU ?? '4').split(',')[0])
const options = {
  logLevel: 'error' as const,
  onlyCategories: ['performance'],
  throttling: {
    rttMs: 150,
    throughputKbps: 1.6 * 1024,
    requestLatencyMs: 150 * 3.75,
    downloadThroughputKbps: 1.6 * 1024 * 0.9,
    uploadThroughputKbps: 750 * 0.9,
    cpuSlowdownMultiplier: cpu,
  },
}
const work = [
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'ParseHTML',
  'EventDispatch',
]

/** The script a task ran, by file name, for grouping: the first one any of its events names. */
function scriptOf(events: readonly { args?: { data?: unknown } }[]): string {
  for (const event of events) {
    const data = event.args?.data
    if (typeof data !== 'object' || data === null) continue
    const found = 'url' in data && typeof data.url === 'string' && data.url.includes('.js') ? data.url : undefined
    if (found) return found.replace(/^.*\//, '')
  }
  return '(no script)'
}

const totals = new Map<string, number>()
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: launchArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
})
try {
  // A first run warms Chromium (and the server's compression cache) and is not reported.
  await lighthouse(url, { port: chrome.port, ...options })
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(url, { port: chrome.port, ...options })
    if (!result) throw new Error(`no Lighthouse result for ${url}`)
    const { artifacts, lhr } = result
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
    }
    const context = { computedCache: new Map() }
    const fcp = await LanternFirstContentfulPaint.request(data, context)
    const interactive = await LanternInteractive.request(data, context)
    const tbt = await LanternTotalBlockingTime.request(data, context)
    const start = artifacts.Trace.traceEvents.find((event) => event.name === 'navigationStart')?.ts ?? 0
    console.log(
      `run ${run}: Lighthouse TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms ` +
        `(replayed ${Math.round(tbt.timing)}), FCP ${Math.round(fcp.timing)} ms, TTI ${Math.round(interactive.timing)} ms (simulated)`,
    )
    // Lighthouse reports the mean of an optimistic and a pessimistic simulation; the tasks rarely differ.
    const window = { from: fcp.pessimisticEstimate.timeInMs, to: interactive.optimisticEstimate.timeInMs }
    for (const [node, timing] of tbt.optimisticEstimate.nodeTimings) {
      if (
        node.type !== 'cpu' ||
        timing.duration <= 50 ||
        timing.endTime <= window.from ||
        timing.startTime >= window.to
      )
        continue
      const script = scriptOf(node.childEvents)
      const blocking = timing.duration - 50
      totals.set(script, (totals.get(script) ?? 0) + blocking / runs)
      const kinds = new Map<string, number>()
      for (const event of node.childEvents)
        if (work.includes(event.name)) kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
      const inside = [...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
      console.log(
        `  at ${Math.round(timing.startTime)} ms: ${Math.round(timing.duration)} ms, ${Math.round(blocking)} blocking  ` +
          `<- trace task at ${Math.round((node.event.ts - start) / 1000)} ms, ${(node.event.dur / 1000).toFixed(1)} ms` +
          `${node.didPerformLayout() ? ' (did layout: x2)' : ''}  ${script}  [${inside.join(', ')}]`,
      )
    }
  }
} finally {
  await chrome.kill()
}
console.log(`\nBlocking time per run by script (mean of ${runs}):`)
for (const [script, ms] of [...totals].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(Math.round(ms)).padStart(5)} ms  ${script}`)
