import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { consoleMessages } from '../../src/contracts/console.ts'
import { queryOne } from '../db/db.ts'
import { hmacSha256Hex } from '../payments/signature.ts'
import { postJson, testWebhookSecret } from '../test-support/test-server.ts'
import { consoleTestServer } from '../test-support/console-server.ts'

describe('the console API', () => {
  const setup = consoleTestServer()
  const { api, call, json, results } = setup

  it('a new plan price is what the next order costs; an existing order keeps its amount', async () => {
    const [plan] = await results(await call('plans/'))
    const planId = z.number().parse(plan?.id)
    const oldOrder = await json(await postJson(api('create-plan-order/'), { plan_id: planId }))
    await fetch(api('plans/')) // the public cache holds the old price now
    const saved = await call(`plans/${planId}`, 'PUT', { ...plan, price: '1234' })
    expect(await json(saved)).toMatchObject({ id: planId, price: 1234 })
    expect(await (await fetch(api('plans/'))).text()).toContain('"price":1234')
    const newOrder = await json(await postJson(api('create-plan-order/'), { plan_id: planId }))
    expect(newOrder.amount).toBe(123_400)
    const stored = await queryOne(
      setup.server.db,
      z.object({ amount: z.number() }),
      'SELECT amount FROM orders WHERE order_id = $1',
      [z.string().parse(oldOrder.order_id)],
    )
    expect(stored?.amount).toBe(oldOrder.amount)
    const [entry] = await results(await call('audit/'))
    expect(entry).toMatchObject({ action: 'plan.updated', detail: `price ${plan?.price} → 1234` })

    const bad = await call(`plans/${planId}`, 'PUT', { ...plan, price: 0, max_users: -1 })
    expect(await json(bad)).toEqual({
      errors: { price: consoleMessages.priceInvalid, max_users: consoleMessages.wholeNumber },
    })
    expect((await call(`plans/${planId}`, 'PUT', { ...plan, price: 10_000_001 })).status).toBe(400)
    const [, other] = await results(await call('plans/'))
    const taken = await call(`plans/${planId}`, 'PUT', { ...plan, name: other?.name })
    expect(await json(taken)).toEqual({ errors: { name: consoleMessages.planNameTaken } })
  })

  it('lists orders with the buyer’s contact the provider reported, even after the order was paid', async () => {
    const [plan] = await results(await call('plans/'))
    const order = await json(await postJson(api('create-plan-order/'), { plan_id: plan?.id }))
    const orderId = z.string().parse(order.order_id)
    await setup.server.db.query(
      "INSERT INTO payments (payment_id, order_id, status, source) VALUES ('pay_console_1', $1, 'captured', 'customer')",
      [orderId],
    )
    await setup.server.db.query("UPDATE orders SET status = 'paid' WHERE order_id = $1", [orderId])
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_console_1',
            order_id: orderId,
            status: 'captured',
            email: 'buyer@example.com',
            contact: '+919876543210',
          },
        },
      },
    })
    const delivered = await fetch(api('razorpay/webhook/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': hmacSha256Hex(testWebhookSecret, raw) },
      body: raw,
    })
    expect(delivered.status).toBe(200)
    const listed = (await results(await call('orders/'))).find((row) => row.order_id === orderId)
    expect(listed).toMatchObject({
      plan_name: plan?.name,
      status: 'paid',
      payment_id: 'pay_console_1',
      buyer_email: 'buyer@example.com',
      buyer_phone: '+919876543210',
    })
  })

  it('lists referrals and contact messages, newest first', async () => {
    await postJson(api('referrals/'), { name: 'Meera Iyer', email: 'meera@example.in' })
    await postJson(api('contact-messages/'), {
      name: 'Ravi',
      email: 'ravi@example.in',
      subject: 'Hello',
      message: 'Line one\nLine two',
    })
    expect((await results(await call('referrals/')))[0]).toMatchObject({
      name: 'Meera Iyer',
      email: 'meera@example.in',
    })
    const [message] = await results(await call('messages/'))
    expect(message).toMatchObject({ subject: 'Hello', message: 'Line one\nLine two' })
    expect(z.string().parse(message?.created_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })
})
