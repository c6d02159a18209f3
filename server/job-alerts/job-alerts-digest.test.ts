import { describe, expect, it } from 'vitest'
import { eventually, readMail } from '../test-support/mail-server.ts'
import { eraseSubscriptions, subscriptionsFor, sweepJobAlerts } from './job-alert-store.ts'
import { expectUnsubscribeHeaders, jobAlertsServer, siteUrl, tokenAfter } from '../test-support/job-alerts-server.ts'

describe('job alerts by e-mail: double opt-in, digest, unsubscribe, retention (real SMTP)', () => {
  const alertServer = jobAlertsServer()
  const { logged, digests, to, api, addJob, subscribed, confirmed } = alertServer

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
    await alertServer.server.db.query("UPDATE job_alerts SET last_opened_at = NULL WHERE email = 'kiran@example.com'")
    expect((await api('opened/', { token: tokenAfter(next, '#alert=') })).status).toBe(204)
    const [row] = await subscriptionsFor(alertServer.server.db, 'kiran@example.com')
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
    const [row] = await alertServer.server.db.query(
      "SELECT count(*)::int AS n FROM job_alert_digests d JOIN job_alerts a ON a.id = d.alert_id WHERE a.email = 'parallel@example.com'",
    )
    expect(row?.n).toBe(1)
  })

  it('one-click POST unsubscribes; a GET leads to the page and does not', async () => {
    const confirmation = await subscribed('lena@example.com', { q: 'sap' })
    const link = expectUnsubscribeHeaders(confirmation).replace(siteUrl, alertServer.server.url)
    const get = await fetch(link, { redirect: 'manual' })
    expect(get.status).toBe(303)
    expect(get.headers.get('location')).toMatch(/^\/job-alerts#unsubscribe=[\w-]{43}$/)
    expect(await subscriptionsFor(alertServer.server.db, 'lena@example.com')).toHaveLength(1)
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
    expect(await subscriptionsFor(alertServer.server.db, 'lena@example.com')).toHaveLength(0)
    expect((await api('unsubscribe', { token: new URL(link).searchParams.get('token') })).status).toBe(404)
  })

  it('the unsubscribe page can name the search its link stops, and nothing changes until the button (issue 45)', async () => {
    const confirmation = await subscribed('naming@example.com', { q: 'java', location: 'Pune' })
    const token = new URL(expectUnsubscribeHeaders(confirmation)).searchParams.get('token')
    const named = await api('unsubscribe/search/', { token })
    expect(named.status).toBe(200)
    expect(await named.json()).toEqual({ q: 'java', location: 'Pune' })
    expect(await subscriptionsFor(alertServer.server.db, 'naming@example.com')).toHaveLength(1)
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
    expect(await subscriptionsFor(alertServer.server.db, 'omar@example.com')).toHaveLength(0)
  })

  it('retention: unconfirmed after 7 days, unopened a year after; the console can list and erase', async () => {
    await subscribed('stale.pending@example.com', { q: 'cobol' })
    await confirmed('stale.confirmed@example.com', { q: 'fortran' })
    await confirmed('fresh@example.com', { q: 'go' })
    const now = new Date()
    const in8Days = new Date(now.getTime() + 8 * 86_400_000)
    await sweepJobAlerts(alertServer.server.db, in8Days)
    expect(await subscriptionsFor(alertServer.server.db, 'stale.pending@example.com')).toHaveLength(0)
    expect(await subscriptionsFor(alertServer.server.db, 'stale.confirmed@example.com')).toHaveLength(1)
    await alertServer.server.db.query(
      "UPDATE job_alerts SET last_opened_at = now() - interval '366 days' WHERE email = 'stale.confirmed@example.com'",
    )
    await sweepJobAlerts(alertServer.server.db, now)
    expect(await subscriptionsFor(alertServer.server.db, 'stale.confirmed@example.com')).toHaveLength(0)
    expect(await subscriptionsFor(alertServer.server.db, 'fresh@example.com')).toHaveLength(1)
    expect(await eraseSubscriptions(alertServer.server.db, 'FRESH@example.com')).toBe(1)
    expect(await subscriptionsFor(alertServer.server.db, 'fresh@example.com')).toHaveLength(0)
  })

  it('a search stored before the rule is named in the digest, never quoted', async () => {
    await alertServer.server.db.query(
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
    const alerts = alertServer.mail.received.filter((item) => /job-alerts/.test(item.data))
    expect(alerts.length).toBeGreaterThan(5)
    for (const item of alerts) expectUnsubscribeHeaders(item)
  })
})
