import { createHash } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appWithoutDb } from '../test-support/stub-deps.ts'
import { fakeSite, listen, postJson } from '../test-support/test-server.ts'
import type { LogFields } from '../log.ts'
import { SlidingWindowRateLimiter } from './rate-limit.ts'

type Listening = Awaited<ReturnType<typeof listen>>

let site: string
beforeAll(async () => {
  site = await fakeSite()
})
afterAll(() => rm(site, { recursive: true, force: true }))

function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("script-src 'self' https://checkout.razorpay.com")
  expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com')
  expect(csp).toContain("connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toContain('camera=()')
}

describe('security headers', () => {
  let server: Listening
  const logged: LogFields[] = []
  beforeAll(async () => {
    server = await listen(
      appWithoutDb(
        { staticDir: site, trustProxy: 1, connectOrigins: ['https://api.arcnova.example'] },
        (_level, _message, fields = {}) => logged.push(fields),
      ),
    )
  })
  afterAll(() => server.close())

  it('are on pages, files, API errors and server errors alike', async () => {
    for (const path of ['/', '/assets/app-abc123.js', '/no/such/page', '/api/nothing/', '/api/plans/']) {
      const response = await fetch(`${server.url}${path}`)
      expectSecurityHeaders(response)
    }
  })

  it('answer a failing handler with a short 500, no stack trace, and keep serving', async () => {
    const response = await fetch(`${server.url}/api/plans/`)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ detail: 'Internal server error' })
    // Logged as its class and route only: an error's message can quote what a visitor sent.
    expect(logged).toContainEqual(expect.objectContaining({ error: 'Error', route: '/api/plans/', status: 500 }))
    expect(JSON.stringify(logged)).not.toContain('database unavailable')
    expect((await fetch(`${server.url}/`)).status).toBe(200)
  })

  it("let a page's own inline script run by its hash, and no other page's", async () => {
    const state = 'self.$_TSR={buffer:[]};document.currentScript.remove()'
    await writeFile(
      path.join(site, 'careers', 'index.html'),
      `<!doctype html><title>Careers</title><div id="root"><h1>Careers</h1><script>${state}</script></div>`,
    )
    const hash = `'sha256-${createHash('sha256').update(state).digest('base64')}'`
    const page = await fetch(`${server.url}/careers`)
    expectSecurityHeaders(page)
    expect(/script-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1]).toContain(hash)
    for (const other of ['/', '/assets/app-abc123.js', '/no/such/page']) {
      expect((await fetch(`${server.url}${other}`)).headers.get('content-security-policy')).not.toContain('sha256')
    }
  })

  it('add extra API origins to connect-src', async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.arcnova\.example/)
  })

  it('include HSTS only when the visitor came over HTTPS through a trusted proxy', async () => {
    expect((await fetch(`${server.url}/`)).headers.get('strict-transport-security')).toBeNull()
    const https = await fetch(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
  })
})

describe('CORS and foreign origins', () => {
  let server: Listening
  const partner = 'https://partner.example'
  beforeAll(async () => {
    server = await listen(appWithoutDb({ staticDir: site, allowedOrigins: [partner] }))
  })
  afterAll(() => server.close())

  it('allows a listed origin', async () => {
    const response = await fetch(`${server.url}/api/nothing/`, { headers: { Origin: partner } })
    expect(response.headers.get('access-control-allow-origin')).toBe(partner)
    const preflight = await fetch(`${server.url}/api/referrals/`, {
      method: 'OPTIONS',
      headers: {
        Origin: partner,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(partner)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('gives an unlisted origin no CORS headers', async () => {
    const response = await fetch(`${server.url}/api/nothing/`, { headers: { Origin: 'https://evil.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${server.url}/api/referrals/`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses a POST sent by a foreign page, and lets same-origin and listed ones through', async () => {
    const foreign = await postJson(`${server.url}/api/referrals/`, {}, { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const nullOrigin = await postJson(`${server.url}/api/referrals/`, {}, { Origin: 'null' })
    expect(nullOrigin.status).toBe(403)
    // These reach the handler (and fail there on the missing database), so they were not refused by origin.
    expect((await postJson(`${server.url}/api/nothing/`, {}, { Origin: server.url })).status).toBe(404)
    expect((await postJson(`${server.url}/api/nothing/`, {}, { Origin: partner })).status).toBe(404)
  })
})

describe('rate limit on POST', () => {
  let direct: Listening
  let proxied: Listening
  beforeAll(async () => {
    const rateLimit = { max: 5, windowMs: 60_000 }
    direct = await listen(appWithoutDb({ staticDir: site, rateLimit }))
    proxied = await listen(appWithoutDb({ staticDir: site, rateLimit, trustProxy: 1 }))
  })
  afterAll(async () => {
    await direct.close()
    await proxied.close()
  })

  it('answers a burst past the limit with 429 and Retry-After, and leaves GET alone', async () => {
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 8; i += 1) {
      last = await postJson(`${direct.url}/api/nothing/`, {}, { 'X-Forwarded-For': `203.0.113.${i}` })
      statuses.push(last.status)
    }
    // X-Forwarded-For is ignored without TRUST_PROXY, so changing it does not reset the count.
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429])
    const retryAfter = Number(last?.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    // A sliding-window counter: with 5 hits now, the next fits once a fifth of the next window has
    // passed (the previous window's hits weigh as much as it still covers): up to 72 s, honestly said.
    expect(retryAfter).toBeLessThanOrEqual(72)
    expect((await fetch(`${direct.url}/`)).status).toBe(200)
  })

  it('counts each client separately behind a trusted proxy', async () => {
    for (let i = 0; i < 5; i += 1)
      await postJson(`${proxied.url}/api/nothing/`, {}, { 'X-Forwarded-For': '198.51.100.7' })
    expect((await postJson(`${proxied.url}/api/nothing/`, {}, { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(429)
    expect((await postJson(`${proxied.url}/api/nothing/`, {}, { 'X-Forwarded-For': '198.51.100.8' })).status).toBe(404)
    // A spoofed first entry does not help: the proxy's own entry (the last) is the client.
    const spoofed = await postJson(`${proxied.url}/api/nothing/`, {}, { 'X-Forwarded-For': '10.0.0.1, 198.51.100.7' })
    expect(spoofed.status).toBe(429)
  })
})

describe('SlidingWindowRateLimiter', () => {
  it("frees a slot as the previous window's hits slide out", () => {
    let now = 0
    const limiter = new SlidingWindowRateLimiter({ max: 2, windowMs: 1000, now: () => now })
    expect(limiter.take('a').allowed).toBe(true)
    now = 400
    expect(limiter.take('a').allowed).toBe(true)
    now = 900
    // Two hits in this window: the next fits once half of it has slid out, at 1500.
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 600 })
    expect(limiter.take('b').allowed).toBe(true)
    now = 1499
    expect(limiter.take('a').allowed).toBe(false)
    now = 1500
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a').allowed).toBe(false)
  })

  it('forgets quiet clients', () => {
    let now = 0
    const limiter = new SlidingWindowRateLimiter({ max: 2, windowMs: 1000, now: () => now })
    limiter.take('a')
    limiter.take('b')
    now = 5000
    limiter.take('c')
    expect(limiter.size).toBe(1)
  })
})
