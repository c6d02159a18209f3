import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryRows } from '../db/db.ts'
import type { LogFields } from '../log.ts'
import { applyWithCv } from '../test-support/files.ts'
import { freePort } from '../test-support/free-port.ts'
import { eventually, mailServer, readMail } from '../test-support/mail-server.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { sweepOutbox } from './outbox-store.ts'
import { retryDelayMs } from './retry-schedule.ts'

const applicant = 'outage.applicant@example.com'
const team = 'hr@arcnova.example'
/** Retries in a blink, so an outage of a second is a test, not a wait. */
const quick = { firstRetryMs: 100, maxRetryMs: 400, pollMs: 100 }

const apply = (server: TestServer) => applyWithCv(server.url, { email: applicant, fullName: 'Asha Verma' })

const outboxRows = (server: TestServer) =>
  queryRows(
    server.db,
    z.object({
      kind: z.string(),
      status: z.string(),
      payload: z.unknown(),
      sealed: z.string().nullable(),
      recipient_keys: z.unknown(),
      sealed_recipient: z.string().nullable(),
      attempts: z.number(),
    }),
    'SELECT kind, status, payload, sealed, recipient_keys, sealed_recipient, attempts FROM outbox ORDER BY id',
  )

describe('retry schedule', () => {
  it('doubles from the first wait up to the longest, with ±20 % jitter', () => {
    const schedule = { firstRetryMs: 30_000, maxRetryMs: 3_600_000, giveUpAfterMs: 86_400_000 }
    expect([1, 2, 3, 8, 20].map((attempts) => retryDelayMs(schedule, attempts, () => 0.5))).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000,
    ])
    expect(retryDelayMs(schedule, 1, () => 0)).toBe(24_000)
    expect(retryDelayMs(schedule, 1, () => 1)).toBe(36_000)
  })
})

describe('the outbox keeps no message longer than the privacy page says', () => {
  it('a sent message keeps no address; finished and failed rows go 30 days after they ended', async () => {
    const server = await startTestServer()
    try {
      await server.db.query(
        `INSERT INTO outbox (kind, payload, status, give_up_at, finished_at) VALUES
           ('status e-mail', NULL, 'sent', now(), now() - interval '31 days'),
           ('status e-mail', '{"channel":"mail"}', 'failed', now(), now() - interval '31 days'),
           ('status e-mail', '{"channel":"mail"}', 'failed', now(), now() - interval '29 days'),
           ('status e-mail', '{"channel":"mail"}', 'waiting', now() + interval '1 day', NULL)`,
      )
      expect(await sweepOutbox(server.db)).toBe(2)
      const left = await queryRows(server.db, z.object({ status: z.string() }), 'SELECT status FROM outbox ORDER BY id')
      expect(left.map((row) => row.status)).toEqual(['failed', 'waiting'])
    } finally {
      await server.cleanup()
    }
  })
})

describe('durable delivery: the outbox and its worker (real SMTP)', () => {
  it('a mail server down while an application comes in: both e-mails arrive once it is back, once each', async () => {
    const port = await freePort()
    const lines: { message: string; fields: LogFields }[] = []
    const token = 'metrics-token-for-the-outage-test-0123456789'
    const server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: team, METRICS_TOKEN: token },
      { log: (_level, message, fields = {}) => void lines.push({ message, fields }), delivery: quick },
    )
    const gauge = async (name: string) => {
      const text = await (
        await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
      ).text()
      return Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1])
    }
    try {
      await apply(server)
      // The first tries fail; the server stays ready and says how many wait, never to whom.
      await eventually(() =>
        lines.some((line) => line.message === 'messages waiting for delivery') ? true : undefined,
      )
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200)
      const waitingLine = lines.find((line) => line.message === 'messages waiting for delivery')
      expect(waitingLine?.fields).toMatchObject({ waiting: 2, failed: 0 })
      expect(JSON.stringify(lines)).not.toMatch(/outage\.applicant|hr@arcnova|Asha/)
      // Prometheus sees the same counts (record 063).
      expect(await gauge('arcnova_messages_waiting')).toBe(2)
      // Waiting, the e-mails are sealed (issue 59 item 2): no address, name or link readable in the table.
      const waiting = await outboxRows(server)
      expect(waiting.map((row) => [row.payload, typeof row.sealed])).toEqual([
        [null, 'string'],
        [null, 'string'],
      ])
      expect(JSON.stringify(waiting)).not.toMatch(/outage\.applicant|hr@arcnova|Asha|my-application/)

      const mail = await mailServer('127.0.0.1', { port })
      try {
        await eventually(() => (mail.received.length >= 2 ? true : undefined))
        // A few more rounds: nothing arrives twice.
        await new Promise((resolve) => setTimeout(resolve, 600))
        expect(mail.received.map((item) => item.to).sort()).toEqual([[applicant], [team]].sort())
        const acknowledgement = mail.received.find((item) => item.to.includes(applicant))
        expect(readMail(acknowledgement?.data ?? '').text).toMatch(/\/my-application#[\w-]{43}/)
        // Sent rows keep their kind, times and outcome only: no address, no link.
        const rows = await outboxRows(server)
        expect(
          rows.map(({ kind, status, payload, sealed, recipient_keys }) => ({
            kind,
            status,
            payload,
            sealed,
            recipient_keys,
          })),
        ).toEqual([
          { kind: 'team notification', status: 'sent', payload: null, sealed: null, recipient_keys: null },
          { kind: 'acknowledgement', status: 'sent', payload: null, sealed: null, recipient_keys: null },
        ])
        expect(rows.every((row) => row.attempts > 1 && row.sealed_recipient === null)).toBe(true)
        expect(await gauge('arcnova_messages_waiting')).toBe(0)
      } finally {
        await mail.close()
      }
    } finally {
      await server.cleanup()
    }
  }, 30_000)

  it('a message that fails past its last try is failed and keeps only its sealed address; the admin sees the counts and sends the waiting ones now', async () => {
    const port = await freePort()
    const server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: team },
      { delivery: { ...quick, giveUpAfterMs: 300 } },
    )
    try {
      await addTestStaff(server.db, 'admin@arcnova.example', 'a long enough password', 'admin')
      await addTestStaff(server.db, 'recruiter@arcnova.example', 'a long enough password', 'recruiter')
      const admin = await signInBothSteps(
        server.db,
        `${server.url}/api`,
        'admin@arcnova.example',
        'a long enough password',
      )
      const recruiter = await signInBothSteps(
        server.db,
        `${server.url}/api`,
        'recruiter@arcnova.example',
        'a long enough password',
      )
      await apply(server)
      const counts = async (cookie = admin) =>
        (await fetch(`${server.url}/api/console/deliveries/`, { headers: { Cookie: cookie } })).json()
      await expect.poll(() => counts(), { timeout: 10_000 }).toEqual({ waiting: 0, failed: 2, oldest_waiting_at: null })
      // A failed row drops its content (issue 59 item 2): kind, times and the error's class stay. Its
      // address stays only sealed, with its keyed hash for People's erase (issue 60 item 6): admins see
      // to whom it did not go; the team's notice names no one.
      const failed = await outboxRows(server)
      expect(
        failed.map(({ status, payload, sealed, recipient_keys, sealed_recipient }) => ({
          status,
          payload,
          sealed,
          keys: Array.isArray(recipient_keys) ? recipient_keys.length : recipient_keys,
          sealedRecipient: typeof sealed_recipient,
        })),
      ).toEqual([
        { status: 'failed', payload: null, sealed: null, keys: 0, sealedRecipient: 'object' },
        { status: 'failed', payload: null, sealed: null, keys: 1, sealedRecipient: 'string' },
      ])
      expect(JSON.stringify(failed)).not.toMatch(/outage\.applicant|hr@arcnova|Asha|my-application/)
      // Staff screens are the administrators' only.
      expect((await fetch(`${server.url}/api/console/deliveries/`, { headers: { Cookie: recruiter } })).status).toBe(
        403,
      )
      expect((await fetch(`${server.url}/api/console/deliveries/`)).status).toBe(401)

      const mail = await mailServer('127.0.0.1', { port })
      try {
        // Two messages whose next try is an hour away, as after a long outage: 'Send now' tries them at once.
        await server.db.transaction(async (tx) => {
          for (const to of ['first@example.com', 'second@example.com']) {
            await server.outbox.add(tx, 'status e-mail', {
              channel: 'mail',
              mail: { to, subject: 'Update', text: 'Hello' },
            })
          }
          await tx.query(
            `UPDATE outbox SET next_attempt_at = now() + interval '1 hour', give_up_at = now() + interval '1 day' WHERE status = 'waiting'`,
          )
        })
        await new Promise((resolve) => setTimeout(resolve, 400))
        expect(mail.received).toEqual([])
        const sendNow = await fetch(`${server.url}/api/console/deliveries/send-now`, {
          method: 'POST',
          headers: { Cookie: admin, Origin: server.url },
        })
        expect(await sendNow.json()).toEqual({ queued: 2 })
        await eventually(() => (mail.received.length >= 2 ? true : undefined))
        expect(mail.received.map((item) => item.to).sort()).toEqual([['first@example.com'], ['second@example.com']])
        expect(await counts()).toEqual({ waiting: 0, failed: 2, oldest_waiting_at: null })
        const audit = await server.db.query("SELECT subject FROM audit_log WHERE action = 'deliveries.sent-now'")
        expect(audit).toEqual([{ subject: '2 messages' }])
      } finally {
        await mail.close()
      }
    } finally {
      await server.cleanup()
    }
  }, 30_000)
})
