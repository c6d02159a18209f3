import { Hono } from 'hono'
import {
  createPlanOrderSchema,
  orderIdPattern,
  verifyPaymentSchema,
  type Activation,
  type OrderStatus,
  type PlanOrder,
} from '../../src/contracts/order.ts'
import { checkBusinessDetails, type BusinessDetails } from '../../src/contracts/business-details.ts'
import {
  buyerDetailsMessages,
  checkBuyerDetails,
  needsBuyerDetails,
  type BuyerDetails,
} from '../../src/contracts/buyer-details.ts'
import { taxInvoiceSettings } from '../../src/site/tax-invoice-settings.ts'
import type { Db } from '../db/db.ts'
import { mailLessOutbox } from '../delivery/outbox.ts'
import { invoicePaidOrder, type Invoicing } from '../invoices/invoice-on-payment.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { HttpProblem } from '../http/problem.ts'
import { paymentMessages as m } from '../messages.ts'
import { writeLog } from '../log.ts'
import { issueOrderToken } from '../my-order/order-tokens.ts'
import { findPlan } from '../plans/plan-repository.ts'
import { activatePaidOrder, findOrder, insertOrder, OrderRefundedError } from './order-repository.ts'
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts'
import { requirePayments } from './payments-available.ts'
import { verifyPaymentSignature } from './signature.ts'

export function paymentsRoutes(
  db: Db,
  provider: PaymentProvider | null,
  trustProxy: number,
  invoicing: Invoicing = { outbox: mailLessOutbox, siteUrl: '', signing: null },
): Hono {
  const app = new Hono()
  app.use('/create-plan-order/', requirePayments(provider, trustProxy))
  app.use('/verify-and-activate/', requirePayments(provider, trustProxy))

  // Whether an order is paid and for which plan: lets a buyer whose verify answer was lost see the
  // outcome. Order ids are unguessable; the answer names no person and is never cached.
  app.get('/plan-orders/:orderId/', async (c) => {
    const orderId = c.req.param('orderId')
    const order = orderIdPattern.test(orderId) ? await findOrder(db, orderId) : null
    if (order === null) throw new HttpProblem(404, m.orderNotFound)
    c.header('Cache-Control', 'no-store')
    const status: OrderStatus = { order_id: order.order_id, paid: order.status === 'paid', plan_id: order.plan_id }
    return c.json(status)
  })

  // Disabled: the gate above answers both routes, and nothing below can create or sign an order.
  if (provider === null) return app

  app.post('/create-plan-order/', jsonBodyLimit(), async (c) => {
    const parsed = createPlanOrderSchema.safeParse(await readJson(c))
    if (!parsed.success) throw new HttpProblem(400, m.planRequired)
    // 'Add GST details': checked with the browser's own rules; left out, the buyer is unregistered.
    let buyerDetails: BusinessDetails | null = null
    if (parsed.data.business_details !== undefined && parsed.data.business_details !== null) {
      const details = checkBusinessDetails(parsed.data.business_details)
      if (!details.ok) throw new HttpProblem(400, Object.values(details.errors)[0] ?? m.planRequired)
      buyerDetails = details.data
    }
    const plan = await findPlan(db, parsed.data.plan_id)
    if (plan === null) throw new HttpProblem(404, m.planNotFound)
    // The amount always comes from the stored price, never from the request.
    const amount = plan.price * 100
    // Rule 46(f) (issue 61 item 3): from ₹50,000 taxable an unregistered buyer is named on the invoice.
    // Fail closed: no such order without name, address and state; below it nothing more is kept.
    let unregisteredBuyer: BuyerDetails | null = null
    if (buyerDetails === null && needsBuyerDetails(amount, taxInvoiceSettings.taxRatePercent)) {
      if (parsed.data.buyer_details === undefined || parsed.data.buyer_details === null) {
        throw new HttpProblem(400, buyerDetailsMessages.required)
      }
      const details = checkBuyerDetails(parsed.data.buyer_details)
      if (!details.ok) throw new HttpProblem(400, Object.values(details.errors)[0] ?? buyerDetailsMessages.required)
      unregisteredBuyer = details.data
    }
    const receipt = `plan-${plan.id}-${Date.now()}`
    let orderId: string
    try {
      ;({ id: orderId } = await provider.createOrder({
        amount,
        currency: 'INR',
        receipt,
        notes: { plan_id: String(plan.id), plan_name: plan.name },
      }))
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        // Our own wording about the provider's answer; orders carry no buyer data.
        writeLog('error', 'payment provider failed', { reason: error.message })
        throw new HttpProblem(502, m.providerUnavailable)
      }
      throw error
    }
    await insertOrder(db, {
      orderId,
      planId: plan.id,
      amount,
      currency: 'INR',
      receipt,
      provider: provider.name,
      buyerDetails: buyerDetails ?? unregisteredBuyer,
    })
    const answer: PlanOrder = {
      razorpay_key_id: provider.keyId,
      amount,
      currency: 'INR',
      order_id: orderId,
      checkout_script_url: provider.checkoutScriptUrl,
    }
    return c.json(answer)
  })

  app.post('/verify-and-activate/', jsonBodyLimit(), async (c) => {
    const parsed = verifyPaymentSchema.safeParse(await readJson(c))
    if (!parsed.success) throw new HttpProblem(400, m.verificationFieldsRequired)
    const body = parsed.data
    const order = await findOrder(db, body.razorpay_order_id)
    if (order === null) throw new HttpProblem(400, m.orderNotFound)
    if (order.plan_id !== body.plan_id) throw new HttpProblem(400, m.orderPlanMismatch)
    // Sign what we stored, not what the client claims: the order id comes from our own row.
    if (
      !verifyPaymentSignature(provider.keySecret, order.order_id, body.razorpay_payment_id, body.razorpay_signature)
    ) {
      throw new HttpProblem(400, m.invalidSignature)
    }
    const { plan, receiptQueued } = await db
      .transaction(async (tx) => {
        const activated = await activatePaidOrder(tx, {
          orderId: order.order_id,
          paymentId: body.razorpay_payment_id,
          source: 'checkout',
        })
        // The tax invoice, once per order, with the activation (issue 44): whichever of this and the webhook comes first.
        return { plan: activated, receiptQueued: await invoicePaidOrder(tx, invoicing, order.order_id) }
      })
      .catch((error: unknown) => {
        if (error instanceof OrderRefundedError) throw new HttpProblem(409, m.orderRefunded)
        throw error
      })
    if (receiptQueued) invoicing.outbox.wake()
    // The order page's link for this device (issue 60 item 8): 'Activated' links to it after a reload.
    const activation: Activation = { current_plan: plan, order_token: await issueOrderToken(db, order.order_id) }
    return c.json(activation)
  })

  return app
}
