// `npm run bench:tasks -- <url>`: where a page's Total Blocking Time comes from. Loads the URL once in
// Debian's Chromium at a phone's size (service worker blocked, as Lighthouse sees a first visit),
// traces the main thread and lists every task that Lighthouse's simulation would call long
// (real duration × MULT ≥ 50 ms; Lighthouse multiplies observed CPU time by 4), with the kind of
// work inside it and the JavaScript functions sampled in it. Build with `--minify false` to read names.
// INCLUSIVE=10 also lists the 10 functions most time was spent under (inclusive time).
// A diagnostic, not a test: this machine's timings vary by up to 2× between runs, so compare several.
import { chromium } from 'playwright-core'
import { launchArgs } from '../e2e/support'

/** A Chrome trace event, as far as this tool reads it. */
interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur: number
  args?: { name?: string; data?: { documentLoaderURL?: string } }
}

const url = process.argv[2]
if (!url) throw new Error('usage: npm run bench:tasks -- <url>')
const multiplier = Number(process.env.MULT ?? 4)
const waitMs = Number(process.env.WAIT ?? 5000)
const kinds = [
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'ParseHTML',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'MajorGC',
  'MinorGC',
  'v8.compile',
  'FireAnimationFrame',
]

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs })
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
})
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
const events: TraceEvent[] = []
// CDP's typings say string maps; the events are really numbers and nested objects.
const isTraceEvent = (value: unknown): value is TraceEvent =>
  typeof value === 'object' && value !== null && 'name' in value && 'ts' in value && typeof value.ts === 'number'
cdp.on('Tracing.dataCollected', (message) => {
  const values: unknown[] = message.value
  for (const value of values) if (isTraceEvent(value)) events.push(value)
})
const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
await cdp.send('Tracing.start', {
  categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading',
  transferMode: 'ReportEvents',
})
await page.goto(url)
await page.waitForTimeout(waitMs)
const { profile } = await cdp.send('Profiler.stop')
await cdp.send('Tracing.end')
await traced
await browser.close()

// The renderer's main thread is the CrRendererMain with the most tasks.
const runTasks = (thread: TraceEvent) =>
  events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask').length
const mainThread = events
  .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  .sort((a, b) => runTasks(b) - runTasks(a))[0]
if (!mainThread) throw new Error('no renderer main thread in the trace')
const main = events.filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X')
const navigationStart =
  events
    .filter(
      (event) =>
        event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b)[0] ??
  main[0]?.ts ??
  0

const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parents = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
// Each sample stands for the time until the next one (the profiler does not keep its interval under load).
let clock = profile.startTime
const samples = (profile.samples ?? []).map((id, index) => {
  clock += profile.timeDeltas?.[index] ?? 0
  return { id, at: clock, ms: (profile.timeDeltas?.[index + 1] ?? 0) / 1000 }
})
const label = (frame: { functionName: string; url: string; lineNumber: number }) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}`
const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)

let blocking = 0
for (const task of main.filter(
  (event) => event.name === 'RunTask' && event.ts >= navigationStart && event.dur * multiplier >= 50_000,
)) {
  blocking += (task.dur * multiplier - 50_000) / 1000
  const inside = main.filter(
    (event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
  )
  const byKind = new Map<string, number>()
  for (const event of inside) if (kinds.includes(event.name)) add(byKind, event.name, event.dur / 1000)
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  for (const sample of samples) {
    if (sample.at < task.ts || sample.at > task.ts + task.dur) continue
    const node = nodes.get(sample.id)
    if (!node) continue
    add(self, label(node.callFrame), sample.ms)
    // Every function on the stack, once: what the time was spent under.
    const stack = new Set<string>()
    for (let id: number | undefined = node.id; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id)?.callFrame
      if (frame?.url) stack.add(label(frame))
    }
    for (const name of stack) add(inclusive, name, sample.ms)
  }
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count)
  console.log(
    `at ${((task.ts - navigationStart) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms  ${[...byKind].map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join(' | ')}`,
  )
  for (const [name, ms] of top(self, 5)) console.log(`    self ${ms.toFixed(1)} ms ${name}`)
  if (process.env.INCLUSIVE)
    for (const [name, ms] of top(inclusive, Number(process.env.INCLUSIVE)))
      console.log(`      under ${ms.toFixed(1)} ms ${name}`)
}
console.log(`blocking time if every task above counted (×${multiplier}): ${blocking.toFixed(0)} ms`)
