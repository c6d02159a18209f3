import { createServer, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { postJson, startTestServer, type TestServer } from '../test-support/test-server.ts'
import { orderSchema } from '../test-support/payment-answers.ts'
import { paymentSignature } from './signature.ts'

describe('payments with Razorpay keys', () => {
  let server: TestServer
  let fake: ReturnType<typeof createServer>
  const seen: Array<{ authorization: string | undefined; body: unknown }> = []

  function readBody(req: IncomingMessage): Promise<string> {
    return new Promise((resolve) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => resolve(text))
    })
  }

  beforeAll(async () => {
    // A stand-in for api.razorpay.com that records what the server sends.
    fake = createServer(async (req, res) => {
      const body: unknown = JSON.parse(await readBody(req))
      seen.push({ authorization: req.headers.authorization, body })
      const parsed = z.object({ amount: z.number(), currency: z.string() }).parse(body)
      if (req.url !== '/v1/orders' || req.method !== 'POST') {
        res.writeHead(404).end()
        return
      }
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          id: 'order_RealRazorpay01',
          entity: 'order',
          amount: parsed.amount,
          currency: parsed.currency,
          status: 'created',
        }),
      )
    })
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    const address = fake.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    server = await startTestServer({
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'real_secret',
      RAZORPAY_API_BASE: `http://127.0.0.1:${port}/v1`,
    })
  })
  afterAll(async () => {
    await server.cleanup()
    await new Promise<void>((resolve) => fake.close(() => resolve()))
  })

  it('creates the order through the Orders API with basic auth, paise, a receipt and the plan in notes', async () => {
    const response = await postJson(`${server.url}/api/create-plan-order/`, { plan_id: 1 })
    expect(response.status).toBe(200)
    expect(orderSchema.parse(await response.json())).toEqual({
      razorpay_key_id: 'rzp_test_key',
      amount: 499_900,
      currency: 'INR',
      order_id: 'order_RealRazorpay01',
      checkout_script_url: 'https://checkout.razorpay.com/v1/checkout.js',
    })
    expect(seen[0]?.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:real_secret').toString('base64')}`)
    expect(seen[0]?.body).toMatchObject({
      amount: 499_900,
      currency: 'INR',
      notes: { plan_id: '1', plan_name: 'Starter' },
    })
    expect(z.object({ receipt: z.string().max(40) }).parse(seen[0]?.body).receipt).toMatch(/^plan-1-/)
  })

  it('verifies with the real key secret and has no sandbox endpoints', async () => {
    const paymentId = 'pay_RealPayment0001'
    const signature = paymentSignature('real_secret', 'order_RealRazorpay01', paymentId)
    const response = await postJson(`${server.url}/api/verify-and-activate/`, {
      razorpay_payment_id: paymentId,
      razorpay_order_id: 'order_RealRazorpay01',
      razorpay_signature: signature,
      plan_id: 1,
    })
    expect(response.status).toBe(200)
    expect((await fetch(`${server.url}/api/sandbox/checkout.js`)).status).toBe(404)
    expect((await postJson(`${server.url}/api/sandbox/pay/`, { order_id: 'order_RealRazorpay01' })).status).toBe(404)
  })
})
