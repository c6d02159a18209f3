import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { deliveryKindLabels, deliveryMessagesSchema } from '../../src/contracts/deliveries.ts'
import { emailSentence } from '../../src/site/retention.ts'
import { queryRows } from '../db/db.ts'
import { applyWithCv } from '../test-support/files.ts'
import { eventually, mailServer } from '../test-support/mail-server.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { startTestServer, type TestServer } from '../test-support/test-server.ts'
import { outboxKinds } from './outbox-message.ts'
import { outboxKeepDays, sweepOutbox } from './outbox-store.ts'
import { pipelineSchema } from '../../src/contracts/pipeline.ts'

const password = 'a long enough password'
const refused = 'no.such.person@example.com'
const busy = 'busy.box@example.com'
const fine = 'fine.applicant@example.com'
const team = 'hr@arcnova.example'

const rows = (server: TestServer) =>
  queryRows(
    server.db,
    z.object({
      kind: z.string(),
      status: z.string(),
      attempts: z.number(),
      last_error: z.string().nullable(),
      payload: z.unknown(),
      sealed: z.string().nullable(),
      sealed_recipient: z.string().nullable(),
      recipient_keys: z.array(z.string()).nullable(),
      application_id: z.number().nullable(),
    }),
    `SELECT kind, status, attempts, last_error, payload, sealed, sealed_recipient, recipient_keys, application_id
       FROM outbox ORDER BY id`,
  )

describe('an address the mail server refuses (issue 60 item 6)', () => {
  let server: TestServer
  let mail: Awaited<ReturnType<typeof mailServer>>
  const cookies = { admin: '', recruiter: '' }
  const ids = { refused: 0, busy: 0, fine: 0 }
  const get = (path: string, role: keyof typeof cookies = 'admin') =>
    fetch(`${server.url}/api/console/${path}`, { headers: { Cookie: cookies[role] } })

  beforeAll(async () => {
    mail = await mailServer('127.0.0.1', {
      refuse: {
        [refused]: `550 5.1.1 <${refused}>: Recipient address rejected: User unknown`,
        [busy]: `450 4.2.1 Mailbox ${busy} busy, try later`,
      },
    })
    server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: team },
      { log: () => undefined, delivery: { firstRetryMs: 100, maxRetryMs: 200, pollMs: 100 } },
    )
    for (const role of ['admin', 'recruiter'] as const) {
      await addTestStaff(server.db, `${role}@arcnova.example`, password, role)
      cookies[role] = await signInBothSteps(server.db, `${server.url}/api`, `${role}@arcnova.example`, password)
    }
    ids.refused = await applyWithCv(server.url, { email: refused, fullName: 'Ravi Nobody' })
    ids.busy = await applyWithCv(server.url, { email: busy, fullName: 'Meera Busy' })
    ids.fine = await applyWithCv(server.url, { email: fine, fullName: 'Asha Fine' })
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  it('a 550 fails the message after one try, with the reason and the address sealed; the rest is delivered, a 450 is retried', async () => {
    await eventually(() => (mail.received.some((item) => item.to.includes(fine)) ? true : undefined))
    await expect
      .poll(async () => (await rows(server)).find((row) => row.application_id === ids.refused)?.status)
      .toBe('failed')
    const all = await rows(server)
    const failed = all.find((row) => row.application_id === ids.refused)
    expect(failed).toMatchObject({
      kind: 'acknowledgement',
      attempts: 1,
      last_error: '550 5.1.1: Recipient address rejected: User unknown',
      payload: null,
      sealed: null,
    })
    // Only the address stays, sealed (and its keyed hash, for People's erase): no text, nothing readable.
    expect(failed?.sealed_recipient).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(failed?.recipient_keys).toHaveLength(1)
    expect(JSON.stringify(all)).not.toMatch(/no\.such\.person|my-application|Ravi/)
    // A 4xx is for now: the message waits for its next try, the last reply kept without the address.
    await expect
      .poll(async () => (await rows(server)).find((row) => row.application_id === ids.busy)?.attempts)
      .toBeGreaterThan(1)
    expect((await rows(server)).find((row) => row.application_id === ids.busy)).toMatchObject({
      status: 'waiting',
      last_error: '450 4.2.1 Mailbox busy, try later',
    })
    // The team's three notices and the fine applicant's acknowledgement arrived.
    expect(mail.received.filter((item) => item.to.includes(team))).toHaveLength(3)
    expect(mail.received.some((item) => item.to.includes(refused))).toBe(false)
  })

  it('admins see each waiting or failed message: its kind, address, reason and times; a recruiter gets 403', async () => {
    const response = await get('deliveries/messages')
    expect(response.status).toBe(200)
    const list = deliveryMessagesSchema.parse(await response.json())
    expect(list.more).toBe(0)
    expect(list.results.map(({ kind, status, recipient, reason }) => ({ kind, status, recipient, reason }))).toEqual(
      expect.arrayContaining([
        {
          kind: 'acknowledgement',
          status: 'failed',
          recipient: refused,
          reason: '550 5.1.1: Recipient address rejected: User unknown',
        },
        { kind: 'acknowledgement', status: 'waiting', recipient: busy, reason: '450 4.2.1 Mailbox busy, try later' },
      ]),
    )
    expect(list.results).toHaveLength(2)
    const failed = list.results.find((item) => item.status === 'failed')
    expect(failed?.finished_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(failed?.next_attempt_at).toBeNull()
    expect((await get('deliveries/messages', 'recruiter')).status).toBe(403)
    expect((await fetch(`${server.url}/api/console/deliveries/messages`)).status).toBe(401)
    // Every kind has its plain words on the screen.
    expect(outboxKinds.filter((kind) => deliveryKindLabels[kind] === undefined)).toEqual([])
  })

  it("the application's card knows its e-mail could not be delivered", async () => {
    const body = (await (await get('applications/', 'recruiter')).json()) as {
      results: { id: number; email_undelivered: boolean }[]
    }
    const undelivered = Object.fromEntries(body.results.map((item) => [item.id, item.email_undelivered]))
    expect(undelivered).toEqual({ [ids.refused]: true, [ids.busy]: false, [ids.fine]: false })
    // Its card on the job's pipeline too.
    const pipeline = pipelineSchema.parse(await (await get('pipeline/1', 'recruiter')).json())
    const onPipeline = Object.fromEntries(pipeline.cards.map((card) => [card.id, card.email_undelivered]))
    expect(onPipeline).toMatchObject({ [ids.refused]: true, [ids.busy]: false, [ids.fine]: false })
  })

  it("People's erase drops the failed row's sealed address; 30 days on, the row goes", async () => {
    const erase = await fetch(`${server.url}/api/console/people/erase`, {
      method: 'POST',
      headers: { Cookie: cookies.admin, 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: refused }),
    })
    expect(erase.status).toBe(200)
    const failed = (await rows(server)).find((row) => row.status === 'failed')
    expect(failed).toMatchObject({ sealed_recipient: null, recipient_keys: null, application_id: null })
    const list = deliveryMessagesSchema.parse(await (await get('deliveries/messages')).json())
    expect(list.results.find((item) => item.status === 'failed')?.recipient).toBe('Not kept')

    await server.db.query(`UPDATE outbox SET finished_at = now() - interval '31 days' WHERE status = 'failed'`)
    expect(await sweepOutbox(server.db)).toBeGreaterThanOrEqual(1)
    expect((await rows(server)).some((row) => row.status === 'failed')).toBe(false)
    // The privacy page promises just this period.
    expect(emailSentence).toContain(`deleted ${outboxKeepDays} days later`)
  })
})
