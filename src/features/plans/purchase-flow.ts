import { settings } from '../../site/settings'
import { rememberActivatedPlan } from './activated-plan-store'
import { loadCheckout, type CheckoutConstructor, type CheckoutOptions } from './checkout-script'
import type { CheckoutScriptUrl, PaymentResponse, PlanOrder } from '../../contracts/order'
import { loadOrderContract } from './load-order-contract'
import type { Plan } from './plan-schema'
import {
  BuyerDetailsNeededError,
  createPlanOrder,
  fetchOrderStatus,
  PaymentsUnavailableError,
  VerificationRefusedError,
  verifyAndActivate,
} from './plans-api'
import { outcomeAlert, type PurchaseEvent, type PurchaseState } from './purchase-machine'

/** Applies an event; answers the new state, or null when the machine ignored it. */
export type SendPurchaseEvent = (event: PurchaseEvent) => PurchaseState | null

export interface PurchaseDeps {
  loadCheckout: (url: CheckoutScriptUrl) => Promise<CheckoutConstructor>
  createPlanOrder: typeof createPlanOrder
  verifyAndActivate: typeof verifyAndActivate
  fetchOrderStatus: typeof fetchOrderStatus
  rememberActivatedPlan: typeof rememberActivatedPlan
  alert: (message: string) => void
  /** Waits between the follow-up checks of a payment the server has not confirmed yet. */
  wait: (ms: number) => Promise<void>
}

/** A paid order the verify answer did not confirm is asked about again after these pauses. */
export const followUpDelaysMs = [1_000, 2_000, 4_000, 8_000, 15_000]

export const browserPurchaseDeps: PurchaseDeps = {
  loadCheckout: (url) => loadCheckout(url),
  createPlanOrder,
  verifyAndActivate,
  fetchOrderStatus,
  rememberActivatedPlan,
  // After the next render, so the page already shows the outcome behind the blocking alert.
  alert: (message) => window.setTimeout(() => window.alert(message), 0),
  wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
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

/** Buy Now: create the order, load the checkout script its answer names, open it; its handler verifies. */
export async function purchase(plan: Plan, send: SendPurchaseEvent, deps: PurchaseDeps = browserPurchaseDeps) {
  if (send({ type: 'buy', planId: plan.id }) === null) return

  let order: PlanOrder
  try {
    order = await deps.createPlanOrder(plan.id)
  } catch (error) {
    console.warn(error)
    const event =
      error instanceof PaymentsUnavailableError
        ? 'payments-unavailable'
        : error instanceof BuyerDetailsNeededError
          ? 'details-needed'
          : 'order-failed'
    announce(send({ type: event }), deps)
    return
  }
  send({ type: 'order-created', orderId: order.order_id })

  let Checkout: CheckoutConstructor
  try {
    Checkout = await deps.loadCheckout(order.checkout_script_url)
  } catch (error) {
    // The unpaid order is left as it is: nothing was paid, and the next Buy Now makes a new one.
    console.warn(error)
    announce(send({ type: 'checkout-failed' }), deps)
    return
  }
  send({ type: 'checkout-loaded' })

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

/** The checkout's response, or null when it cannot be read (the payment still went through). */
async function readPaymentResponse(response: unknown): Promise<PaymentResponse | null> {
  try {
    // Loaded long before: the order was checked with the same module.
    const { paymentResponseSchema } = await loadOrderContract()
    const parsed = paymentResponseSchema.safeParse(response)
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The checkout's handler ran, so the provider reported success. The server's 4xx verdict is a failed
 * verification and is told as one; an answer we cannot read (network, 5xx, another shape) becomes
 * "payment received", and the order is asked about again until the server confirms or refuses it.
 */
async function confirmPayment(
  planId: number,
  orderId: string,
  response: unknown,
  send: SendPurchaseEvent,
  deps: PurchaseDeps,
) {
  const payment = await readPaymentResponse(response)
  if (send({ type: 'paid', orderId, paymentId: payment?.razorpay_payment_id ?? null }) === null) return
  if (payment !== null) {
    try {
      const activation = await deps.verifyAndActivate(payment, planId)
      const state = send({ type: 'verified', planId: activation.planId })
      await deps.rememberActivatedPlan({ ...activation, orderId })
      announce(state, deps)
      return
    } catch (error) {
      console.warn(error)
      if (error instanceof VerificationRefusedError) {
        announce(send({ type: 'refused', orderId }), deps)
        return
      }
    }
  }
  announce(send({ type: 'unconfirmed' }), deps)
  await followUp(planId, orderId, payment, send, deps)
}

async function followUp(
  planId: number,
  orderId: string,
  payment: PaymentResponse | null,
  send: SendPurchaseEvent,
  deps: PurchaseDeps,
) {
  for (const delay of followUpDelaysMs) {
    await deps.wait(delay)
    try {
      const status = await deps.fetchOrderStatus(orderId)
      // Verifying again is safe (the server activates an order once) and is what confirms a
      // payment whose first verify request was lost on the way.
      // (Read paid, the order page's token is the one its receipt e-mail brings.)
      const activation = status.paid
        ? { planId: status.plan_id, orderToken: null }
        : payment && (await deps.verifyAndActivate(payment, planId))
      if (activation === null) continue
      const state = send({ type: 'confirmed', orderId, planId: activation.planId })
      await deps.rememberActivatedPlan({ ...activation, orderId })
      if (state?.outcome?.kind === 'activated') announce(state, deps)
      return
    } catch (error) {
      console.warn(error)
      if (error instanceof VerificationRefusedError) {
        // The verdict the first answer lost: told only if the buyer is still waiting on this order.
        const state = send({ type: 'refused', orderId })
        if (state?.outcome?.kind === 'verification-failed') announce(state, deps)
        return
      }
    }
  }
}
