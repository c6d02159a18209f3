import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { coverageNote, type PersonRecordKind } from '../../../src/contracts/people.ts'
import { queryRows } from '../../db/db.ts'
import { postJson } from '../../test-support/test-server.ts'
import { other, peopleTestServer, person } from '../../test-support/people-server.ts'

describe('People: every record held for an e-mail address, its export and its erasure', () => {
  const setup = peopleTestServer()
  const { applicationIds, api, people, order, keysOf } = setup

  it('covers for a recruiter only what their role opens: no orders found, exported or cleared, and says so (issue 59 item 1)', async () => {
    const buyer = 'buyer.only@example.com'
    await order('order_people_3', 'pay_people_3', buyer)
    expect(
      (await postJson(api('contact-messages/'), { name: 'A Buyer', email: buyer, subject: 'Invoice', message: 'Hi' }))
        .status,
    ).toBe(201)
    await setup.server.db.query(
      `UPDATE staff_sessions SET second_step_at = now()
        WHERE staff_id = (SELECT id FROM staff WHERE email = 'recruiter@arcnova.example')`,
    )
    const recruiterKinds = ['applications', 'referrals', 'messages', 'jobAlerts']

    const found = await (await people('search', { email: buyer }, setup.recruiter)).json()
    expect(found).toEqual({
      covered: recruiterKinds,
      addresses: [buyer],
      applications: [],
      referrals: [],
      messages: [expect.anything()],
      jobAlerts: [],
    })

    const exported = await people('export', { email: buyer }, setup.recruiter)
    expect(exported.status).toBe(200)
    const text = await exported.text()
    const file = z.object({ covered: z.string(), records: z.record(z.string(), z.unknown()) }).parse(JSON.parse(text))
    expect(Object.keys(file.records)).toEqual(recruiterKinds)
    expect(file.covered).toBe(coverageNote(recruiterKinds as PersonRecordKind[]))
    expect(file.covered).toContain('not orders')
    for (const secret of ['order_people_3', 'pay_people_3', '+919812345678', 'tax_documents'])
      expect(text).not.toContain(secret)

    const erased = await people('erase', { email: buyer }, setup.recruiter)
    expect(await erased.json()).toEqual({
      covered: recruiterKinds,
      applications: 0,
      referrals: 0,
      messages: 1,
      jobAlerts: 0,
    })
    const [payment] = await setup.server.db.query(
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
    for (const key of keys) await expect(setup.server.storage.read(key)).resolves.toBeDefined()

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

    for (const key of keys) await expect(setup.server.storage.read(key)).rejects.toThrow()
    const left = await setup.server.db.query(
      `SELECT (SELECT count(*) FROM job_applications WHERE lower(email) = lower($1))::int AS applications,
              (SELECT count(*) FROM applicant_tokens WHERE application_id IN (${applicationIds.join(',')}))::int AS tokens,
              (SELECT count(*) FROM referrals WHERE lower(email) = lower($1))::int AS referrals,
              (SELECT count(*) FROM orders WHERE order_id = 'order_people_1')::int AS orders,
              (SELECT count(*) FROM tax_documents WHERE order_id = 'order_people_1')::int AS invoices`,
      [person],
    )
    expect(left[0]).toEqual({ applications: 0, tokens: 0, referrals: 0, orders: 1, invoices: 1 })
    const [payment] = await setup.server.db.query(
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
      setup.server.db,
      z.object({ action: z.string(), subject: z.string(), detail: z.string() }),
      'SELECT action, subject, detail FROM audit_log ORDER BY id DESC LIMIT 1',
    )
    expect(audit[0]).toEqual({
      action: 'person.erased',
      subject: 'People search',
      detail: '2 applications, 1 referral, 0 messages, 1 order cleared, 1 job alert',
    })
    const whole = JSON.stringify(await setup.server.db.query('SELECT * FROM audit_log'))
    expect(whole.toLowerCase()).not.toContain('priya')
  })
})
