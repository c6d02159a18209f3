import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'

const orderAnswer = z.object({ order_id: z.string() })
const payment = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
})
const activation = z.object({ current_plan: z.object({ id: z.number() }), order_token: z.string() })

// The verify answer brings the buyer's device its link to the order page (issue 60 item 8).
describe('the order page link in the verify answer', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.cleanup())
  const api = (path: string) => `${server.url}/api/${path}`

  async function paidOrder(planId: number) {
    const order = orderAnswer.parse(await (await postJson(api('create-plan-order/'), { plan_id: planId })).json())
    return payment.parse(await (await postJson(api('sandbox/pay/'), { order_id: order.order_id })).json())
  }

  it('opens the order just paid, on each verification (a retry gets a link of its own)', async () => {
    const paid = await paidOrder(2)
    const first = activation.parse(await (await postJson(api('verify-and-activate/'), { ...paid, plan_id: 2 })).json())
    const retry = activation.parse(await (await postJson(api('verify-and-activate/'), { ...paid, plan_id: 2 })).json())
    expect(first.order_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(retry.order_token).not.toBe(first.order_token)
    for (const token of [first.order_token, retry.order_token]) {
      const page = await postJson(api('my-order/'), { token })
      expect(page.status).toBe(200)
      expect(await page.json()).toMatchObject({ plan: 'Growth', status: 'paid' })
    }
  })

  it('gives no link for a payment it refuses', async () => {
    const paid = await paidOrder(1)
    const forged = await postJson(api('verify-and-activate/'), {
      ...paid,
      razorpay_signature: 'f'.repeat(64),
      plan_id: 1,
    })
    expect(forged.status).toBe(400)
    expect(await forged.json()).not.toHaveProperty('order_token')
  })
})
