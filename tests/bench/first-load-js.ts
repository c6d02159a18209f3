// `npm run bench:first-load`: the JavaScript a first visit loads, every file counted, gzipped (level 9,
// as the build's report counts it). Before the page is idle: up to the app's `page-idle` mark (the
// load event, then the browser's first idle period), after which the app's own layer starts and the
// parts near the screen may load. Without interaction: everything it loads in 10 s untouched, which
// is what the budget counts (tests/e2e/first-load-budget.spec.ts holds the home page to it).
// Phone (412 × 823, as Lighthouse's mobile run) and desktop (1280 × 900); medians of the runs.
// A benchmark, not a test: it reports and never fails the build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { pageIdleMark } from '../../src/startup/page-idle'
import { launchArgs } from '../e2e/support'
import { buildSite, builtSite, freePort, machineLoad, median, startSiteServer } from './bench-site'

const routes = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? ['/', '/banking', '/job-openings', '/products']
const runs = Number(process.env.BENCH_RUNS ?? 3)
const budgetKb = 110
const screens = [
  { name: 'phone', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
]

const gzipped = new Map<string, number>()
/** A built file's size gzipped, read from the build the server serves. */
function gzippedSize(path: string): number {
  let size = gzipped.get(path)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(builtSite, path)), { level: 9 }).length
    gzipped.set(path, size)
  }
  return size
}

interface Sample {
  beforeIdle: number
  beforeIdleFiles: number
  untouched: number
  untouchedFiles: number
}

async function main() {
  buildSite()
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'arcnova-bench-'))
  const server = await startSiteServer(port, dataDir)
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs })
  const loadBefore = machineLoad()
  const rows: string[] = []
  const misses: string[] = []
  try {
    for (const screen of screens) {
      for (const route of routes) {
        const samples: Sample[] = []
        for (let run = 0; run < runs; run++) {
          // A first visit: a fresh profile, no cache, and no service worker (it precaches on its own).
          const context = await browser.newContext({ ...screen, serviceWorkers: 'block' })
          const page = await context.newPage()
          await page.goto(`${origin}${route}`, { waitUntil: 'load' })
          await page.waitForTimeout(10_000)
          const { idleAt, scripts } = await page.evaluate((mark) => {
            const scripts = performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
              .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
            return { idleAt: performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY, scripts }
          }, pageIdleMark)
          await context.close()
          const boot = scripts.filter((script) => script.start < idleAt)
          const sum = (list: typeof scripts) => list.reduce((total, script) => total + gzippedSize(script.path), 0)
          samples.push({
            beforeIdle: sum(boot),
            beforeIdleFiles: boot.length,
            untouched: sum(scripts),
            untouchedFiles: scripts.length,
          })
        }
        const m = (key: keyof Sample) => median(samples.map((sample) => sample[key]))
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
        // The target is Lighthouse's mobile run: the home page on a phone.
        if (screen.name === 'phone' && route === '/' && m('untouched') / 1024 > budgetKb)
          misses.push(`${screen.name} ${route}: ${kb(m('untouched'))} in 10 s > ${budgetKb} KB`)
        rows.push(
          [
            screen.name.padEnd(7),
            route.padEnd(14),
            `${kb(m('beforeIdle'))} in ${m('beforeIdleFiles')} files`.padStart(20),
            `${kb(m('untouched'))} in ${m('untouchedFiles')} files`.padStart(20),
          ].join(' | '),
        )
      }
    }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(
    `\nFirst visit's JavaScript, gzipped, every file counted; medians of ${runs} runs.` +
      `\nMachine: ${cpus().length} CPUs, load average ${loadBefore} before, ${machineLoad()} after.\n`,
  )
  console.log('screen  | route          |     before page idle |    10 s, no interaction')
  console.log(rows.join('\n'))
  console.log(
    misses.length === 0
      ? `\nTarget (the home page's JavaScript in 10 s untouched on a phone ≤ ${budgetKb} KB gzipped): met`
      : `\nTarget NOT met:\n  ${misses.join('\n  ')}`,
  )
}

await main()
