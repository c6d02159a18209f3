// `npm run bench:tasks -- <url>`: where a page's Total Blocking Time comes from. Loads the URL once in
// Debian's Chromium at a phone's size (service worker blocked, as Lighthouse sees a first visit),
// traces the main thread and lists every task that Lighthouse's simulation would call long
// (real duration × MULT ≥ 50 ms; Lighthouse multiplies observed CPU time by 4), with the kind of
// work inside it and the JavaScript functions sampled in it. Build with `--minify false` to read names.
// A diagnostic, not a test: this machine's timings vary by up to 2× between runs, so compare several.
import { chromium } from 'playwright-core'

const url = process.argv[2]
if (!url) throw new Error('usage: npm run bench:tasks -- <url>')
const multiplier = Number(process.env.MULT ?? 4)
const waitMs = Number(process.env.WAIT ?? 5000)
const kinds = ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'v8.evaluateModule', 'FunctionCall', 'TimerFire',
  'EventDispatch', 'RunMicrotasks', 'MajorGC', 'MinorGC', 'v8.compile', 'FireAnimationFrame']

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
})
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
const events = []
cdp.on('Tracing.dataCollected', (message) => events.push(...message.value))
const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
await cdp.send('Profiler.start')
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading', transferMode: 'ReportEvents' })
await page.goto(url)
await page.waitForTimeout(waitMs)
const { profile } = await cdp.send('Profiler.stop')
await cdp.send('Tracing.end')
await traced
await browser.close()

// The renderer's main thread is the CrRendererMain with the most tasks.
let mainThread
let most = 0
for (const named of events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')) {
  const count = events.filter((event) => event.pid === named.pid && event.tid === named.tid && event.name === 'RunTask').length
  if (count > most) [mainThread, most] = [named, count]
}
const main = events.filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X')
const navigationStart = events
  .filter((event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'))
  .map((event) => event.ts)
  .sort((a, b) => a - b)[0] ?? main[0].ts

const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
let clock = profile.startTime
const samples = profile.samples.map((id, index) => ({ id, at: (clock += profile.timeDeltas[index]) }))
const label = (frame) => `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}`

let blocking = 0
for (const task of main.filter((event) => event.name === 'RunTask' && event.ts >= navigationStart && event.dur * multiplier >= 50_000)) {
  blocking += (task.dur * multiplier - 50_000) / 1000
  const inside = main.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur)
  const byKind = new Map()
  for (const event of inside) if (kinds.includes(event.name)) byKind.set(event.name, (byKind.get(event.name) ?? 0) + event.dur / 1000)
  const byFunction = new Map()
  for (const sample of samples) {
    if (sample.at < task.ts || sample.at > task.ts + task.dur) continue
    const name = label(nodes.get(sample.id).callFrame)
    byFunction.set(name, (byFunction.get(name) ?? 0) + 0.1)
  }
  console.log(`at ${((task.ts - navigationStart) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms  ${[...byKind].map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join(' | ')}`)
  for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    ${ms.toFixed(1)} ms ${name}`)
}
console.log(`blocking time if every task above counted (×${multiplier}): ${blocking.toFixed(0)} ms`)
