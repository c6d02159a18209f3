import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { jobAlertMessages } from '../../src/contracts/job-alert.ts'
import { jobAlertSearchMessages } from '../../src/contracts/job-alert-search.ts'
import { queryOne } from '../db/db.ts'
import { eventually, mailServer, readMail, type Received } from '../test-support/mail-server.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { queueJobAlertDigests } from './job-alert-digest.ts'
import { eraseSubscriptions, subscriptionsFor, sweepJobAlerts } from './job-alert-store.ts'

const siteUrl = 'https://www.arcnova.example'

/** The headers of a received mail, unfolded, by lower-case name. */
function headersOf(mail: Received): Map<string, string> {
  const head = mail.data.slice(0, mail.data.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
  return new Map(
    head.split('\r\n').map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const
    }),
  )
}

function expectUnsubscribeHeaders(mail: Received): string {
  const headers = headersOf(mail)
  const link = /^<(https:\/\/www\.arcnova\.example\/api\/job-alerts\/unsubscribe\?token=[\w-]{43})>$/.exec(
    headers.get('list-unsubscribe') ?? '',
  )?.[1]
  expect(link, 'List-Unsubscribe').toBeDefined()
  expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  expect(readMail(mail.data).text).toContain(link)
  return link ?? ''
}

const tokenAfter = (text: string, marker: string) => new RegExp(`${marker}([\\w-]{43})`).exec(text)?.[1] ?? ''

describe('job alerts by e-mail: double opt-in, digest, unsubscribe, retention (real SMTP)', () => {
  let mail: Awaited<ReturnType<typeof mailServer>>
  let server: TestServer
  const logged: string[] = []
  /** One digest round as the housekeeping runs it, then the delivery worker's sends. */
  const digests = async (now?: Date) => {
    const run = await queueJobAlertDigests(server.db, server.outbox, siteUrl, () => undefined, now)
    await server.deliveries.idle()
    return run
  }
  const to = (address: string) => mail.received.filter((item) => item.to.includes(address))
  let client = 0
  // Each request from a client of its own (TRUST_PROXY): the limit has a test of its own below.
  const subscribe = (body: unknown) =>
    postJson(`${server.url}/api/job-alerts/`, body, {
      'X-Forwarded-For': `10.0.${Math.floor(client / 200)}.${client++ % 200}`,
    })
  const api = (path: string, body: unknown) => postJson(`${server.url}/api/job-alerts/${path}`, body)
  const addJob = async (name: string, location: string, skills = 'Java, Spring') => {
    const row = await queryOne(
      server.db,
      z.object({ id: z.number() }),
      'INSERT INTO jobs (job_name, location, skills) VALUES ($1, $2, $3) RETURNING id',
      [name, location, skills],
    )
    return row?.id ?? 0
  }
  /** Subscribes, waits for the confirmation and returns its mail. */
  const subscribed = async (email: string, search: { q?: string; location?: string }) => {
    const before = to(email).length
    expect((await subscribe({ email, ...search })).status).toBe(202)
    return eventually(() => (to(email).length > before ? to(email).at(-1) : undefined))
  }
  const confirmed = async (email: string, search: { q?: string; location?: string }) => {
    const confirmation = await subscribed(email, search)
    const token = tokenAfter(readMail(confirmation.data).text, '/job-alerts#confirm=')
    expect((await api('confirm/', { token })).status).toBe(200)
  }

  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example', SITE_URL: `${siteUrl}/`, TRUST_PROXY: '1' },
      { log: (_level, message, fields) => void logged.push(`${message} ${JSON.stringify(fields ?? {})}`) },
    )
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })
  beforeEach(() => {
    logged.length = 0
  })

  it('sends one confirmation and nothing else until it is opened, with the unsubscribe headers', async () => {
    const confirmation = await subscribed('meera@example.com', { q: 'java', location: 'Pune' })
    const { subject, text } = readMail(confirmation.data)
    expect(subject).toMatch(/^Confirm your job alerts/)
    expect(text).toContain('jobs matching “java” in Pune')
    expect(text).toMatch(/https:\/\/www\.arcnova\.example\/job-alerts#confirm=[\w-]{43}/)
    expectUnsubscribeHeaders(confirmation)
    // A matching job appears, the digest runs: an unconfirmed subscription gets nothing.
    await addJob('Java Developer (unconfirmed check)', 'Pune, Maharashtra')
    await digests()
    expect(to('meera@example.com')).toHaveLength(1)
    // The tokens are kept hashed only.
    const token = tokenAfter(text, '/job-alerts#confirm=')
    const rows = await server.db.query('SELECT token_hash FROM job_alert_tokens')
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('answers the same for a new, a pending and a confirmed address, and re-sends at most one a day', async () => {
    const first = await subscribe({ email: 'ravi@example.in', q: 'data' })
    const firstBody = await first.json()
    await eventually(() => to('ravi@example.in')[0])
    const again = await subscribe({ email: 'RAVI@example.in', q: 'data' })
    expect([again.status, await again.json()]).toEqual([first.status, firstBody])
    expect(firstBody).toEqual({ detail: jobAlertMessages.checkInbox })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(to('ravi@example.in')).toHaveLength(1)
    // A day later, a repeated request may send one more confirmation.
    await server.db.query(
      "UPDATE job_alerts SET confirmation_sent_at = now() - interval '25 hours' WHERE lower(email) = 'ravi@example.in'",
    )
    await subscribe({ email: 'ravi@example.in', q: 'data' })
    await eventually(() => to('ravi@example.in')[1])
    expect(await subscriptionsFor(server.db, 'Ravi@Example.IN')).toHaveLength(1)
  })

  it('confirms from the link; a bad or unknown token is 400/404, never 500', async () => {
    const confirmation = await subscribed('anjali@example.com', { location: 'Remote' })
    const token = tokenAfter(readMail(confirmation.data).text, '/job-alerts#confirm=')
    const response = await api('confirm/', { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toContain('noindex')
    expect(await response.json()).toEqual({ q: null, location: 'Remote' })
    const [row] = await subscriptionsFor(server.db, 'anjali@example.com')
    expect(row?.confirmed_at).not.toBeNull()
    expect((await api('confirm/', { token: 'x'.repeat(43) })).status).toBe(404)
    expect((await api('confirm/', { token: 'short' })).status).toBe(400)
    expect((await api('confirm/', {})).status).toBe(400)
    const notJson = await fetch(`${server.url}/api/job-alerts/confirm/`, { method: 'POST', body: 'token=1' })
    expect(notJson.status).toBe(415)
  })

  it('refuses bad requests with 4xx', async () => {
    for (const body of [{}, { email: 'not an address' }, { email: 'a@example.com', q: { $ne: 1 } }, [1, 2], null]) {
      const response = await subscribe(body)
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(response.status, JSON.stringify(body)).toBeLessThan(500)
    }
    expect((await subscribe({ email: 'a@example.com', q: 'x'.repeat(201) })).status).toBe(400)
    const broken = await fetch(`${server.url}/api/job-alerts/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    })
    expect(broken.status).toBe(400)
    expect((await fetch(`${server.url}/api/job-alerts/unsubscribe?token=nope`)).status).toBe(400)
  })

  it('sends a digest only with new matching jobs, at most once a day, each job with its link', async () => {
    await confirmed('kiran@example.com', { q: 'kotlin', location: 'Indore' })
    const mails = () => to('kiran@example.com').length
    await digests()
    expect(mails()).toBe(1) // nothing new yet: no digest
    await addJob('Kotlin Engineer', 'Pune, Maharashtra', 'Kotlin') // wrong place
    await addJob('Java Developer', 'Indore, Madhya Pradesh', 'Java') // wrong keywords
    await digests()
    expect(mails()).toBe(1)
    const first = await addJob('Android Developer', 'Indore, Madhya Pradesh', 'Kotlin, Compose')
    const second = await addJob('Kotlin Backend Lead', 'Indore, Madhya Pradesh', 'Kotlin')
    const day = new Date()
    await digests(day)
    expect(mails()).toBe(2)
    const digest = to('kiran@example.com')[1]
    if (digest === undefined) throw new Error('no digest')
    const { subject, text } = readMail(digest.data)
    expect(subject).toMatch(/^2 new openings/)
    expect(text).toContain(`${siteUrl}/job-openings?job=${first}#alert=`)
    expect(text).toContain(`${siteUrl}/job-openings?job=${second}#alert=`)
    expect(text).not.toContain('Java Developer')
    expectUnsubscribeHeaders(digest)
    // Another matching job the same day: no second digest today; the next day, one with it alone.
    const third = await addJob('Kotlin Mobile Developer', 'Indore, Madhya Pradesh', 'Kotlin')
    await digests(day)
    expect(mails()).toBe(2)
    await digests(new Date(day.getTime() + 86_400_000))
    expect(mails()).toBe(3)
    const next = readMail(to('kiran@example.com')[2]?.data ?? '').text
    expect(next).toContain(`job=${third}#`)
    expect(next).not.toContain(`job=${first}#`)
    // A job link followed counts as opened.
    await server.db.query("UPDATE job_alerts SET last_opened_at = NULL WHERE email = 'kiran@example.com'")
    expect((await api('opened/', { token: tokenAfter(next, '#alert=') })).status).toBe(204)
    const [row] = await subscriptionsFor(server.db, 'kiran@example.com')
    expect(row?.last_opened_at).not.toBeNull()
    // Nothing personal in the log.
    expect(logged.join('\n')).not.toMatch(/kiran|@example|token/)
  })

  it('two digest runs at once send each digest once', async () => {
    await confirmed('parallel@example.com', { q: 'rust' })
    await addJob('Rust Engineer', 'Remote (India)', 'Rust')
    const later = new Date(Date.now() + 5 * 86_400_000)
    const runs = await Promise.all([digests(later), digests(later)])
    expect(to('parallel@example.com')).toHaveLength(2)
    expect(runs.map((run) => run?.queued ?? 0).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1)
    const [row] = await server.db.query(
      "SELECT count(*)::int AS n FROM job_alert_digests d JOIN job_alerts a ON a.id = d.alert_id WHERE a.email = 'parallel@example.com'",
    )
    expect(row?.n).toBe(1)
  })

  it('one-click POST unsubscribes; a GET leads to the page and does not', async () => {
    const confirmation = await subscribed('lena@example.com', { q: 'sap' })
    const link = expectUnsubscribeHeaders(confirmation).replace(siteUrl, server.url)
    const get = await fetch(link, { redirect: 'manual' })
    expect(get.status).toBe(303)
    expect(get.headers.get('location')).toMatch(/^\/job-alerts#unsubscribe=[\w-]{43}$/)
    expect(await subscriptionsFor(server.db, 'lena@example.com')).toHaveLength(1)
    const wrongBody = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Yes',
    })
    expect(wrongBody.status).toBe(400)
    const post = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(post.status).toBe(200)
    expect(await subscriptionsFor(server.db, 'lena@example.com')).toHaveLength(0)
    expect((await api('unsubscribe', { token: new URL(link).searchParams.get('token') })).status).toBe(404)
  })

  it('the unsubscribe page can name the search its link stops, and nothing changes until the button (issue 45)', async () => {
    const confirmation = await subscribed('naming@example.com', { q: 'java', location: 'Pune' })
    const token = new URL(expectUnsubscribeHeaders(confirmation)).searchParams.get('token')
    const named = await api('unsubscribe/search/', { token })
    expect(named.status).toBe(200)
    expect(await named.json()).toEqual({ q: 'java', location: 'Pune' })
    expect(await subscriptionsFor(server.db, 'naming@example.com')).toHaveLength(1)
    expect((await api('unsubscribe', { token })).status).toBe(200)
    // Already stopped: the same answer as an unknown link, which the page reads as "already stopped".
    expect((await api('unsubscribe/search/', { token })).status).toBe(404)
    expect((await api('unsubscribe/search/', { token: 'x'.repeat(43) })).status).toBe(404)
    // A confirm link's token does not name an alert here.
    const confirm = tokenAfter(readMail(confirmation.data).text, '/job-alerts#confirm=')
    expect((await api('unsubscribe/search/', { token: confirm })).status).toBe(404)
  })

  it('the page’s unsubscribe: a JSON POST with the token', async () => {
    const confirmation = await subscribed('omar@example.com', {})
    const token = new URL(expectUnsubscribeHeaders(confirmation)).searchParams.get('token')
    expect((await api('unsubscribe', { token })).status).toBe(200)
    expect(await subscriptionsFor(server.db, 'omar@example.com')).toHaveLength(0)
  })

  it('retention: unconfirmed after 7 days, unopened a year after; the console can list and erase', async () => {
    await subscribed('stale.pending@example.com', { q: 'cobol' })
    await confirmed('stale.confirmed@example.com', { q: 'fortran' })
    await confirmed('fresh@example.com', { q: 'go' })
    const now = new Date()
    const in8Days = new Date(now.getTime() + 8 * 86_400_000)
    await sweepJobAlerts(server.db, in8Days)
    expect(await subscriptionsFor(server.db, 'stale.pending@example.com')).toHaveLength(0)
    expect(await subscriptionsFor(server.db, 'stale.confirmed@example.com')).toHaveLength(1)
    await server.db.query(
      "UPDATE job_alerts SET last_opened_at = now() - interval '366 days' WHERE email = 'stale.confirmed@example.com'",
    )
    await sweepJobAlerts(server.db, now)
    expect(await subscriptionsFor(server.db, 'stale.confirmed@example.com')).toHaveLength(0)
    expect(await subscriptionsFor(server.db, 'fresh@example.com')).toHaveLength(1)
    expect(await eraseSubscriptions(server.db, 'FRESH@example.com')).toBe(1)
    expect(await subscriptionsFor(server.db, 'fresh@example.com')).toHaveLength(0)
  })

  it('refuses a search with a line break, an address or over 60 characters, naming the field', async () => {
    const bad = {
      'java\nYour account is locked': 'notOneLine',
      'java https://arcnova-login.example': 'address',
      'reset at arcnova-support.com': 'address',
      'write to hr@evil.example': 'address',
      // Issue 59 item 4: short links, a host with a path, a look-alike dot.
      'Verify your account at t.co/Xy12Ab': 'address',
      'Login at x.com/security now': 'address',
      'go to evil\u2024com': 'address',
      ['x'.repeat(61)]: 'tooLong',
    } as const
    for (const field of ['q', 'location'] as const) {
      for (const [value, problem] of Object.entries(bad)) {
        const response = await subscribe({ email: 'stranger.target@example.com', [field]: value })
        expect(response.status, `${field} ${JSON.stringify(value)}`).toBe(400)
        expect(await response.json()).toEqual({ errors: { [field]: jobAlertSearchMessages[field][problem] } })
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(to('stranger.target@example.com')).toHaveLength(0)
    expect(await subscriptionsFor(server.db, 'stranger.target@example.com')).toHaveLength(0)
  })

  it('quotes exactly the search it was given, at most 60 characters of it', async () => {
    const q = 'ASP.NET Core, C#, Node.js, B.Tech — “senior” 10+ yrs, 60 chr'
    expect([...q].length).toBe(60)
    const confirmation = await subscribed('exact.quote@example.com', { q: ` ${q} `, location: 'Pune, Maharashtra' })
    const quoted = /new job openings: jobs matching “(.*)” in (.*)\.\r?\n/.exec(readMail(confirmation.data).text)
    expect(quoted?.slice(1)).toEqual([q, 'Pune, Maharashtra'])
  })

  it('a search stored before the rule is named in the digest, never quoted', async () => {
    await server.db.query(
      `INSERT INTO job_alerts (email, query, location, confirmed_at, last_job_id)
       SELECT $1, $2, '', now(), coalesce(max(id), 0) FROM jobs`,
      ['old.row@example.com', 'haskell\nreset at www.evil.example'],
    )
    await addJob('Haskell Engineer', 'Remote', 'Haskell, reset at www.evil.example')
    await digests(new Date(Date.now() + 20 * 86_400_000))
    const digest = await eventually(() => to('old.row@example.com')[0])
    const { text } = readMail(digest.data)
    expect(text).toContain('Haskell Engineer')
    expect(text).toContain('jobs matching the search you chose on our careers page')
    expect(text).not.toMatch(/reset at|haskell\n/i)
  })

  it('every alert e-mail carries both unsubscribe headers', () => {
    const alerts = mail.received.filter((item) => /job-alerts/.test(item.data))
    expect(alerts.length).toBeGreaterThan(5)
    for (const item of alerts) expectUnsubscribeHeaders(item)
  })
})

describe('job alert requests are rate limited', () => {
  it('answers 429 after 5 requests per client per window', async () => {
    const mail = await mailServer()
    const server = await startTestServer({ SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example' })
    try {
      const statuses = []
      for (let i = 0; i < 7; i += 1) {
        statuses.push((await postJson(`${server.url}/api/job-alerts/`, { email: `x${i}@example.com` })).status)
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429])
    } finally {
      await server.cleanup()
      await mail.close()
    }
  })
})

describe('without a mail server', () => {
  it('answers 503 and stores nothing', async () => {
    const server = await startTestServer()
    try {
      expect((await postJson(`${server.url}/api/job-alerts/`, { email: 'a@example.com' })).status).toBe(503)
      expect(await subscriptionsFor(server.db, 'a@example.com')).toHaveLength(0)
    } finally {
      await server.cleanup()
    }
  })
})
