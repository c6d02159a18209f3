// `npm run bench:inp [-- --8x]`: how long the site's taps take to answer on a mid-range phone, also in
// its first seconds. The built site served as in production, Debian's Chromium at 390 × 844 (touch,
// tapped as a finger taps: finger-tap.ts; service worker blocked), the CPU slowed 4× (and 8× with
// --8x) through CDP. For every interaction in inp-interactions.ts and every tap moment (as soon as
// its control is visible, 1 s later, once the page is idle) it loads the page fresh BENCH_RUNS times
// (10) and reports, per interaction, the median, 75th percentile and worst:
// - INP: Event Timing's duration of the interaction's worst event (input to the next paint);
// - shown: the finger's lift (or the key) to the first frame whose page shows the answer (the dialog,
//   the open menu), or, for a tap held while the page starts up (record 023), its control marked
//   pressed (record 073).
// and, for the slow taps, the long animation frames' scripts overlapping them (file and function).
// A tap the page took and never answered (within 5 s) is counted, not dropped: 'unanswered ×n'.
// BENCH_ONLY=Apply,menu narrows to interactions by name; BENCH_MOMENTS=visible,idle to moments;
// BENCH_SKIP_BUILD=1 measures the build already in OUT_DIR (before/after runs of two builds);
// BENCH_CPU=8 measures one slowdown alone; BENCH_LOCATORS=1 measures as records 070-091 did, with
// Playwright's injected script listening in the page (page-control.ts);
// BENCH_DRAW=0 leaves the screen undrawn, as headless Chromium does by itself (below). Chromium starts without
// a cost that only the DevTools connection causes (timingLaunchArgs, record 079).
// A benchmark, not a test: it reports and never fails the build. Runs vary a lot on a busy machine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type CDPSession, chromium } from '@playwright/test'
import { touchChannel } from './finger-tap'
import { waitVisible } from './page-control'
import { buildSite, builtSite, freePort, machineLoad, median, startSiteServer, timingLaunchArgs } from './bench-site'
import { type Interaction, interactions } from './inp-interactions'
import { type PageRecord, recorderScript } from './inp-page'

const runs = Number(process.env.BENCH_RUNS ?? 10)
const slowdowns = process.env.BENCH_CPU
  ? process.env.BENCH_CPU.split(',').map(Number)
  : process.argv.includes('--8x')
    ? [4, 8]
    : [4]
const pick = (list: string | undefined) => list?.split(',').filter(Boolean)
const only = pick(process.env.BENCH_ONLY)
const chosen = interactions.filter((item) => !only || only.some((word) => item.name.includes(word)))
const allMoments = ['visible', '+1 s', 'idle'] as const
type Moment = (typeof allMoments)[number]
const moments = allMoments.filter((moment) => pick(process.env.BENCH_MOMENTS)?.includes(moment) ?? true)

// Headless Chromium composites frames but never draws them ('Draw skipped' in its trace), and Event
// Timing's presentation time can then come long after the frame was ready: a held tap's click
// measured 260 ms median undrawn, 88 ms drawn (10 loads each, record 074). A phone's screen draws
// every frame, so the bench does too (record 090): a screencast of tiny JPEGs makes the browser draw
// each one. The frames are 40 px wide: reading back 390 px ones cost this 2-core machine enough to
// slow some rows by up to ~60 ms at the median (record 074). BENCH_DRAW=0 measures undrawn.
const drawn = process.env.BENCH_DRAW !== '0'
async function drawEveryFrame(cdp: CDPSession) {
  cdp.on(
    'Page.screencastFrame',
    ({ sessionId }) => void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined),
  )
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 5, maxWidth: 40, maxHeight: 87 })
}

interface Sample {
  inp: number
  shown: number | null
  /** The worst event's type (pointerdown: the finger's landing waited; click: the answer did). */
  event: string
  /** Scripts of the long animation frames that overlapped the worst interaction, ms each. */
  scripts: Map<string, number>
  /** The page took the tap and nothing answered it within 5 s. */
  unanswered: boolean
}

async function sample(browser: Browser, origin: string, item: Interaction, moment: Moment, cpu: number) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(recorderScript(item.answered ?? null))
    await item.prepare?.(page, origin)
    // One CDP session per page: it slows the CPU, draws, and carries the finger's touches.
    const cdp = await touchChannel(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    if (drawn) await drawEveryFrame(cdp)
    await page.goto(`${origin}${item.path}`, { waitUntil: 'commit' })
    await waitVisible(page, item.control)
    if (process.env.BENCH_LOCATORS === '1') await page.locator('body').waitFor()
    if (moment === '+1 s') await page.waitForTimeout(1000)
    // As the issue measured it: 2.5 s after the network went idle (the console has no page-idle mark).
    if (moment === 'idle') {
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(2500)
    }
    // Interactions before this point (a warm-up) are not the one measured.
    let counted = 0
    if (item.warmUp) {
      await item.warmUp(page)
      counted = await page.evaluate(`(() => {
        const record = window.__inpRecord
        record.inputAt = null
        record.answeredAt = null
        return record.events.reduce((last, event) => Math.max(last, event.id), 0)
      })()`)
    }
    await item.act(page)
    // Long enough for a held tap's replay, the dialog's code and the last event's entry at 8×.
    await page.waitForTimeout(2500)
    const record: PageRecord = await page.evaluate('window.__inpRecord')
    // A tap that missed the page would measure nothing and look fast.
    if (record.inputAt === null) throw new Error(`${item.name}: the page never got the tap`)
    // One the page took and never answered (a build that undid a tap during start-up) is counted so.
    const unanswered = item.answered !== undefined && record.answeredAt === null
    const worst = record.events
      .filter((event) => event.id > counted)
      .reduce<PageRecord['events'][number] | undefined>(
        (found, event) => (found && found.duration >= event.duration ? found : event),
        undefined,
      )
    const scripts = new Map<string, number>()
    if (worst)
      for (const frame of record.frames)
        if (frame.start < worst.start + worst.duration && frame.start + frame.duration > worst.start)
          for (const script of frame.scripts)
            scripts.set(script.source, (scripts.get(script.source) ?? 0) + script.duration)
    // Under 16 ms Event Timing reports nothing: counted as 16.
    const shown =
      record.answeredAt !== null && record.inputAt !== null ? Math.round(record.answeredAt - record.inputAt) : null
    return { inp: worst?.duration ?? 16, shown, event: worst?.name ?? 'none', scripts, unanswered }
  } finally {
    await context.close()
  }
}

const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1] ?? Number.NaN
const figures = (values: number[]) =>
  values.length === 0 ? '     –' : `${median(values)} / ${p75(values)} / ${Math.max(...values)}`.padStart(15)

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildSite()
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'arcnova-bench-'))
  const server = await startSiteServer(port, dataDir)
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: timingLaunchArgs })
  const loadBefore = machineLoad()
  const rows: string[] = []
  const misses: string[] = []
  const json: unknown[] = []
  try {
    for (const cpu of slowdowns)
      for (const item of chosen)
        for (const moment of moments.filter((one) => item.moments?.includes(one) ?? true)) {
          const samples: Sample[] = []
          for (let run = 0; run < runs; run++) samples.push(await sample(browser, origin, item, moment, cpu))
          const inp = samples.map((one) => one.inp)
          const shown = samples.flatMap((one) => (one.shown === null ? [] : [one.shown]))
          const label = `${cpu}× | ${item.name.padEnd(20)} | ${moment.padEnd(7)}`
          const unanswered = samples.filter((one) => one.unanswered).length
          const noAnswer = unanswered > 0 ? ` | unanswered ×${unanswered}` : ''
          rows.push(`${label} | ${figures(inp)} | ${figures(shown)} | load ${machineLoad().split(' ')[0]}${noAnswer}`)
          json.push({ cpu, interaction: item.name, moment, inp, shown, unanswered, load: machineLoad() })
          if (unanswered > 0) misses.push(`${label}: ${unanswered} of ${runs} taps taken and never answered`)
          const limit = cpu === 4 ? { p75: 100, worst: 200 } : { p75: 200, worst: Number.POSITIVE_INFINITY }
          if (p75(inp) > limit.p75 || Math.max(...inp) > limit.worst) {
            const events = new Map<string, number>()
            for (const one of samples) events.set(one.event, (events.get(one.event) ?? 0) + 1)
            const tally = [...events].map(([name, count]) => `${name} ×${count}`).join(', ')
            misses.push(`${label}: p75 ${p75(inp)} ms, worst ${Math.max(...inp)} ms; worst events: ${tally}`)
            // What ran during the slow taps: the long frames' scripts, summed over the runs.
            const total = new Map<string, number>()
            for (const one of samples)
              for (const [source, ms] of one.scripts) total.set(source, (total.get(source) ?? 0) + ms)
            for (const [source, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 4))
              misses.push(`    ${Math.round(ms / runs)} ms per run  ${source}`)
          }
          console.log(rows.at(-1))
        }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(json, null, 1))
  console.log(
    `\nInteraction to next paint at 390 × 844, ${runs} fresh loads per row of ${builtSite}; median / p75 / worst, ms;` +
      ` screen ${drawn ? 'drawn' : 'not drawn (BENCH_DRAW=0)'}.` +
      `\nMachine: ${cpus().length} CPUs, load average ${loadBefore} before, ${machineLoad()} after.\n`,
  )
  console.log('CPU | interaction          | moment  |  INP med/p75/max | shown med/p75/max')
  console.log(rows.join('\n'))
  console.log(
    misses.length === 0
      ? '\nTarget (4×: p75 ≤ 100 ms and worst ≤ 200 ms; 8×: p75 ≤ 200 ms): met'
      : `\nTarget NOT met:\n${misses.join('\n')}`,
  )
}

await main()
