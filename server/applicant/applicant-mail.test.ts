import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { applicantMessages } from '../../src/contracts/applicant.ts'
import { settings } from '../../src/site/settings.ts'
import { applicationReceivedSchema } from '../../src/contracts/application-received.ts'
import { queryOne, queryRows } from '../db/db.ts'
import { pdfBytes } from '../test-support/files.ts'
import { freePort } from '../test-support/free-port.ts'
import { eventually, mailServer, readMail, waitUntil } from '../test-support/mail-server.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { hashApplicantToken } from './applicant-tokens.ts'

const siteUrl = 'https://careers.arcnova.example'
const linkPattern = /https:\/\/careers\.arcnova\.example\/my-application#([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/g

async function apply(server: TestServer, email: string, job = '1'): Promise<number> {
  const form = new FormData()
  for (const [name, value] of Object.entries({ job, full_name: 'Meera Iyer', email, phone: '+91 90000 00000' })) {
    form.append(name, value)
  }
  form.append('resume', new File([pdfBytes()], 'meera-cv.pdf', { type: 'application/pdf' }))
  const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })
  expect(response.status).toBe(201)
  // With e-mail set up, the answer says the private link is on its way (issue 45).
  return applicationReceivedSchema.parse(await response.json()).id
}

const jobName = async (server: TestServer, id: number) =>
  String((await server.db.query('SELECT job_name FROM jobs WHERE id = $1', [id]))[0]?.job_name)

describe('the applicant’s acknowledgement e-mail', () => {
  let mail: Awaited<ReturnType<typeof mailServer>>
  let server: TestServer
  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer({ SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example', SITE_URL: `${siteUrl}/` })
  })
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  it('names the job, links to the application on SITE_URL, and the database keeps only the token’s hash', async () => {
    const id = await apply(server, 'meera.ack@example.com', '2')
    const message = await eventually(() => mail.received.find((item) => item.to.includes('meera.ack@example.com')))
    const read = readMail(message.data)
    expect(read.subject).toBe(`We received your application: ${await jobName(server, 2)}`)
    const links = [...read.text.matchAll(linkPattern)]
    expect(links).toHaveLength(1)
    const token = links[0]?.[1] ?? ''
    expect(read.text).toContain(`${siteUrl}/privacy`)

    const stored = await queryRows(
      server.db,
      z.object({ row: z.string(), expires_in_days: z.number() }),
      `SELECT to_jsonb(t)::text AS row, round(extract(epoch FROM t.expires_at - now()) / 86400)::int AS expires_in_days
         FROM applicant_tokens t WHERE application_id = $1`,
      [id],
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]?.row).toContain(hashApplicantToken(token))
    expect(stored[0]?.expires_in_days).toBe(365)
    // The raw token is nowhere in the database's rows for the application.
    const everything = await server.db.query(
      `SELECT (SELECT string_agg(to_jsonb(t)::text, '') FROM applicant_tokens t) AS tokens,
              (SELECT string_agg(to_jsonb(a)::text, '') FROM job_applications a) AS applications,
              (SELECT string_agg(to_jsonb(l)::text, '') FROM audit_log l) AS audit`,
    )
    expect(JSON.stringify(everything)).not.toContain(token)

    // The link opens the application.
    const opened = await postJson(`${server.url}/api/my-application/`, { token })
    expect(opened.status).toBe(200)
    expect(await opened.json()).toMatchObject({ id, job_title: await jobName(server, 2), stage: 'new' })
  })

  it('answers link_sent: true, and the link goes to the address given (issue 45)', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      job: '1',
      full_name: 'Meera Iyer',
      email: 'meera.sent@example.com',
      phone: '1',
    }))
      form.append(name, value)
    form.append('resume', new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' }))
    const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })
    expect(applicationReceivedSchema.parse(await response.json())).toMatchObject({ link_sent: true })
    const message = await eventually(() => mail.received.find((item) => item.to.includes('meera.sent@example.com')))
    expect([...readMail(message.data).text.matchAll(linkPattern)]).toHaveLength(1)
  })

  it('comes from the company’s careers name in the settings, at the first NOTIFY_EMAIL address (issue 45)', async () => {
    await apply(server, 'meera.from@example.com', '1')
    const message = await eventually(() => mail.received.find((item) => item.to.includes('meera.from@example.com')))
    // The header as the mail server got it (quotes around the name are the sender's choice).
    const from = /^from: (.*)$/im.exec(readMail(message.data).whole)?.[1]?.replaceAll('"', '')
    expect(from).toBe(`${settings.companyName} Careers <hr@arcnova.example>`)
    expect(message.from).toBe('hr@arcnova.example')
  })

  it('“Lost your link?” answers the same for a known and an unknown address, and mails only the known one', async () => {
    const first = await apply(server, 'Ravi.Lost@example.com', '1')
    const second = await apply(server, 'ravi.lost@example.com', '3')
    await eventually(() =>
      mail.received.filter((item) => /ravi\.lost/i.test(item.to.join())).length >= 2 ? true : undefined,
    )
    const before = mail.received.length

    const known = await postJson(`${server.url}/api/my-application/lost-link/`, { email: 'RAVI.lost@example.com' })
    const unknown = await postJson(`${server.url}/api/my-application/lost-link/`, { email: 'nobody.here@example.com' })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.text()).toBe(await unknown.text())

    const message = await eventually(() =>
      mail.received.slice(before).find((item) => readMail(item.data).text.includes('asked for the links')),
    )
    // One e-mail, to the address as the newest application gave it.
    expect(message.to).toEqual(['ravi.lost@example.com'])
    const read = readMail(message.data)
    expect(read.subject).toBe('Your applications at Arcnova Consulting')
    const tokens = [...read.text.matchAll(linkPattern)].map((match) => match[1] ?? '')
    expect(tokens).toHaveLength(2)
    const opened = await Promise.all(
      tokens.map(
        async (token) =>
          (await (await postJson(`${server.url}/api/my-application/`, { token })).json()) as { id: number },
      ),
    )
    expect(opened.map((item) => item.id).sort()).toEqual([first, second].sort())
    // Nothing went to the unknown address.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.received.some((item) => item.to.includes('nobody.here@example.com'))).toBe(false)
  })

  it('“Lost your link?” ends the older links: the old one answers as an unknown link, the new one works', async () => {
    const id = await apply(server, 'leaked.link@example.com', '2')
    const acknowledgement = await eventually(() =>
      mail.received.find((item) => item.to.includes('leaked.link@example.com')),
    )
    const old = [...readMail(acknowledgement.data).text.matchAll(linkPattern)][0]?.[1] ?? ''
    expect((await postJson(`${server.url}/api/my-application/`, { token: old })).status).toBe(200)
    const before = mail.received.length

    expect(
      (await postJson(`${server.url}/api/my-application/lost-link/`, { email: 'leaked.link@example.com' })).status,
    ).toBe(202)
    const message = await eventually(() =>
      mail.received.slice(before).find((item) => item.to.includes('leaked.link@example.com')),
    )
    const text = readMail(message.data).text
    expect(text).toContain('Links sent earlier no longer work.')
    const fresh = [...text.matchAll(linkPattern)][0]?.[1] ?? ''
    expect(fresh).not.toBe(old)
    // The old one ends once the mail server has answered, a moment after it has the message.
    await waitUntil(async () => (await postJson(`${server.url}/api/my-application/`, { token: old })).status === 404)

    const opened = await postJson(`${server.url}/api/my-application/`, { token: fresh })
    expect(opened.status).toBe(200)
    expect(await opened.json()).toMatchObject({ id })
    const unknown = await postJson(`${server.url}/api/my-application/`, { token: 'u'.repeat(43) })
    for (const path of ['', 'data/', 'cv/', 'withdraw/', 'delete/']) {
      const again = await postJson(`${server.url}/api/my-application/${path}`, { token: old })
      expect(`${path} ${again.status}`).toBe(`${path} 404`)
      expect(await again.json()).toEqual({ detail: applicantMessages.noLongerExists })
    }
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: applicantMessages.noLongerExists })
    // The new link still works after the old one was tried everywhere (delete/ included).
    expect((await postJson(`${server.url}/api/my-application/`, { token: fresh })).status).toBe(200)
  })
})

describe('“Lost your link?” during a mail outage (issue 59 item 2)', () => {
  it('cuts nobody off: the old link works until the fresh one has gone out, then only the fresh one does', async () => {
    const port = await freePort()
    let mail = await mailServer('127.0.0.1', { port })
    const server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example', SITE_URL: `${siteUrl}/` },
      { delivery: { firstRetryMs: 100, maxRetryMs: 400, pollMs: 100 } },
    )
    try {
      await apply(server, 'outage.link@example.com', '2')
      const acknowledgement = await eventually(() =>
        mail.received.find((item) => item.to.includes('outage.link@example.com')),
      )
      const old = [...readMail(acknowledgement.data).text.matchAll(linkPattern)][0]?.[1] ?? ''
      const opens = async (token: string) => (await postJson(`${server.url}/api/my-application/`, { token })).status

      await mail.close()
      const asked = await postJson(`${server.url}/api/my-application/lost-link/`, { email: 'outage.link@example.com' })
      expect(asked.status).toBe(202)
      // Several tries fail meanwhile (100–400 ms apart): whoever asked has cut nobody off.
      await new Promise((resolve) => setTimeout(resolve, 800))
      expect(await opens(old)).toBe(200)

      mail = await mailServer('127.0.0.1', { port })
      const message = await eventually(() => mail.received.find((item) => item.to.includes('outage.link@example.com')))
      const fresh = [...readMail(message.data).text.matchAll(linkPattern)][0]?.[1] ?? ''
      expect(await opens(fresh)).toBe(200)
      await waitUntil(async () => (await opens(old)) === 404)
    } finally {
      await server.cleanup()
      await mail.close()
    }
  }, 30_000)
})

describe('“Lost your link?” is rate limited', () => {
  let mail: Awaited<ReturnType<typeof mailServer>>
  let server: TestServer
  beforeAll(async () => {
    mail = await mailServer()
    // A long window: the counts cannot slide away during the test. Trusting one proxy lets a test be many clients.
    server = await startTestServer({
      SMTP_URL: mail.url,
      NOTIFY_EMAIL: 'hr@arcnova.example',
      SITE_URL: siteUrl,
      RATE_LIMIT_WINDOW_MS: '3600000',
      TRUST_PROXY: '1',
    })
    await apply(server, 'asha.limit@example.com')
    await eventually(() => mail.received.find((item) => item.to.includes('asha.limit@example.com')))
  })
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })
  const ask = (email: string, from: string) =>
    postJson(`${server.url}/api/my-application/lost-link/`, { email }, { 'X-Forwarded-For': from })

  it('answers 429 with Retry-After after five requests from one client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) statuses.push((await ask(`someone${i}@example.com`, '203.0.113.7')).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
    const refused = await ask('someone@example.com', '203.0.113.7')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not affected.
    expect((await ask('someone@example.com', '203.0.113.8')).status).toBe(202)
  })

  it('mails one address at most five times a window, answering every request the same', async () => {
    const before = mail.received.filter((item) => item.to.includes('asha.limit@example.com')).length
    const answers = new Set<string>()
    for (let i = 0; i < 7; i += 1) {
      const response = await ask('asha.limit@example.com', `198.51.100.${i + 1}`)
      expect(response.status).toBe(202)
      answers.add(await response.text())
    }
    expect(answers.size).toBe(1)
    await eventually(() =>
      mail.received.filter((item) => item.to.includes('asha.limit@example.com')).length >= before + 5
        ? true
        : undefined,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mail.received.filter((item) => item.to.includes('asha.limit@example.com'))).toHaveLength(before + 5)
  })

  it('refuses bad input with 4xx: a wrong type, a malformed address, a huge body, not JSON', async () => {
    const url = `${server.url}/api/my-application/lost-link/`
    const from = (n: number) => ({ 'X-Forwarded-For': `192.0.2.${n}` })
    expect((await postJson(url, { email: 42 }, from(1))).status).toBe(400)
    expect((await postJson(url, { email: 'not an address' }, from(2))).status).toBe(400)
    expect((await postJson(url, { email: `${'a'.repeat(5000)}@example.com` }, from(3))).status).toBe(413)
    const text = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain', ...from(4) }, body: 'x' })
    expect(text.status).toBe(415)
    expect(
      (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...from(5) }, body: '{' }))
        .status,
    ).toBe(400)
  })
})

describe('a mail server that is down', () => {
  it('never fails the application, and logs without the address or the token', async () => {
    const server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'hr@arcnova.example' })
    try {
      const started = Date.now()
      const id = await apply(server, 'kiran@example.com')
      expect(Date.now() - started).toBeLessThan(3000)
      const row = await queryOne(
        server.db,
        z.object({ id: z.number() }),
        'SELECT id FROM job_applications WHERE id = $1',
        [id],
      )
      expect(row?.id).toBe(id)
    } finally {
      await server.cleanup()
    }
  })
})
