import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfBytes } from '../test-support/files.ts'
import { eventually, mailServer, readMail } from '../test-support/mail-server.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { loadConfig } from '../config.ts'
import { smtpSendMail } from './smtp-mail.ts'
import { smtpTransportOptions, teamMessage } from './team-notifier.ts'

describe('the team hears about new applications, referrals and messages by e-mail, without their data', () => {
  let mail: Awaited<ReturnType<typeof mailServer>>
  let server: TestServer
  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer({
      SMTP_URL: mail.url,
      NOTIFY_EMAIL: 'hr@arcnova.example, sales@arcnova.example',
      SITE_URL: 'https://www.arcnova.example/',
    })
  })
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  it('an application: names the job and links to the console, and carries none of the applicant’s values', async () => {
    const applicant = {
      full_name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      comments: 'Available from January.',
    }
    const form = new FormData()
    for (const [name, value] of Object.entries({ job: '1', ...applicant })) form.append(name, value)
    form.append('resume', new File([pdfBytes()], 'priya-cv.pdf', { type: 'application/pdf' }))
    const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const [job] = await server.db.query('SELECT job_name FROM jobs WHERE id = 1')
    const jobName = String(job?.job_name)

    const message = await eventually(() => mail.received.find((item) => item.data.includes(`application #${id}`)))
    expect(message.to).toEqual(['hr@arcnova.example', 'sales@arcnova.example'])
    expect(message.from).toBe('hr@arcnova.example')
    const read = readMail(message.data)
    expect(read.subject).toBe(`New application #${id} for ${jobName}`)
    expect(read.text).toContain(`"${jobName}"`)
    expect(read.text).toContain('https://www.arcnova.example/console/applications')
    expect(message.data).not.toMatch(/multipart|attachment/i)
    const { whole } = readMail(message.data)
    for (const value of [...Object.values(applicant), 'Priya', 'Sharma', 'priya', '98765', 'priya-cv']) {
      expect(whole).not.toContain(value)
    }
  })

  it('a contact message: says one came in and links to the console, without who wrote what', async () => {
    const sent = {
      name: 'Ravi Menon',
      email: 'ravi@example.in',
      subject: 'Hiring 3 engineers',
      message: 'Can we talk on Monday?',
    }
    const response = await postJson(`${server.url}/api/contact-messages/`, sent)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const message = await eventually(() => mail.received.find((item) => item.data.includes(`message #${id}`)))
    expect(message.data).toContain('https://www.arcnova.example/console/messages')
    const { whole } = readMail(message.data)
    for (const value of [...Object.values(sent), 'Ravi', 'ravi@']) expect(whole).not.toContain(value)
  })

  it('a referral: says one came in and links to the console, without the friend’s name or e-mail', async () => {
    const response = await postJson(`${server.url}/api/referrals/`, {
      name: 'Arjun Rao',
      email: 'arjun.rao@example.com',
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const message = await eventually(() => mail.received.find((item) => item.data.includes(`referral #${id}`)))
    expect(message.data).toContain('https://www.arcnova.example/console/referrals')
    const { whole } = readMail(message.data)
    for (const value of ['Arjun', 'Rao', 'arjun.rao@example.com']) expect(whole).not.toContain(value)
  })
})

/** An address of this machine that is not loopback, if it has one (a container's eth0). */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address
}

describe('team mail goes over TLS only', () => {
  it('requires STARTTLS on smtp:// unless the server is on loopback or SMTP_INSECURE is set', () => {
    expect(smtpTransportOptions('smtp://mail.arcnova.example:587', false)).toMatchObject({
      secure: false,
      requireTLS: true,
    })
    expect(smtpTransportOptions('smtps://mail.arcnova.example', false)).toMatchObject({ secure: true, port: 465 })
    for (const loopback of ['smtp://127.0.0.1:2525', 'smtp://localhost:25', 'smtp://[::1]:25', 'smtp://127.0.1.1']) {
      expect(smtpTransportOptions(loopback, false).requireTLS, loopback).toBe(false)
    }
    expect(smtpTransportOptions('smtp://relay.internal:25', true).requireTLS).toBe(false)
    expect(loadConfig({ SMTP_URL: 'smtp://relay.internal', NOTIFY_EMAIL: 'hr@arcnova.example' }).notify?.insecure).toBe(
      false,
    )
    expect(
      loadConfig({ SMTP_URL: 'smtp://relay.internal', NOTIFY_EMAIL: 'hr@arcnova.example', SMTP_INSECURE: '1' }).notify
        ?.insecure,
    ).toBe(true)
  })

  const address = outsideAddress()
  it.skipIf(address === undefined)(
    'sends nothing to a mail server off this machine that offers no STARTTLS; SMTP_INSECURE=1 sends',
    async () => {
      const mail = await mailServer(address)
      const send = (insecure: boolean) =>
        smtpSendMail({ smtpUrl: mail.url, from: 'hr@arcnova.example', companyFrom: 'hr@arcnova.example', insecure })({
          to: ['hr@arcnova.example'],
          ...teamMessage({ kind: 'referral', id: 1 }, 'https://www.arcnova.example'),
        })
      try {
        await expect(send(false)).rejects.toThrow()
        expect(mail.received).toEqual([])
        await send(true)
        expect(mail.received).toHaveLength(1)
      } finally {
        await mail.close()
      }
    },
  )
})

describe('a mail server that is down', () => {
  it('an application is still answered 201 at once', async () => {
    const server = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'hr@arcnova.example' })
    try {
      const response = await postJson(`${server.url}/api/referrals/`, { name: 'Kiran', email: 'kiran@example.com' })
      expect(response.status).toBe(201)
    } finally {
      await server.cleanup()
    }
  })
})
