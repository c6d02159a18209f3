import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessMessages } from '../../src/contracts/console-access.ts'
import { refundMessages } from '../../src/contracts/console-orders.ts'
import { sandboxRefundRefusalSetting } from '../payments/sandbox-provider.ts'
import { eventually, mailServer } from '../test-support/mail-server.ts'
import { pdfText } from '../test-support/pdf-text.ts'
import { creditNotes, invoiceFor, paidSandboxOrder, refundState } from '../test-support/refunds.ts'
import { addTestStaff, signInBothSteps } from '../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { paymentMessages } from '../messages.ts'

const password = 'a long enough password'

describe('refunds from the console, on the sandbox provider', () => {
  let server: TestServer
  let mail: Awaited<ReturnType<typeof mailServer>>
  const cookies: Record<'finance' | 'recruiter', string> = { finance: '', recruiter: '' }
  beforeAll(async () => {
    mail = await mailServer()
    server = await startTestServer(
      { SMTP_URL: mail.url, NOTIFY_EMAIL: 'hr@arcnova.example' },
      { delivery: { pollMs: 100 } },
    )
    for (const role of ['finance', 'recruiter'] as const) {
      await addTestStaff(server.db, `${role}@arcnova.example`, password, role)
      cookies[role] = await signInBothSteps(server.db, `${server.url}/api`, `${role}@arcnova.example`, password)
    }
  }, 60_000)
  afterAll(async () => {
    await server.cleanup()
    await mail.close()
  })

  /** A plan bought in the sandbox by buyer@example.in, with its tax invoice. */
  async function paidOrder() {
    const paid = await paidSandboxOrder(server.url)
    await server.db.query("UPDATE payments SET buyer_email = 'buyer@example.in' WHERE payment_id = $1", [
      paid.paymentId,
    ])
    return { ...paid, invoice: await invoiceFor(server.db, paid.orderId) }
  }

  const creditNoteMails = async () => (await server.db.query("SELECT id FROM outbox WHERE kind = 'credit note'")).length

  const refund = (orderId: string, cookie = cookies.finance) =>
    fetch(`${server.url}/api/console/orders/${orderId}/refund`, { method: 'POST', headers: { Cookie: cookie } })

  it('refunds a paid order in full: Refunded once, audited, a credit note against the invoice e-mailed with its PDF', async () => {
    const { orderId, paymentId, invoice, verification } = await paidOrder()
    const answer = await refund(orderId)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { status: string; refund_id: string }
    expect(body).toMatchObject({ order_id: orderId, status: 'refunded' })
    expect(body.refund_id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/)
    const state = await refundState(server.db, orderId)
    expect(state.status).toBe('refunded')
    expect(state.refunds).toEqual([
      { status: 'processed', razorpay_refund_id: body.refund_id, requested_by_email: 'finance@arcnova.example' },
    ])
    expect(state.audit).toEqual([{ action: 'refund.requested', detail: `₹4999.00 to payment ${paymentId}` }])

    // The credit note: its own series, against the invoice, its e-mail in the outbox with the refund.
    const [note] = await creditNotes(server.db, orderId)
    expect(note).toEqual({
      number: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{4}$/),
      references: invoice.number,
      mailed: true,
    })
    const received = await eventually(() =>
      mail.received.find((item) => item.to.includes('buyer@example.in') && item.data.includes('Subject: Credit note')),
    )
    const parsed = await simpleParser(received.data)
    expect(parsed.subject).toBe(`Credit note ${note?.number} for your Starter plan (invoice ${invoice.number})`)
    expect(parsed.text).toContain(`it cancels invoice ${invoice.number}`)
    const attached = parsed.attachments.find((item) => item.contentType === 'application/pdf')
    expect(attached?.filename).toBe(`credit-note-${note?.number.replaceAll('/', '-')}.pdf`)
    const text = await pdfText(attached?.content ?? Buffer.alloc(0))
    expect(text).toContain('CREDIT NOTE')
    expect(text).toContain(note?.number)
    expect(text).toMatch(new RegExp(`Against invoice:\\s+${invoice.number.replaceAll('/', '\\/')}`))
    expect(text).toContain('₹ 4,999.00')
    expect(text).toContain(invoice.content.amountInWords)

    // A second click (or a replayed request) refunds nothing more.
    const again = await refund(orderId)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ detail: refundMessages.alreadyRefunded })
    expect((await refundState(server.db, orderId)).refunds).toHaveLength(1)
    expect(await creditNotes(server.db, orderId)).toHaveLength(1)

    // The checkout's verification replayed after the refund activates nothing (issue 59 item 5).
    const replayed = await postJson(`${server.url}/api/verify-and-activate/`, verification)
    expect(replayed.status).toBe(409)
    expect(await replayed.json()).toEqual({ detail: paymentMessages.orderRefunded })

    const listed = (await (
      await fetch(`${server.url}/api/console/orders/`, { headers: { Cookie: cookies.finance } })
    ).json()) as { results: Array<{ order_id: string; status: string; refund_status: string | null }> }
    expect(listed.results.find((row) => row.order_id === orderId)).toMatchObject({
      status: 'refunded',
      refund_status: 'processed',
    })
  })

  it('two clicks at the same moment make one refund and one credit note', async () => {
    const { orderId } = await paidOrder()
    const mailsBefore = await creditNoteMails()
    const answers = await Promise.all([refund(orderId), refund(orderId)])
    const statuses = answers.map((answer) => answer.status).sort()
    // Either both carried the same idempotency key (the same refund, 200 twice) or the second found it done.
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses)
    const state = await refundState(server.db, orderId)
    expect(state.status).toBe('refunded')
    expect(state.refunds).toHaveLength(1)
    expect(await creditNotes(server.db, orderId)).toHaveLength(1)
    expect(await creditNoteMails()).toBe(mailsBefore + 1)
  })

  it('a refund the provider refuses says why and changes nothing (the refusal is audited)', async () => {
    const { orderId } = await paidOrder()
    const mailsBefore = await creditNoteMails()
    const reason = 'Your account does not have enough balance to carry out the refund operation.'
    await server.db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [
      sandboxRefundRefusalSetting,
      reason,
    ])
    const answer = await refund(orderId)
    expect(answer.status).toBe(422)
    expect(await answer.json()).toEqual({ detail: refundMessages.refused(reason) })
    expect(refundMessages.refused(reason)).toBe(`Razorpay refused the refund: ${reason} Nothing was changed.`)
    const state = await refundState(server.db, orderId)
    expect(state.status).toBe('paid')
    expect(state.refunds).toEqual([])
    expect(state.audit.map((entry) => entry.action)).toEqual(['refund.requested', 'refund.refused'])
    expect(state.audit[1]?.detail).toBe(reason)
    expect(await creditNotes(server.db, orderId)).toEqual([])
    expect(await creditNoteMails()).toBe(mailsBefore)
    // The sandbox refuses once; asked again, the same order is refunded.
    expect((await refund(orderId)).status).toBe(200)
  })

  it('wants a code given in the last 15 minutes, and refuses recruiters, unpaid and unknown orders', async () => {
    const { orderId } = await paidSandboxOrder(server.url)
    const forbidden = await refund(orderId, cookies.recruiter)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({ detail: accessMessages.forbidden })
    const list = await fetch(`${server.url}/api/console/orders/`, { headers: { Cookie: cookies.recruiter } })
    expect(list.status).toBe(403)

    await server.db.query(
      `UPDATE staff_sessions SET second_step_at = now() - interval '16 minutes'
       WHERE staff_id = (SELECT id FROM staff WHERE email = 'finance@arcnova.example')`,
    )
    const stale = await refund(orderId)
    expect(stale.status).toBe(403)
    expect(await stale.json()).toEqual({ detail: accessMessages.recentCodeNeeded, reauth: true })
    expect(await refundState(server.db, orderId)).toEqual({ status: 'paid', refunds: [], audit: [] })
    cookies.finance = await signInBothSteps(server.db, `${server.url}/api`, 'finance@arcnova.example', password)

    const unpaid = await (
      await fetch(`${server.url}/api/create-plan-order/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ plan_id: 1 }),
      })
    ).json()
    const notPaid = await refund((unpaid as { order_id: string }).order_id)
    expect(notPaid.status).toBe(409)
    expect(await notPaid.json()).toEqual({ detail: refundMessages.notPaid })
    expect((await refund('order_NoSuchOrder000')).status).toBe(404)
    expect((await refund('bad%20id')).status).toBe(404)
    expect((await fetch(`${server.url}/api/console/orders/${orderId}/refund`, { method: 'POST' })).status).toBe(401)
  })
})
