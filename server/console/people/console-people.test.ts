import { requestJobAlert } from '../../job-alerts/job-alert-store.ts'
import { invoiceContent } from '../../invoices/tax-document.ts'
import { issueTaxDocument } from '../../invoices/tax-document-store.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accessMessages } from '../../../src/contracts/console-access.ts'
import { coverageNote, type PersonRecordKind, peopleMessages } from '../../../src/contracts/people.ts'
import { queryRows } from '../../db/db.ts'
import { pdfBytes } from '../../test-support/files.ts'
import { addTestStaff, signInBothSteps } from '../../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../../test-support/test-server.ts'
import { issueApplicantToken } from '../../applicant/applicant-tokens.ts'

const password = 'a long enough password'
// The person as they typed their address in different places: matched ignoring letter case.
const person = 'Priya.Nair@Example.com'
const other = 'someone.else@example.com'

describe('People: every record held for an e-mail address, its export and its erasure', () => {
  let server: TestServer
  let admin = ''
  let recruiter = ''
  let finance = ''
  const applicationIds: number[] = []
  const api = (route: string) => `${server.url}/api/${route}`
  const people = (action: string, body: unknown, cookie = admin) =>
    fetch(api(`console/people/${action}`), {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  async function apply(email: string, job: string, cvName: string): Promise<number> {
    const form = new FormData()
    for (const [name, value] of Object.entries({ job, full_name: 'Priya Nair', email, phone: '+91 90000 11111' }))
      form.set(name, value)
    form.set('resume', new Blob([new Uint8Array(pdfBytes(2000))], { type: 'application/pdf' }), cvName)
    const response = await fetch(api('job-applications/'), { method: 'POST', body: form })
    expect(response.status).toBe(201)
    return z.object({ id: z.number() }).parse(await response.json()).id
  }

  async function order(id: string, paymentId: string, buyerEmail: string) {
    await server.db.query(
      `INSERT INTO orders (order_id, plan_id, amount, currency, receipt, provider, status)
       VALUES ($1, (SELECT min(id) FROM plans), 99900, 'INR', $1, 'sandbox', 'paid')`,
      [id],
    )
    await server.db.query(
      `INSERT INTO payments (payment_id, order_id, status, source, buyer_email, buyer_phone)
       VALUES ($1, $2, 'captured', 'webhook', $3, '+919812345678')`,
      [paymentId, id, buyerEmail],
    )
    // Its tax invoice as issued (issue 44): kept through an erasure, part of the export.
    await server.db.transaction((tx) =>
      issueTaxDocument(tx, {
        series: 'invoice',
        orderId: id,
        paymentId,
        at: new Date(),
        build: (number) =>
          invoiceContent({
            number,
            issuedAt: new Date(),
            orderId: id,
            paymentId,
            planName: 'Starter',
            totalPaise: 99900,
            buyer: null,
          }),
      }),
    )
  }

  const keysOf = async (ids: number[]) =>
    (
      await queryRows(
        server.db,
        z.object({ resume_key: z.string() }),
        `SELECT resume_key FROM job_applications WHERE id IN (${ids.join(',')})`,
      )
    ).map((row) => row.resume_key)

  beforeAll(async () => {
    server = await startTestServer()
    for (const [email, role] of [
      ['admin@arcnova.example', 'admin'],
      ['recruiter@arcnova.example', 'recruiter'],
      ['finance@arcnova.example', 'finance'],
    ] as const)
      await addTestStaff(server.db, email, password, role)
    admin = await signInBothSteps(server.db, `${server.url}/api`, 'admin@arcnova.example', password)
    recruiter = await signInBothSteps(server.db, `${server.url}/api`, 'recruiter@arcnova.example', password)
    finance = await signInBothSteps(server.db, `${server.url}/api`, 'finance@arcnova.example', password)

    applicationIds.push(await apply('priya.nair@example.com', '1', 'priya-cv.pdf'))
    applicationIds.push(await apply('PRIYA.NAIR@EXAMPLE.COM', '2', 'Priya Nair – CV 2026.pdf'))
    await apply(other, '1', 'other-cv.pdf')
    for (const id of applicationIds) await issueApplicantToken(server.db, id)
    expect((await postJson(api('referrals/'), { name: 'Priya Nair', email: 'Priya.nair@example.com' })).status).toBe(
      201,
    )
    expect((await postJson(api('referrals/'), { name: 'Someone Else', email: other })).status).toBe(201)
    expect(
      (
        await postJson(api('contact-messages/'), {
          name: 'Someone Else',
          email: other,
          subject: 'Not Priya',
          message: 'Hello',
        })
      ).status,
    ).toBe(201)
    await order('order_people_1', 'pay_people_1', 'priya.NAIR@example.com')
    await order('order_people_2', 'pay_people_2', other)
    // A job-alert subscription (issue 37) joins the search and the erasure.
    await requestJobAlert(server.db, 'Priya.Nair@example.com', { q: 'data', location: 'Pune' })
    await requestJobAlert(server.db, other, { q: '', location: '' })
  }, 60_000)
  afterAll(() => server.cleanup())

  it('finds every kind of record for the address, whatever its letter case, and nothing of anyone else', async () => {
    const response = await people('search', { email: ` ${person} ` })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const found = z
      .object({
        applications: z.array(z.object({ id: z.number(), job_name: z.string(), stage: z.string() })),
        referrals: z.array(z.object({ name: z.string() })),
        messages: z.array(z.object({ subject: z.string() })),
        orders: z.array(z.object({ order_id: z.string(), plan_name: z.string(), amount: z.number() })),
        jobAlerts: z.array(z.object({ query: z.string(), location: z.string(), confirmed: z.boolean() })),
      })
      .parse(await response.json())
    expect(found.jobAlerts).toEqual([expect.objectContaining({ query: 'data', location: 'Pune', confirmed: false })])
    expect(found.applications.map((row) => row.id).sort()).toEqual([...applicationIds].sort())
    expect(found.applications.every((row) => row.stage === 'new' && row.job_name !== '')).toBe(true)
    expect(found.referrals).toEqual([expect.objectContaining({ name: 'Priya Nair' })])
    expect(found.messages).toEqual([])
    expect(found.orders).toEqual([expect.objectContaining({ order_id: 'order_people_1', amount: 99900 })])

    // A contact message found through its own kind too.
    const theirs = z
      .object({ messages: z.array(z.object({ subject: z.string() })) })
      .parse(await (await people('search', { email: other.toUpperCase() })).json())
    expect(theirs.messages).toEqual([expect.objectContaining({ subject: 'Not Priya' })])
  })

  it('refuses bad input with 400 and a message, never 500', async () => {
    for (const body of [
      {},
      { email: '' },
      { email: 'not an address' },
      { email: 42 },
      [],
      'null',
      { email: 'a\u0000@b.co' },
    ]) {
      const response = await people('search', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(z.object({ detail: z.string() }).parse(await response.json()).detail).toMatch(/e-mail address/)
    }
    expect((await people('search', { email: '' })).status).toBe(400)
    const invalid = await people('export', { email: 'nope' })
    expect(await invalid.json()).toMatchObject({ errors: { email: peopleMessages.emailInvalid } })
    expect((await people('erase', '{"email":')).status).toBe(400)
  })

  it('exports every field of every record as an attachment, CV file names included, audited without the address', async () => {
    const response = await people('export', { email: person })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="person-export-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const file = z
      .object({
        searched_for: z.string(),
        records: z.object({
          applications: z.array(
            z.object({
              application: z.record(z.string(), z.unknown()),
              job: z.object({ title: z.string() }),
              private_links: z.number(),
            }),
          ),
          referrals: z.array(z.record(z.string(), z.unknown())),
          messages: z.array(z.unknown()),
          orders: z.array(z.record(z.string(), z.unknown())),
        }),
      })
      .parse(await response.json())
    expect(file.searched_for).toBe(person)
    const names = file.records.applications.map((item) => item.application.resume_name).sort()
    expect(names).toEqual(['Priya Nair – CV 2026.pdf', 'priya-cv.pdf'])
    // Every stored column of an application, but not our storage key.
    expect(Object.keys(file.records.applications[0]?.application ?? {}).sort()).toEqual(
      [
        'comments',
        'created_at',
        'email',
        'full_name',
        'id',
        'job_id',
        'notice_version',
        'phone',
        'resume_name',
        'resume_size',
        'resume_type',
        'source',
        'stage',
        'talent_pool',
      ].sort(),
    )
    expect(file.records.applications[0]?.private_links).toBe(1)
    expect(file.records.referrals).toEqual([
      expect.objectContaining({ name: 'Priya Nair', email: 'Priya.nair@example.com' }),
    ])
    expect(file.records.messages).toEqual([])
    expect(file.records.orders).toEqual([
      expect.objectContaining({
        order_id: 'order_people_1',
        amount: 99900,
        payments: [expect.objectContaining({ buyer_email: 'priya.NAIR@example.com', buyer_phone: '+919812345678' })],
        tax_documents: [
          expect.objectContaining({ series: 'invoice', number: expect.stringMatching(/^INV\//), total: 99900 }),
        ],
      }),
    ])
    expect(JSON.stringify(file)).not.toContain(other)

    const [entry] = await queryRows(
      server.db,
      z.object({ action: z.string(), subject: z.string(), detail: z.string() }),
      'SELECT action, subject, detail FROM audit_log ORDER BY id DESC LIMIT 1',
    )
    // Two applications, a referral, an order and a job alert.
    expect(entry).toEqual({ action: 'export.downloaded', subject: 'People search', detail: '5 records' })
  })

  it('export and erase want a code from the last 15 minutes (403 reauth); the search does not', async () => {
    await server.db.query(
      `UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes'
        WHERE staff_id = (SELECT id FROM staff WHERE email = 'recruiter@arcnova.example')`,
    )
    for (const action of ['export', 'erase']) {
      const response = await people(action, { email: person }, recruiter)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ detail: accessMessages.recentCodeNeeded, reauth: true })
    }
    expect((await people('search', { email: person }, recruiter)).status).toBe(200)
    // Nothing was erased.
    expect(await keysOf(applicationIds)).toHaveLength(2)
  })

  it('is closed to the finance role (403 with a message)', async () => {
    for (const action of ['search', 'export', 'erase']) {
      const response = await people(action, { email: person }, finance)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ detail: accessMessages.forbidden })
    }
  })

  it('covers for a recruiter only what their role opens: no orders found, exported or cleared, and says so (issue 59 item 1)', async () => {
    const buyer = 'buyer.only@example.com'
    await order('order_people_3', 'pay_people_3', buyer)
    expect(
      (await postJson(api('contact-messages/'), { name: 'A Buyer', email: buyer, subject: 'Invoice', message: 'Hi' }))
        .status,
    ).toBe(201)
    await server.db.query(
      `UPDATE staff_sessions SET second_step_at = now()
        WHERE staff_id = (SELECT id FROM staff WHERE email = 'recruiter@arcnova.example')`,
    )
    const recruiterKinds = ['applications', 'referrals', 'messages', 'jobAlerts']

    const found = await (await people('search', { email: buyer }, recruiter)).json()
    expect(found).toEqual({
      covered: recruiterKinds,
      addresses: [buyer],
      applications: [],
      referrals: [],
      messages: [expect.anything()],
      jobAlerts: [],
    })

    const exported = await people('export', { email: buyer }, recruiter)
    expect(exported.status).toBe(200)
    const text = await exported.text()
    const file = z.object({ covered: z.string(), records: z.record(z.string(), z.unknown()) }).parse(JSON.parse(text))
    expect(Object.keys(file.records)).toEqual(recruiterKinds)
    expect(file.covered).toBe(coverageNote(recruiterKinds as PersonRecordKind[]))
    expect(file.covered).toContain('not orders')
    for (const secret of ['order_people_3', 'pay_people_3', '+919812345678', 'tax_documents'])
      expect(text).not.toContain(secret)

    const erased = await people('erase', { email: buyer }, recruiter)
    expect(await erased.json()).toEqual({
      covered: recruiterKinds,
      applications: 0,
      referrals: 0,
      messages: 1,
      jobAlerts: 0,
    })
    const [payment] = await server.db.query(
      "SELECT buyer_email, buyer_phone FROM payments WHERE payment_id = 'pay_people_3'",
    )
    expect(payment).toEqual({ buyer_email: buyer, buyer_phone: '+919812345678' })

    // The administrator's People covers orders.
    const all = z
      .object({ covered: z.array(z.string()), orders: z.array(z.unknown()) })
      .parse(await (await people('search', { email: buyer })).json())
    expect(all.covered).toContain('orders')
    expect(all.orders).toHaveLength(1)
  })

  it('erases applications with their CVs and links, referrals and messages; orders stay without buyer fields', async () => {
    const keys = await keysOf(applicationIds)
    for (const key of keys) await expect(server.storage.read(key)).resolves.toBeDefined()

    const response = await people('erase', { email: person.toLowerCase() })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      covered: ['applications', 'referrals', 'messages', 'orders', 'jobAlerts'],
      applications: 2,
      referrals: 1,
      messages: 0,
      orders: 1,
      jobAlerts: 1,
    })

    for (const key of keys) await expect(server.storage.read(key)).rejects.toThrow()
    const left = await server.db.query(
      `SELECT (SELECT count(*) FROM job_applications WHERE lower(email) = lower($1))::int AS applications,
              (SELECT count(*) FROM applicant_tokens WHERE application_id IN (${applicationIds.join(',')}))::int AS tokens,
              (SELECT count(*) FROM referrals WHERE lower(email) = lower($1))::int AS referrals,
              (SELECT count(*) FROM orders WHERE order_id = 'order_people_1')::int AS orders,
              (SELECT count(*) FROM tax_documents WHERE order_id = 'order_people_1')::int AS invoices`,
      [person],
    )
    expect(left[0]).toEqual({ applications: 0, tokens: 0, referrals: 0, orders: 1, invoices: 1 })
    const [payment] = await server.db.query(
      "SELECT buyer_email, buyer_phone, status FROM payments WHERE payment_id = 'pay_people_1'",
    )
    expect(payment).toEqual({ buyer_email: null, buyer_phone: null, status: 'captured' })

    // Someone else's records are untouched.
    const theirs = z
      .object({
        applications: z.array(z.unknown()),
        referrals: z.array(z.unknown()),
        orders: z.array(z.unknown()),
        jobAlerts: z.array(z.unknown()),
      })
      .parse(await (await people('search', { email: other })).json())
    expect([
      theirs.applications.length,
      theirs.referrals.length,
      theirs.orders.length,
      theirs.jobAlerts.length,
    ]).toEqual([1, 1, 1, 1])

    // The search now finds nothing.
    expect(await (await people('search', { email: person })).json()).toEqual({
      covered: ['applications', 'referrals', 'messages', 'orders', 'jobAlerts'],
      addresses: [],
      applications: [],
      referrals: [],
      messages: [],
      orders: [],
      jobAlerts: [],
    })

    // Audited by numbers only: neither the address nor the name anywhere in the log.
    const audit = await queryRows(
      server.db,
      z.object({ action: z.string(), subject: z.string(), detail: z.string() }),
      'SELECT action, subject, detail FROM audit_log ORDER BY id DESC LIMIT 1',
    )
    expect(audit[0]).toEqual({
      action: 'person.erased',
      subject: 'People search',
      detail: '2 applications, 1 referral, 0 messages, 1 order cleared, 1 job alert',
    })
    const whole = JSON.stringify(await server.db.query('SELECT * FROM audit_log'))
    expect(whole.toLowerCase()).not.toContain('priya')
  })
})
