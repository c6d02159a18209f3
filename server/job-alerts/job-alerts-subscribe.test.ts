import { describe, expect, it } from 'vitest'
import { jobAlertMessages } from '../../src/contracts/job-alert.ts'
import { jobAlertSearchMessages } from '../../src/contracts/job-alert-search.ts'
import { eventually, mailServer, readMail } from '../test-support/mail-server.ts'
import { postJson, startTestServer } from '../test-support/test-server.ts'
import { subscriptionsFor } from './job-alert-store.ts'
import { expectUnsubscribeHeaders, jobAlertsServer, tokenAfter } from '../test-support/job-alerts-server.ts'

describe('job alerts by e-mail: double opt-in, digest, unsubscribe, retention (real SMTP)', () => {
  const alertServer = jobAlertsServer()
  const { digests, to, subscribe, api, addJob, subscribed } = alertServer

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
    const rows = await alertServer.server.db.query('SELECT token_hash FROM job_alert_tokens')
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
    await alertServer.server.db.query(
      "UPDATE job_alerts SET confirmation_sent_at = now() - interval '25 hours' WHERE lower(email) = 'ravi@example.in'",
    )
    await subscribe({ email: 'ravi@example.in', q: 'data' })
    await eventually(() => to('ravi@example.in')[1])
    expect(await subscriptionsFor(alertServer.server.db, 'Ravi@Example.IN')).toHaveLength(1)
  })

  it('confirms from the link; a bad or unknown token is 400/404, never 500', async () => {
    const confirmation = await subscribed('anjali@example.com', { location: 'Remote' })
    const token = tokenAfter(readMail(confirmation.data).text, '/job-alerts#confirm=')
    const response = await api('confirm/', { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toContain('noindex')
    expect(await response.json()).toEqual({ q: null, location: 'Remote' })
    const [row] = await subscriptionsFor(alertServer.server.db, 'anjali@example.com')
    expect(row?.confirmed_at).not.toBeNull()
    expect((await api('confirm/', { token: 'x'.repeat(43) })).status).toBe(404)
    expect((await api('confirm/', { token: 'short' })).status).toBe(400)
    expect((await api('confirm/', {})).status).toBe(400)
    const notJson = await fetch(`${alertServer.server.url}/api/job-alerts/confirm/`, {
      method: 'POST',
      body: 'token=1',
    })
    expect(notJson.status).toBe(415)
  })

  it('refuses bad requests with 4xx', async () => {
    for (const body of [{}, { email: 'not an address' }, { email: 'a@example.com', q: { $ne: 1 } }, [1, 2], null]) {
      const response = await subscribe(body)
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(response.status, JSON.stringify(body)).toBeLessThan(500)
    }
    expect((await subscribe({ email: 'a@example.com', q: 'x'.repeat(201) })).status).toBe(400)
    const broken = await fetch(`${alertServer.server.url}/api/job-alerts/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    })
    expect(broken.status).toBe(400)
    expect((await fetch(`${alertServer.server.url}/api/job-alerts/unsubscribe?token=nope`)).status).toBe(400)
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
    expect(await subscriptionsFor(alertServer.server.db, 'stranger.target@example.com')).toHaveLength(0)
  })

  it('quotes exactly the search it was given, at most 60 characters of it', async () => {
    const q = 'ASP.NET Core, C#, Node.js, B.Tech — “senior” 10+ yrs, 60 chr'
    expect([...q].length).toBe(60)
    const confirmation = await subscribed('exact.quote@example.com', { q: ` ${q} `, location: 'Pune, Maharashtra' })
    const quoted = /new job openings: jobs matching “(.*)” in (.*)\.\r?\n/.exec(readMail(confirmation.data).text)
    expect(quoted?.slice(1)).toEqual([q, 'Pune, Maharashtra'])
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
