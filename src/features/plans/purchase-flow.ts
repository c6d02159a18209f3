import { settings } from '../../site/settings'
import { rememberActivatedPlan } from './activated-plan-store'
import { loadCheckout, type CheckoutConstructor, type CheckoutOptions } from './checkout-script'
import { loadPlanSchema } from './load-plan-schema'
import type { Plan, PlanOrder } from './plan-schema'
import { createPlanOrder, verifyAndActivate } from './plans-api'
import { outcomeAlert, type PurchaseEvent, type PurchaseState } from './purchase-machine'

/** Applies an event; answers the new state, or null when the machine ignored it. */
export type SendPurchaseEvent = (event: PurchaseEvent) => PurchaseState | null

export interface PurchaseDeps {
  loadCheckout: () => Promise<CheckoutConstructor>
  createPlanOrder: typeof createPlanOrder
  verifyAndActivate: typeof verifyAndActivate
  rememberActivatedPlan: typeof rememberActivatedPlan
  alert: (message: string) => void
}

export const browserPurchaseDeps: PurchaseDeps = {
  loadCheckout: () => loadCheckout(),
  createPlanOrder,
  verifyAndActivate,
  rememberActivatedPlan,
  // After the next render, so the page already shows the outcome behind the blocking alert.
  alert: (message) => window.setTimeout(() => window.alert(message), 0),
}

function announce(state: PurchaseState | null, deps: PurchaseDeps) {
  const message = outcomeAlert(state?.outcome ?? null)
  if (message !== null) deps.alert(message)
}

export function checkoutOptions(
  order: PlanOrder,
  plan: Plan,
  on: Pick<CheckoutOptions, 'handler'> & { dismiss: () => void },
): CheckoutOptions {
  return {
    key: order.razorpay_key_id,
    amount: order.amount,
    currency: order.currency,
    order_id: order.order_id,
    name: settings.companyName,
    description: plan.name,
    prefill: { name: '', email: '', contact: '' },
    method: { upi: true, card: true, netbanking: true, wallet: true, emi: true },
    handler: on.handler,
    modal: { ondismiss: on.dismiss },
  }
}

/** Buy Now: load the checkout, create the order, open the checkout; its handler verifies. */
export async function purchase(plan: Plan, send: SendPurchaseEvent, deps: PurchaseDeps = browserPurchaseDeps) {
  if (send({ type: 'buy', planId: plan.id }) === null) return

  let Checkout: CheckoutConstructor
  try {
    Checkout = await deps.loadCheckout()
  } catch (error) {
    console.warn(error)
    announce(send({ type: 'checkout-failed' }), deps)
    return
  }
  send({ type: 'checkout-loaded' })

  let order: PlanOrder
  try {
    order = await deps.createPlanOrder(plan.id)
  } catch (error) {
    console.warn(error)
    announce(send({ type: 'order-failed' }), deps)
    return
  }
  send({ type: 'order-created', orderId: order.order_id })

  try {
    const checkout = new Checkout(
      checkoutOptions(order, plan, {
        handler: (response) => void confirmPayment(plan.id, order.order_id, response, send, deps),
        dismiss: () => void send({ type: 'dismissed' }),
      }),
    )
    checkout.on('payment.failed', () => void send({ type: 'payment-failed' }))
    checkout.open()
  } catch (error) {
    // The script is there but refused to open: nothing was paid, so the visitor may simply retry.
    console.warn(error)
    if (send({ type: 'dismissed' }) !== null) deps.alert('Something went wrong')
  }
}

async function confirmPayment(
  planId: number,
  orderId: string,
  response: unknown,
  send: SendPurchaseEvent,
  deps: PurchaseDeps,
) {
  // Loaded long before: the plan list was checked with the same module.
  const { paymentResponseSchema } = await loadPlanSchema()
  const payment = paymentResponseSchema.safeParse(response)
  if (!payment.success) {
    announce(send({ type: 'verification-failed', paymentId: null }), deps)
    return
  }
  const paymentId = payment.data.razorpay_payment_id
  if (send({ type: 'paid', orderId, paymentId }) === null) return
  try {
    const activePlanId = await deps.verifyAndActivate(payment.data, planId)
    const state = send({ type: 'verified', planId: activePlanId })
    await deps.rememberActivatedPlan(activePlanId)
    announce(state, deps)
  } catch (error) {
    console.warn(error)
    announce(send({ type: 'verification-failed', paymentId }), deps)
  }
}
