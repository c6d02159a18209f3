import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { creditNotes, deliverRefundEvent, refundState } from '../test-support/refunds.ts'
import { confirmRefund } from './refund-confirmation.ts'
import { razorpayRefundServer } from '../test-support/razorpay-refunds-server.ts'

describe('refunds through Razorpay’s Refunds API (a stand-in for it) and its refund webhooks', () => {
  const stand = razorpayRefundServer()
  const { behaviour, seen, webhooks, paidOrder, refund } = stand

  it('the API answer and the webhook racing confirm each refund once: one credit note, one e-mail', async () => {
    // One race at a time: each is the API answer against its webhook (a credit note's PDF is made in
    // the confirming transaction, so many at once on a busy machine would only test lock timeouts).
    const orders = []
    for (let round = 0; round < 2; round += 1) {
      const order = await paidOrder('race-webhook')
      orders.push(order)
      const answer = await refund(order.orderId)
      expect(answer.status).toBe(200)
      const delivered = await Promise.all(webhooks.splice(0))
      expect(delivered.map((response) => response.status)).toEqual([200])
    }
    for (const order of orders) {
      expect(await refundState(stand.server.db, order.orderId)).toMatchObject({
        status: 'refunded',
        refunds: [{ status: 'processed', razorpay_refund_id: order.refundId }],
      })
      expect(await creditNotes(stand.server.db, order.orderId)).toHaveLength(1)
    }
    // One e-mail per credit note, and none twice (a moment more for a second one, were it queued).
    const numbers = await Promise.all(
      orders.map(async (order) => (await creditNotes(stand.server.db, order.orderId))[0]?.number ?? ''),
    )
    const subjectsNow = () =>
      Promise.all(stand.mail.received.map(async (item) => (await simpleParser(item.data)).subject ?? ''))
    const arrived = (subjects: string[]) =>
      numbers.every((number) => subjects.some((subject) => subject.startsWith(`Credit note ${number} `)))
    for (let waited = 0; waited < 10_000 && !arrived(await subjectsNow()); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    const subjects = await subjectsNow()
    for (const number of numbers) {
      expect(subjects.filter((subject) => subject.startsWith(`Credit note ${number} `))).toHaveLength(1)
    }
    expect(new Set(subjects).size).toBe(subjects.length)
    // Credit notes come from the company's name, as the receipts do (issue 60 item 7).
    const senders = await Promise.all(
      stand.mail.received.map(async (item) => (await simpleParser(item.data)).from?.value[0]?.name),
    )
    expect(new Set(senders)).toEqual(new Set(['Arcnova Consulting']))
  })

  it('confirmRefund runs its effects once however many confirm at the same moment', async () => {
    const { orderId, paymentId } = await paidOrder('pending')
    expect((await refund(orderId)).status).toBe(202)
    let confirmed = 0
    const counting = {
      confirmed: async () => {
        confirmed += 1
      },
      afterCommit: () => undefined,
    }
    const match = { razorpayRefundId: `rfnd_${paymentId.slice(4)}`, refundKey: null, amount: 499_900 }
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => stand.server.db.transaction((tx) => confirmRefund(tx, match, counting))),
    )
    expect(answers.filter((answer) => answer !== null)).toHaveLength(1)
    expect(confirmed).toBe(1)
  })

  it('a webhook moves only the refund it names, for its own amount: never a newer refund of the same payment (issue 59 item 5)', async () => {
    const { orderId, paymentId, refundId } = await paidOrder('pending')
    expect((await refund(orderId)).status).toBe(202)
    const firstKey = seen.at(-1)?.idempotency ?? ''
    await deliverRefundEvent(stand.server.url, 'refund.failed', { id: refundId, paymentId, orderId, amount: 499_900 })
    expect((await refundState(stand.server.db, orderId)).refunds).toMatchObject([{ status: 'failed' }])
    // A second refund whose answer was lost: asked, not yet named by Razorpay.
    behaviour.set(paymentId, 'fail-500')
    expect((await refund(orderId)).status).toBe(502)
    const secondKey = seen.at(-1)?.idempotency ?? ''
    expect(secondKey).not.toBe(firstKey)
    const waiting = [{ status: 'failed' }, { status: 'requested', razorpay_refund_id: null }]
    expect((await refundState(stand.server.db, orderId)).refunds).toMatchObject(waiting)

    // A late refund.failed of the first refund (under another id Razorpay gave it) does not touch the second;
    // nor does a processed event that names it with another amount, or names nothing.
    const late = [
      ['refund.failed', { id: 'rfnd_EarlierTry001', amount: 499_900, notes: { refund_key: firstKey } }],
      ['refund.processed', { id: 'rfnd_OtherAmount01', amount: 100, notes: { refund_key: secondKey } }],
      ['refund.failed', { id: 'rfnd_NoNotes000001', amount: 499_900 }],
    ] as const
    for (const [event, refundEntity] of late)
      expect((await deliverRefundEvent(stand.server.url, event, { ...refundEntity, paymentId, orderId })).status).toBe(
        200,
      )
    expect(await refundState(stand.server.db, orderId)).toMatchObject({ status: 'paid', refunds: waiting })

    // The event that names it by our key, for its amount, confirms it.
    await deliverRefundEvent(stand.server.url, 'refund.processed', {
      id: 'rfnd_SecondTry0001',
      paymentId,
      orderId,
      amount: 499_900,
      notes: { order_id: orderId, refund_key: secondKey },
    })
    expect(await refundState(stand.server.db, orderId)).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'failed' }, { status: 'processed', razorpay_refund_id: 'rfnd_SecondTry0001' }],
    })
  })

  it('a full refund made in Razorpay’s dashboard (known by its webhook) refunds the order; a failed one does not', async () => {
    const dashboard = await paidOrder('processed')
    const processed = await deliverRefundEvent(stand.server.url, 'refund.processed', {
      id: 'rfnd_Dashboard000001',
      paymentId: dashboard.paymentId,
      orderId: dashboard.orderId,
      amount: 499_900,
    })
    expect(processed.status).toBe(200)
    expect(await refundState(stand.server.db, dashboard.orderId)).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'processed', requested_by_email: 'Razorpay dashboard' }],
    })

    const failing = await paidOrder('pending')
    expect((await refund(failing.orderId)).status).toBe(202)
    await deliverRefundEvent(stand.server.url, 'refund.failed', {
      id: failing.refundId,
      paymentId: failing.paymentId,
      orderId: failing.orderId,
      amount: 499_900,
    })
    expect(await refundState(stand.server.db, failing.orderId)).toMatchObject({
      status: 'paid',
      refunds: [{ status: 'failed' }],
    })
  })
})
