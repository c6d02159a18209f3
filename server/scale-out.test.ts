import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Outcome } from './test-support/application-load.ts'
import { mailServer } from './test-support/mail-server.ts'
import { type Outage, postgresBinDir } from './test-support/postgres-cluster.ts'
import {
  applyAndBrowse,
  type ScaleOut,
  startScaleOut,
  storedApplications,
  watchReadiness,
} from './test-support/scale-out.ts'

/** Every answer within 10 s, and a refusal is one a client can act on: 429 or 503, each with Retry-After. */
function expectAnsweredInTime(outcomes: readonly Outcome[], allowed: readonly number[], label: string) {
  for (const outcome of outcomes) {
    expect(outcome.ms, `${label}: answered within 10 s`).toBeLessThan(10_000)
    expect(allowed, `${label}: status`).toContain(outcome.status)
    if (outcome.status === 429 || outcome.status === 503)
      expect(outcome.retryAfter ?? 'none', `${label}: Retry-After`).toMatch(/^\d+$/)
  }
}

// CI installs PostgreSQL (.ci/run); elsewhere the test needs Debian's package too.
const havePostgres = postgresBinDir() !== null || process.env.CI === 'true'

describe.skipIf(!havePostgres)('two instances on one PostgreSQL, under load and through a restart', () => {
  let scale: ScaleOut
  let mail: Awaited<ReturnType<typeof mailServer>>
  const acknowledged = new Map<string, string>()

  beforeAll(async () => {
    mail = await mailServer()
    // The visitors' limit out of the way: this is about the pool, not the limiter (429 stays allowed).
    scale = await startScaleOut({ RATE_LIMIT_MAX: '100000', SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example' })
  }, 120_000)
  afterAll(async () => {
    await scale?.close()
    await mail?.close()
  })

  it('200 applications with a 300 KB CV, 50 at a time, beside GETs: all answered, every 201 stored byte for byte', async () => {
    const { applications, browsing } = await applyAndBrowse(scale, { run: 'load' })
    expectAnsweredInTime(applications, [201, 429, 503], 'application')
    expectAnsweredInTime(browsing, [200, 503], 'GET')
    const created = applications.filter((outcome) => outcome.status === 201)
    // Nothing here is away: a pool that deadlocked or timed out would show as few 201s (or none at all).
    expect(created.length).toBeGreaterThanOrEqual(190)
    for (const outcome of created) acknowledged.set(outcome.sent.email, outcome.sent.sha256)

    const stored = await storedApplications(scale.cluster.url)
    expect(stored.byEmail.size).toBe(created.length)
    expect(stored.cvs).toBe(created.length)
    for (const [email, digest] of acknowledged) expect(stored.byEmail.get(email), email).toBe(digest)
    expect(scale.allRunning()).toBe(true)
  }, 120_000)

  it('a PostgreSQL restart in the middle: no process exits, 503 while it is away, ready again within 5 s, no 201 lost', async () => {
    const fault: { restart?: Promise<Outage>; outage?: Outage } = {}
    // Each instance is watched until it has said ready after PostgreSQL is back (at most 10 s more).
    const readiness = watchReadiness(scale.bases, (seen) => {
      const outage = fault.outage
      if (outage === undefined) return false
      const ready = seen.some((poll) => poll.at >= outage.upAt && poll.status === 200)
      return ready || performance.now() - outage.upAt > 10_000
    })
    const { applications, browsing } = await applyAndBrowse(scale, {
      run: 'outage',
      onAnswer: (_, answered) => {
        // Down for 2.5 s, long enough that every instance is asked while it is away.
        if (answered === 30) fault.restart ??= scale.cluster.restart(2500)
      },
    })
    const outage = await (fault.restart ?? Promise.reject(new Error('the restart never started')))
    fault.outage = outage
    const polls = await readiness

    expect(scale.allRunning()).toBe(true)
    expectAnsweredInTime(applications, [201, 429, 503], 'application')
    expectAnsweredInTime(browsing, [200, 503], 'GET')
    expect(applications.some((outcome) => outcome.status === 503)).toBe(true)
    for (const seen of polls) {
      expectAnsweredInTime(seen, [200, 503], '/api/ready')
      const whileDown = seen.filter((poll) => poll.at >= outage.downAt && poll.at + poll.ms <= outage.startAt)
      expect(whileDown.length).toBeGreaterThan(0)
      expect(whileDown.map((poll) => poll.status)).toEqual(whileDown.map(() => 503))
      const firstReady = seen.find((poll) => poll.at >= outage.upAt && poll.status === 200)
      expect(firstReady).toBeDefined()
      expect((firstReady?.at ?? Number.POSITIVE_INFINITY) + (firstReady?.ms ?? 0) - outage.upAt).toBeLessThan(5000)
    }

    for (const outcome of applications) {
      if (outcome.status === 201) acknowledged.set(outcome.sent.email, outcome.sent.sha256)
    }
    const stored = await storedApplications(scale.cluster.url)
    for (const [email, digest] of acknowledged) expect(stored.byEmail.get(email), email).toBe(digest)
    expect(stored.orphanCvs).toBe(0)
    expect(stored.cvs).toBe(stored.byEmail.size)
    expect([...stored.byEmail.values()].every((digest) => digest !== null)).toBe(true)

    // Every stored application's acknowledgement arrives, once, whichever instance sent it and
    // whether or not PostgreSQL went away while it was on its way (record 059).
    const acknowledgements = () => mail.received.filter((item) => !item.to.includes('hr@arcnova.example'))
    await expect.poll(() => acknowledgements().length, { timeout: 60_000, interval: 500 }).toBe(stored.byEmail.size)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const perAddress = new Map<string, number>()
    for (const item of acknowledgements()) for (const to of item.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1)
    expect([...perAddress.keys()].sort()).toEqual([...stored.byEmail.keys()].map((email) => email.toLowerCase()).sort())
    expect([...perAddress.values()].every((count) => count === 1)).toBe(true)
  }, 240_000)
})
