import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryOne } from '../db/db.ts'
import { paymentMessages } from '../messages.ts'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { detailSchema, orderSchema, paidSchema } from '../test-support/payment-answers.ts'
import { sandboxKeyId } from './sandbox-provider.ts'
import { paymentSignature } from './signature.ts'

describe('payments with the sandbox provider', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())

  const api = (path: string) => `${server.url}/api/${path}`

  async function createOrder(planId: number) {
    const response = await postJson(api('create-plan-order/'), { plan_id: planId, amount: 1 })
    expect(response.status).toBe(200)
    return orderSchema.parse(await response.json())
  }

  async function approve(orderId: string) {
    const response = await postJson(api('sandbox/pay/'), { order_id: orderId })
    expect(response.status).toBe(200)
    return paidSchema.parse(await response.json())
  }

  async function activations(orderId: string): Promise<number> {
    const row = await queryOne(
      server.db,
      z.object({ n: z.number() }),
      'SELECT count(*)::int AS n FROM plan_activations WHERE order_id = $1',
      [orderId],
    )
    return row?.n ?? -1
  }

  it('creates an order priced from the stored plan, ignoring any amount in the request', async () => {
    const order = await createOrder(2)
    expect(order).toMatchObject({
      razorpay_key_id: sandboxKeyId,
      amount: 999_900,
      currency: 'INR',
      checkout_script_url: '/api/sandbox/checkout.js',
    })
    expect(order.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/)
    const row = await queryOne(
      server.db,
      z.object({ plan_id: z.number(), amount: z.number(), status: z.string() }),
      'SELECT plan_id, amount, status FROM orders WHERE order_id = $1',
      [order.order_id],
    )
    expect(row).toEqual({ plan_id: 2, amount: 999_900, status: 'created' })
  })

  it('refuses unknown plans, missing plan ids, broken JSON, other content types and big bodies', async () => {
    const unknown = await postJson(api('create-plan-order/'), { plan_id: 99 })
    expect(unknown.status).toBe(404)
    expect(detailSchema.parse(await unknown.json()).detail).toBe(paymentMessages.planNotFound)
    expect((await postJson(api('create-plan-order/'), {})).status).toBe(400)
    expect((await postJson(api('create-plan-order/'), { plan_id: 'two' })).status).toBe(400)
    const broken = await fetch(api('create-plan-order/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"plan_id":',
    })
    expect(broken.status).toBe(400)
    expect(detailSchema.parse(await broken.json()).detail).toBe('Malformed JSON')
    const form = await fetch(api('create-plan-order/'), { method: 'POST', body: new URLSearchParams({ plan_id: '1' }) })
    expect(form.status).toBe(415)
    const big = await postJson(api('create-plan-order/'), { plan_id: 1, padding: 'x'.repeat(20_000) })
    expect(big.status).toBe(413)
  })

  it('approves in the sandbox, verifies the signature and activates the plan', async () => {
    const order = await createOrder(3)
    const payment = await approve(order.order_id)
    expect(payment.razorpay_order_id).toBe(order.order_id)
    expect(payment.razorpay_signature).toBe(
      paymentSignature(server.payments?.keySecret ?? 'no provider', order.order_id, payment.razorpay_payment_id),
    )
    const response = await postJson(api('verify-and-activate/'), { ...payment, plan_id: 3 })
    expect(response.status).toBe(200)
    const body = z
      .object({ current_plan: z.object({ id: z.number(), name: z.string(), price: z.number() }) })
      .parse(await response.json())
    expect(body.current_plan).toMatchObject({ id: 3, name: 'Enterprise', price: 24999 })
    const row = await queryOne(
      server.db,
      z.object({ status: z.string() }),
      'SELECT status FROM orders WHERE order_id = $1',
      [order.order_id],
    )
    expect(row?.status).toBe('paid')
    expect(await activations(order.order_id)).toBe(1)
    // The sandbox recorded the payment 'authorized'; the verified checkout moves it to 'captured'.
    const paymentRow = await queryOne(
      server.db,
      z.object({ status: z.string() }),
      'SELECT status FROM payments WHERE payment_id = $1',
      [payment.razorpay_payment_id],
    )
    expect(paymentRow?.status).toBe('captured')
  })

  it('tells whether an order is paid and for which plan, uncached and without personal data', async () => {
    const order = await createOrder(3)
    const before = await fetch(api(`plan-orders/${order.order_id}/`))
    expect(before.status).toBe(200)
    expect(before.headers.get('cache-control')).toBe('no-store')
    expect(await before.json()).toEqual({ order_id: order.order_id, paid: false, plan_id: 3 })
    const payment = await approve(order.order_id)
    expect((await postJson(api('verify-and-activate/'), { ...payment, plan_id: 3 })).status).toBe(200)
    const after = await fetch(api(`plan-orders/${order.order_id}/`))
    expect(await after.json()).toEqual({ order_id: order.order_id, paid: true, plan_id: 3 })
    expect((await fetch(api('plan-orders/order_unknown000001/'))).status).toBe(404)
    expect((await fetch(api('plan-orders/order%20x%3B/'))).status).toBe(404)
  })

  it('answers a replayed verification the same and activates only once', async () => {
    const order = await createOrder(1)
    const payment = await approve(order.order_id)
    const first = await postJson(api('verify-and-activate/'), { ...payment, plan_id: 1 })
    const replay = await postJson(api('verify-and-activate/'), { ...payment, plan_id: '1' })
    expect(first.status).toBe(200)
    expect(replay.status).toBe(200)
    // The same plan (each answer's order-page token is new: order-link.test.ts).
    const planOf = async (answer: Response) => z.object({ current_plan: z.unknown() }).parse(await answer.json())
    expect(await planOf(replay)).toEqual(await planOf(first))
    expect(await activations(order.order_id)).toBe(1)
  })

  it('refuses a forged signature with 400 and activates nothing', async () => {
    const order = await createOrder(1)
    const payment = await approve(order.order_id)
    const forged = paymentSignature('not-the-secret', order.order_id, payment.razorpay_payment_id)
    for (const signature of [
      forged,
      'abc',
      payment.razorpay_signature.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
    ]) {
      const response = await postJson(api('verify-and-activate/'), {
        ...payment,
        razorpay_signature: signature,
        plan_id: 1,
      })
      expect(response.status).toBe(400)
      expect(detailSchema.parse(await response.json()).detail).toBe(paymentMessages.invalidSignature)
    }
    expect(await activations(order.order_id)).toBe(0)
  })

  it('refuses an order verified against another plan, and unknown orders', async () => {
    const order = await createOrder(1)
    const payment = await approve(order.order_id)
    const otherPlan = await postJson(api('verify-and-activate/'), { ...payment, plan_id: 3 })
    expect(otherPlan.status).toBe(400)
    expect(detailSchema.parse(await otherPlan.json()).detail).toBe(paymentMessages.orderPlanMismatch)
    const unknown = await postJson(api('verify-and-activate/'), {
      ...payment,
      razorpay_order_id: 'order_doesnotexist00',
      plan_id: 1,
    })
    expect(unknown.status).toBe(400)
    const incomplete = await postJson(api('verify-and-activate/'), { razorpay_payment_id: payment.razorpay_payment_id })
    expect(incomplete.status).toBe(400)
    expect(await activations(order.order_id)).toBe(0)
  })

  it('declines in the sandbox with the error object payment.failed handlers get', async () => {
    const order = await createOrder(2)
    const response = await postJson(api('sandbox/decline/'), { order_id: order.order_id })
    expect(response.status).toBe(200)
    const body = z
      .object({
        error: z.object({
          code: z.string(),
          description: z.string(),
          reason: z.string(),
          metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
        }),
      })
      .parse(await response.json())
    expect(body.error.metadata.order_id).toBe(order.order_id)
    expect((await postJson(api('sandbox/pay/'), { order_id: 'order_unknown' })).status).toBe(404)
  })

  it('serves the sandbox checkout script the order answer names, as JavaScript implementing window.Razorpay', async () => {
    const { checkout_script_url: scriptUrl } = await createOrder(1)
    const response = await fetch(`${server.url}${scriptUrl}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    const script = await response.text()
    expect(script).toContain('window.Razorpay = Razorpay')
    for (const text of [
      "'Approve payment'",
      "'Decline payment'",
      "'Cancel'",
      "'aria-modal'",
      "'payment.failed'",
      'ondismiss',
      "'Escape'",
    ]) {
      expect(script).toContain(text)
    }
    expect(script).not.toContain('innerHTML')
  })
})
