import { afterAll, beforeAll, expect } from 'vitest'
import { z } from 'zod'
import { issueApplicantToken } from '../applicant/applicant-tokens.ts'
import { queryRows } from '../db/db.ts'
import { issueTaxDocument } from '../invoices/tax-document-store.ts'
import { invoiceContent } from '../invoices/tax-document.ts'
import { requestJobAlert } from '../job-alerts/job-alert-store.ts'
import { pdfBytes } from './files.ts'
import { addTestStaff, signInBothSteps } from './staff.ts'
import { postJson, startTestServer, type TestServer } from './test-server.ts'

// What the People tests share (console-people-search.test.ts, console-people-erase.test.ts).
const password = 'a long enough password'
// The person as they typed their address in different places: matched ignoring letter case.
export const person = 'Priya.Nair@Example.com'
export const other = 'someone.else@example.com'

/**
 * A server with an administrator, a recruiter and a finance member signed in, and records of the person
 * and of someone else (applications with CVs and links, referrals, a message, orders with invoices, job
 * alerts), made before the describe block this is called in and stopped after it.
 */
export function peopleTestServer() {
  let server: TestServer | undefined
  const started = () => {
    if (server === undefined) throw new Error('the People test server has not started')
    return server
  }
  let admin = ''
  let recruiter = ''
  let finance = ''
  const applicationIds: number[] = []
  const api = (route: string) => `${started().url}/api/${route}`
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
    await started().db.query(
      `INSERT INTO orders (order_id, plan_id, amount, currency, receipt, provider, status)
       VALUES ($1, (SELECT min(id) FROM plans), 99900, 'INR', $1, 'sandbox', 'paid')`,
      [id],
    )
    await started().db.query(
      `INSERT INTO payments (payment_id, order_id, status, source, buyer_email, buyer_phone)
       VALUES ($1, $2, 'captured', 'webhook', $3, '+919812345678')`,
      [paymentId, id, buyerEmail],
    )
    // Its tax invoice as issued (issue 44): kept through an erasure, part of the export.
    await started().db.transaction((tx) =>
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
        started().db,
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
  afterAll(() => server?.cleanup())
  return {
    get server() {
      return started()
    },
    get admin() {
      return admin
    },
    get recruiter() {
      return recruiter
    },
    get finance() {
      return finance
    },
    applicationIds,
    people,
    api,
    order,
    keysOf,
  }
}
