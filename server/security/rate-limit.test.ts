import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { type RateLimitVariables, rateLimitPosts, SlidingWindowRateLimiter } from './rate-limit.ts'
import { rateLimitKey } from './rate-limit-key.ts'

describe('rateLimitKey', () => {
  it('keys IPv6 by its /64, whatever the spelling', () => {
    const key = rateLimitKey('2001:db8::1')
    expect(key).toBe('2001:db8:0:0::/64')
    for (const same of ['2001:db8:0:0:ffff::2', '2001:DB8::', '2001:0db8:0000:0000:0000:0000:0000:0001']) {
      expect(rateLimitKey(same)).toBe(key)
    }
    expect(rateLimitKey('2001:db8:0:1::1')).not.toBe(key)
    expect(rateLimitKey('2001:db8:0:0:1:2:1.2.3.4')).toBe(key)
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
  })

  it('drops a zone id', () => {
    expect(rateLimitKey('fe80::1%eth0')).toBe(rateLimitKey('fe80::2'))
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps IPv4 per address, also when IPv4-mapped', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7')
    expect(rateLimitKey('203.0.113.8')).not.toBe(rateLimitKey('203.0.113.7'))
  })

  it('leaves what is not an address alone', () => {
    expect(rateLimitKey('unknown')).toBe('unknown')
  })
})

describe('SlidingWindowRateLimiter limits', () => {
  it('allows max per window per key, then refuses with a positive Retry-After', () => {
    let now = 10_000
    const limiter = new SlidingWindowRateLimiter({ max: 3, windowMs: 60_000, now: () => now })
    for (let i = 0; i < 3; i++) expect(limiter.take('a')).toEqual({ allowed: true })
    const refused = limiter.take('a')
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterMs).toBeGreaterThan(0)
    expect(limiter.take('b').allowed).toBe(true)
    // Refused hits are not counted: the client is let in again once its window has slid far enough.
    now += refused.allowed ? 0 : refused.retryAfterMs
    expect(limiter.take('a').allowed).toBe(true)
  })

  it('still limits across a window boundary', () => {
    let now = 59_000
    const limiter = new SlidingWindowRateLimiter({ max: 3, windowMs: 60_000, now: () => now })
    for (let i = 0; i < 3; i++) expect(limiter.take('a').allowed).toBe(true)
    now = 61_000
    expect(limiter.take('a').allowed).toBe(false)
  })
})

describe('rateLimitPosts', () => {
  function app(max: number, exemptPaths: string[] = []) {
    const limiter = new SlidingWindowRateLimiter({ max, windowMs: 60_000 })
    const hono = new Hono<{ Variables: RateLimitVariables }>()
    hono.use(rateLimitPosts(limiter, 1, { exemptPaths }))
    hono.post('*', (c) => c.text(c.get('rateLimitKey')))
    return (path: string, from: string) => hono.request(path, { method: 'POST', headers: { 'X-Forwarded-For': from } })
  }

  it('counts one IPv6 /64 as one client', async () => {
    const post = app(2)
    expect((await post('/x', '2001:db8:1:2::1')).status).toBe(200)
    expect((await post('/x', '2001:db8:1:2:aaaa::9')).status).toBe(200)
    const third = await post('/x', '2001:db8:1:2:ffff:ffff:ffff:ffff')
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await post('/x', '2001:db8:1:3::1')).status).toBe(200)
  })

  it('does not count exempt paths, and still names the client there', async () => {
    const post = app(1, ['/hook/'])
    for (let i = 0; i < 5; i++) expect((await post('/hook/', '::ffff:198.51.100.7')).status).toBe(200)
    expect(await (await post('/hook/', '::ffff:198.51.100.7')).text()).toBe('198.51.100.7')
    expect((await post('/x', '198.51.100.7')).status).toBe(200)
    expect((await post('/x', '198.51.100.7')).status).toBe(429)
  })
})

/** Counts iterations over any Map while `work` runs: a sweep over the keys would show here. */
function mapIterationsDuring(work: () => void): number {
  const methods = ['entries', 'keys', 'values', 'forEach', Symbol.iterator] as const
  const originals = methods.map((name) => Object.getOwnPropertyDescriptor(Map.prototype, name))
  let calls = 0
  for (const [i, name] of methods.entries()) {
    const original = originals[i]?.value
    if (typeof original !== 'function') continue
    Object.defineProperty(Map.prototype, name, {
      configurable: true,
      writable: true,
      value(this: Map<unknown, unknown>, ...args: unknown[]) {
        calls++
        return Reflect.apply(original, this, args)
      },
    })
  }
  try {
    work()
  } finally {
    for (const [i, name] of methods.entries()) {
      const original = originals[i]
      if (original !== undefined) Object.defineProperty(Map.prototype, name, original)
    }
  }
  return calls
}

describe('SlidingWindowRateLimiter cost', () => {
  const windowMs = 60_000
  const maxKeys = 10_000

  it('stays within its key cap after 200,000 addresses, and clients counted first keep working', () => {
    let now = 0
    const limiter = new SlidingWindowRateLimiter({ max: 5, windowMs, maxKeys, now: () => now })
    let largest = 0
    // Stops at the first breach: a limiter that sweeps its whole map on every take would take hours.
    for (let i = 0; i < 200_000 && largest <= maxKeys; i++) {
      limiter.take(`10.${(i >> 16) & 0xff}.${(i >> 8) & 0xff}.${i & 0xff}`)
      now += 0.1
      largest = Math.max(largest, limiter.size)
    }
    expect(largest).toBeLessThanOrEqual(maxKeys)
    // The first addresses were counted before the flood filled the map: they go on.
    expect(limiter.take('10.0.0.0').allowed).toBe(true)
    const newcomer = limiter.take('192.0.2.1')
    expect(newcomer.allowed).toBe(false)
    if (!newcomer.allowed) expect(newcomer.retryAfterMs).toBeLessThanOrEqual(windowMs)
    // The next window has room again.
    now = windowMs
    expect(limiter.take('192.0.2.1').allowed).toBe(true)
  })

  it('after a million addresses over many windows, take() walks no map and old generations are gone', () => {
    let now = 0
    const limiter = new SlidingWindowRateLimiter({ max: 5, windowMs, maxKeys, now: () => now })
    let largest = 0
    // 20,000 new addresses a window, twice what each generation may hold; stops at the first breach.
    for (let i = 0; i < 1_000_000 && largest <= maxKeys; i++) {
      limiter.take(`key-${i}`)
      now += windowMs / 20_000
      largest = Math.max(largest, limiter.size)
    }
    expect(largest).toBeLessThanOrEqual(maxKeys)
    expect(limiter.size).toBe(maxKeys)
    expect(mapIterationsDuring(() => limiter.take('key-999999'))).toBe(0)
    // The first take of a window swaps the generations without walking them.
    now = Math.ceil(now / windowMs) * windowMs
    expect(mapIterationsDuring(() => limiter.take('one-more'))).toBe(0)
    // Two quiet windows: everything seen before them is dropped with the old maps, no sweep needed.
    now += 2 * windowMs
    expect(mapIterationsDuring(() => limiter.take('after-the-quiet'))).toBe(0)
    expect(limiter.size).toBe(1)
  })
})
