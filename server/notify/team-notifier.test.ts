import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import type { LogFields, LogLevel } from '../log.ts'
import { pdfBytes } from '../test-support/files.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { smtpNotifier } from './team-notifier.ts'

interface Received {
  from: string
  to: string[]
  data: string
}

/** A real SMTP server on 127.0.0.1 that keeps every message it is given. */
async function mailServer(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString()
      })
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((address) => address.address),
          data,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

async function eventually<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the team hears about new applications and referrals by e-mail', () => {
  let mail: Awaited<ReturnType<typeof mailServer>>
  let server: TestServer
  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer({ SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example, sales@arcnova.example' })
  })
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  it('mails each new application to NOTIFY_EMAIL over SMTP, after answering the visitor', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      job: '1',
      full_name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      comments: 'Available from January.',
    })) {
      form.append(name, value)
    }
    form.append('resume', new File([pdfBytes()], 'priya-cv.pdf', { type: 'application/pdf' }))
    const response = await fetch(`${server.url}/api/job-applications/`, { method: 'POST', body: form })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }

    const message = await eventually(() => mail.received.find((item) => item.data.includes(`application #${id}`)))
    expect(message.to).toEqual(['hr@arcnova.example', 'sales@arcnova.example'])
    expect(message.from).toBe('hr@arcnova.example')
    for (const text of [
      'Priya Sharma',
      'priya@example.com',
      '+91 98765 43210',
      'priya-cv.pdf',
      'Available from January.',
    ]) {
      expect(message.data).toContain(text)
    }
  })

  it('mails each new contact message', async () => {
    const response = await postJson(`${server.url}/api/contact-messages/`, {
      name: 'Ravi Menon',
      email: 'ravi@example.in',
      subject: 'Hiring 3 engineers',
      message: 'Can we talk on Monday?',
    })
    expect(response.status).toBe(201)
    const message = await eventually(() => mail.received.find((item) => item.data.includes('Hiring 3 engineers')))
    expect(message.data).toMatch(/Subject: Website message #\d+: Hiring 3 engineers/)
    expect(message.data).toContain('Can we talk on Monday?')
  })

  it('mails each new referral', async () => {
    const response = await postJson(`${server.url}/api/referrals/`, {
      name: 'Arjun Rao',
      email: 'arjun.rao@example.com',
    })
    expect(response.status).toBe(201)
    const message = await eventually(() => mail.received.find((item) => item.data.includes('arjun.rao@example.com')))
    expect(message.data).toMatch(/Subject: New referral #\d+/)
    expect(message.data).toContain('Arjun Rao')
  })
})

describe('a mail server that is down', () => {
  it('never fails or delays the submission, and logs the failure without personal data', async () => {
    const lines: { level: LogLevel; message: string; fields: LogFields }[] = []
    // Nothing listens on port 9 of this machine: every connection is refused.
    const notifier = smtpNotifier({
      smtpUrl: 'smtp://127.0.0.1:9',
      to: ['hr@arcnova.example'],
      from: 'hr@arcnova.example',
      log: (level, message, fields = {}) => void lines.push({ level, message, fields }),
    })
    const started = performance.now()
    notifier.notify({ kind: 'referral', id: 7, name: 'Meera Iyer', email: 'meera@example.com' })
    expect(performance.now() - started).toBeLessThan(50)
    await notifier.settled()
    expect(lines).toEqual([
      { level: 'warn', message: 'team notification failed', fields: expect.objectContaining({ kind: 'referral' }) },
    ])
    expect(JSON.stringify(lines)).not.toMatch(/Meera|meera@example\.com|arcnova\.example/)
  })

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
