import { describe, expect, it } from 'vitest'
import { refundMessages } from '../../src/contracts/console-orders.ts'
import { deliverRefundEvent, refundState } from '../test-support/refunds.ts'
import { razorpayRefundServer } from '../test-support/razorpay-refunds-server.ts'

describe('refunds through Razorpay’s Refunds API (a stand-in for it) and its refund webhooks', () => {
  const stand = razorpayRefundServer()
  const { seen, paidOrder, refund } = stand

  it('asks for the whole amount with basic auth and an idempotency key; processed at once, the order is Refunded', async () => {
    const { orderId, paymentId, refundId } = await paidOrder('processed')
    const answer = await refund(orderId)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ order_id: orderId, status: 'refunded', refund_id: refundId })
    const request = seen.at(-1)
    expect(request?.url).toBe(`/v1/payments/${paymentId}/refund`)
    expect(request?.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:real_secret').toString('base64')}`)
    expect(request?.idempotency).toMatch(/^refund-[0-9a-f-]{36}$/)
    // The notes name the refund by our key: its webhooks are matched by it until Razorpay's id is known.
    expect(request?.body).toEqual({
      amount: 499_900,
      speed: 'normal',
      notes: { order_id: orderId, refund_key: request?.idempotency },
    })
    expect((await refundState(stand.server.db, orderId)).status).toBe('refunded')
  })

  it('a pending refund leaves the order paid until the refund.processed webhook, which confirms it once', async () => {
    const { orderId, paymentId, refundId } = await paidOrder('pending')
    const answer = await refund(orderId)
    expect(answer.status).toBe(202)
    expect(await answer.json()).toEqual({ order_id: orderId, status: 'pending', refund_id: refundId })
    expect(await refundState(stand.server.db, orderId)).toMatchObject({
      status: 'paid',
      refunds: [{ status: 'pending', razorpay_refund_id: refundId }],
    })
    const again = await refund(orderId)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ detail: refundMessages.alreadyPending })

    const event = { id: refundId, paymentId, orderId, amount: 499_900 }
    expect(await (await deliverRefundEvent(stand.server.url, 'refund.processed', event)).json()).toEqual({
      status: 'processed',
    })
    expect(await (await deliverRefundEvent(stand.server.url, 'refund.processed', event)).json()).toEqual({
      status: 'duplicate',
    })
    expect(await refundState(stand.server.db, orderId)).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'processed', razorpay_refund_id: refundId }],
    })
  })

  it('a refusal shows Razorpay’s reason and changes nothing', async () => {
    const { orderId } = await paidOrder('refuse')
    const answer = await refund(orderId)
    expect(answer.status).toBe(422)
    expect(await answer.json()).toEqual({
      detail: 'Razorpay refused the refund: The payment has been fully refunded already. Nothing was changed.',
    })
    expect(await refundState(stand.server.db, orderId)).toMatchObject({ status: 'paid', refunds: [] })
  })

  it('no answer keeps the refund asked; asking again sends the same idempotency key', async () => {
    const { orderId } = await paidOrder('fail-500')
    const first = await refund(orderId)
    expect(first.status).toBe(502)
    expect(await first.json()).toEqual({ detail: refundMessages.noAnswer })
    expect(await refundState(stand.server.db, orderId)).toMatchObject({
      status: 'paid',
      refunds: [{ status: 'requested', razorpay_refund_id: null }],
    })
    const key = seen.at(-1)?.idempotency
    expect((await refund(orderId)).status).toBe(200)
    expect(seen.at(-1)?.idempotency).toBe(key)
    expect((await refundState(stand.server.db, orderId)).status).toBe('refunded')
  })
})
