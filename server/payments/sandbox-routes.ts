import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { z } from 'zod'
import { emailMaxLength, emailPattern } from '../../src/contracts/text.ts'
import type { Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { HttpProblem } from '../http/problem.ts'
import { paymentMessages as m } from '../messages.ts'
import { serverSourceDir } from '../paths.ts'
import { advanceOrder, findOrder, recordPayment, type Order } from './order-repository.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { requirePayments } from './payments-available.ts'
import { sandboxId } from './sandbox-provider.ts'
import { paymentSignature } from './signature.ts'

const checkoutScript = readFileSync(path.join(serverSourceDir, 'payments', 'sandbox-checkout.js'), 'utf8')

const orderRequestSchema = z.object({ order_id: z.string().trim().min(1).max(100) })
/** The e-mail typed into the sandbox checkout, as Razorpay reports the buyer's: kept only when it looks like one. */
const sandboxEmail = z
  .object({ email: z.string().trim().max(emailMaxLength).regex(emailPattern).nullish().catch(null) })
  .catch({ email: null })

/**
 * The sandbox's browser side: the checkout script and the two calls its dialog makes. Mounted only
 * when the sandbox provider is active, so a deployment with real keys has no way to self-sign a payment.
 */
export function sandboxRoutes(db: Db, provider: PaymentProvider, trustProxy: number): Hono {
  const app = new Hono()
  app.use('/sandbox/*', requirePayments(provider, trustProxy))

  async function sandboxOrder(body: unknown): Promise<Order> {
    const parsed = orderRequestSchema.safeParse(body)
    if (!parsed.success) throw new HttpProblem(400, m.orderNotFound)
    const order = await findOrder(db, parsed.data.order_id)
    if (order === null || order.provider !== 'sandbox') throw new HttpProblem(404, m.orderNotFound)
    return order
  }

  app.get('/sandbox/checkout.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    return c.body(checkoutScript)
  })

  // Approve: a new payment id, signed exactly as Razorpay signs checkout responses.
  app.post('/sandbox/pay/', jsonBodyLimit(), async (c) => {
    const body = await readJson(c)
    const order = await sandboxOrder(body)
    const buyerEmail = sandboxEmail.parse(body).email ?? null
    const paymentId = sandboxId('pay')
    await db.transaction(async (tx) => {
      await recordPayment(tx, {
        paymentId,
        orderId: order.order_id,
        status: 'authorized',
        source: 'sandbox',
        buyerEmail,
      })
      await advanceOrder(tx, order.order_id, 'attempted')
    })
    return c.json({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.order_id,
      razorpay_signature: paymentSignature(provider.keySecret, order.order_id, paymentId),
    })
  })

  // Decline: the error object Razorpay hands to payment.failed handlers.
  app.post('/sandbox/decline/', jsonBodyLimit(), async (c) => {
    const order = await sandboxOrder(await readJson(c))
    const paymentId = sandboxId('pay')
    await db.transaction(async (tx) => {
      await recordPayment(tx, { paymentId, orderId: order.order_id, status: 'failed', source: 'sandbox' })
      await advanceOrder(tx, order.order_id, 'attempted')
    })
    return c.json({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment declined in the sandbox checkout.',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.order_id, payment_id: paymentId },
      },
    })
  })

  return app
}
