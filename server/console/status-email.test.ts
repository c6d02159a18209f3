import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { statusEmailTemplates } from '../../src/content/status-emails.ts'
import { statusEmailMessages } from '../../src/contracts/console.ts'
import { queryOne, queryRows } from '../db/db.ts'
import type { LogFields } from '../log.ts'
import { pdfBytes } from '../test-support/files.ts'
import { eventually, mailServer, readMail } from '../test-support/mail-server.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'

const password = 'a long enough password'
const applicant = 'anita.status@example.com'

describe('status e-mails: rejected or hired, optionally e-mailed to the applicant', () => {
  let mail: Awaited<ReturnType<typeof mailServer>>
  let server: TestServer
  let cookie = ''
  let jobName = ''
  const lines: { message: string; fields: LogFields }[] = []
  const api = (route: string) => `${server.url}/api/${route}`
  const patch = (id: number, body: unknown) =>
    fetch(api(`console/applications/${id}`), {
      method: 'PATCH',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const stageOf = async (id: number) =>
    (
      await queryOne(server.db, z.object({ stage: z.string() }), 'SELECT stage FROM job_applications WHERE id = $1', [
        id,
      ])
    )?.stage
  const lastAudit = async () =>
    (
      await queryRows(
        server.db,
        z.object({ action: z.string(), subject: z.string(), detail: z.string() }),
        'SELECT action, subject, detail FROM audit_log ORDER BY id DESC LIMIT 1',
      )
    )[0]
  // What reached the applicant other than the acknowledgement (the team's notices go to hr@).
  const statusMails = () =>
    mail.received.filter(
      (item) => item.to.includes(applicant) && !readMail(item.data).subject.startsWith('We received'),
    )

  async function apply(): Promise<number> {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      job: '1',
      full_name: 'Anita Rao',
      email: applicant,
      phone: '+91 90000 22222',
    }))
      form.set(name, value)
    form.set('resume', new Blob([new Uint8Array(pdfBytes(1500))], { type: 'application/pdf' }), 'anita-cv.pdf')
    const response = await fetch(api('job-applications/'), { method: 'POST', body: form })
    expect(response.status).toBe(201)
    return z.object({ id: z.number() }).parse(await response.json()).id
  }

  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example' },
      { log: (_level, message, fields = {}) => void lines.push({ message, fields }) },
    )
    await addTestStaff(server.db, 'hr@arcnova.example', password, 'recruiter')
    cookie = await signInBothSteps(server.db, `${server.url}/api`, 'hr@arcnova.example', password)
    jobName = String((await server.db.query('SELECT job_name FROM jobs WHERE id = 1'))[0]?.job_name)
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  it('tells the console that status e-mails can be sent', async () => {
    const me = await fetch(api('console/me'), { headers: { Cookie: cookie } })
    expect(await me.json()).toMatchObject({ status_emails: true })
  })

  it('sends the staff member’s text as plain text to the applicant, then sets the status; the audit says so', async () => {
    const id = await apply()
    const text = statusEmailTemplates.rejected
      .text({ name: 'Anita Rao', job: jobName })
      .replace('Kind regards', 'Warm regards from Priya')
    const response = await patch(id, { stage: 'rejected', email_text: `${text}\n` })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id, stage: 'rejected' })

    const sent = await eventually(() => statusMails().find((item) => item.to.includes(applicant)))
    const read = readMail(sent.data)
    expect(read.subject).toBe(`Your application for ${jobName} at Arcnova Consulting`)
    expect(read.text.replace(/\r\n/g, '\n').trim()).toBe(text.trim())
    expect(read.whole).toMatch(/content-type: text\/plain/i)
    expect(read.whole).not.toMatch(/text\/html/i)
    expect(await lastAudit()).toEqual({
      action: 'application.stage',
      subject: `Application ${id}`,
      detail: 'new → rejected, e-mail queued',
    })
    // The address is in no log line and in no audit entry.
    const audit = JSON.stringify(await server.db.query('SELECT * FROM audit_log'))
    expect(audit).not.toContain(applicant)
    expect(JSON.stringify(lines)).not.toContain(applicant)
  })

  it('a PATCH repeated many times at once sends the e-mail once: only a real change is announced (issue 59 item 5)', async () => {
    const id = await apply()
    const before = statusMails().length
    const text = 'We will not take your application further. Thank you for your time.'
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => (await patch(id, { stage: 'rejected', email_text: text })).status),
    )
    // One moves it and sends the e-mail; the others find it there already and say no e-mail was sent.
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(11)
    const again = await patch(id, { stage: 'rejected', email_text: text })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ errors: { email_text: statusEmailMessages.alreadyThere } })
    expect(await stageOf(id)).toBe('rejected')
    const moves = await queryRows(
      server.db,
      z.object({ detail: z.string() }),
      "SELECT detail FROM audit_log WHERE action = 'application.stage' AND subject = $1",
      [`Application ${id}`],
    )
    expect(moves).toEqual([{ detail: 'new → rejected, e-mail queued' }])
    await eventually(() => (statusMails().length === before + 1 ? true : undefined))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(statusMails()).toHaveLength(before + 1)
  })

  it('without a text, changes the status and sends nothing', async () => {
    const id = await apply()
    const before = statusMails().length
    expect((await patch(id, { stage: 'hired' })).status).toBe(200)
    expect(await stageOf(id)).toBe('hired')
    expect(await lastAudit()).toMatchObject({ detail: 'new → hired' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(statusMails()).toHaveLength(before)
  })

  it('refuses control characters, an over-long or empty text, and a text with another status: 400, nothing sent or changed', async () => {
    const id = await apply()
    const before = statusMails().length
    const cases: Array<[unknown, string]> = [
      [{ stage: 'rejected', email_text: 'Dear Anita,\u0007 thank you.' }, statusEmailMessages.forbidden],
      [{ stage: 'hired', email_text: 'x'.repeat(5001) }, statusEmailMessages.tooLong],
      [{ stage: 'hired', email_text: '   ' }, statusEmailMessages.required],
      [{ stage: 'hired', email_text: 42 }, statusEmailMessages.required],
      [{ stage: 'screening', email_text: 'Hello' }, statusEmailMessages.notForStatus],
    ]
    for (const [body, message] of cases) {
      const response = await patch(id, body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(await response.json()).toEqual({ errors: { email_text: message } })
    }
    expect(await stageOf(id)).toBe('new')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(statusMails()).toHaveLength(before)
  })

  it('when the mail server is down, changes the status, keeps the e-mail waiting, and logs no address', async () => {
    const id = await apply()
    await eventually(() =>
      mail.received.some((item) => readMail(item.data).subject.startsWith('We received')) ? true : undefined,
    )
    await mail.close()
    const response = await patch(id, { stage: 'hired', email_text: 'Welcome aboard.' })
    expect(response.status).toBe(200)
    expect(await stageOf(id)).toBe('hired')
    await eventually(() =>
      lines.some(
        (line) => line.message === 'message not delivered, tried again later' && line.fields.kind === 'status e-mail',
      )
        ? true
        : undefined,
    )
    const waiting = await queryRows(
      server.db,
      z.object({ kind: z.string() }),
      "SELECT kind FROM outbox WHERE status = 'waiting' AND kind = 'status e-mail'",
    )
    expect(waiting).toEqual([{ kind: 'status e-mail' }])
    expect(JSON.stringify(lines)).not.toContain(applicant)
  })
})

describe('status e-mails without a mail server', () => {
  it('are not offered, and a text sent anyway is refused', async () => {
    const server = await startTestServer()
    try {
      await addTestStaff(server.db, 'hr@arcnova.example', password, 'admin')
      const cookie = await signInBothSteps(server.db, `${server.url}/api`, 'hr@arcnova.example', password)
      const me = await fetch(`${server.url}/api/console/me`, { headers: { Cookie: cookie } })
      expect(await me.json()).toMatchObject({ status_emails: false })
      const [row] = await server.db.query(
        `INSERT INTO job_applications (job_id, full_name, email, phone, resume_key, resume_name, resume_type, resume_size)
         VALUES (1, 'A', 'a@example.com', '1', '00000000-0000-0000-0000-000000000000.pdf', 'a.pdf', 'application/pdf', 1)
         RETURNING id`,
      )
      const response = await fetch(`${server.url}/api/console/applications/${String(row?.id)}`, {
        method: 'PATCH',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ stage: 'rejected', email_text: 'Sorry.' }),
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: { email_text: statusEmailMessages.unavailable } })
    } finally {
      await server.cleanup()
    }
  })
})
