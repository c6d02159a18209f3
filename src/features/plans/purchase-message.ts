import { settings } from '../../site/settings'
import type { Plan } from './plan-schema'
import type { PurchaseState } from './purchase-machine'

/** What the page says about the purchase in its live region: where it is, or how it ended. */
export function purchaseMessage({ step, outcome }: PurchaseState, plans: readonly Plan[]): string {
  const nameOf = (planId: number) => plans.find((plan) => plan.id === planId)?.name ?? 'selected'
  switch (step.name) {
    case 'loading-checkout':
    case 'creating-order':
      return `Opening the secure checkout for the ${nameOf(step.planId)} plan…`
    case 'paying':
      return `Complete the payment for the ${nameOf(step.planId)} plan in the checkout window.`
    case 'verifying':
      return 'Confirming your payment…'
    case 'idle':
      break
  }
  switch (outcome?.kind) {
    case 'activated':
      return `Your ${nameOf(outcome.planId)} plan is active.`
    case 'payment-failed':
      return 'The payment did not go through, so the plan was not activated. You can try again.'
    case 'dismissed':
      return 'Checkout closed before payment. You can buy a plan whenever you are ready.'
    case 'checkout-unavailable':
      return 'The secure checkout could not load. Check your connection and try again.'
    case 'order-failed':
      return 'The order could not be created. Please try again.'
    case 'details-needed':
      return `The price of the ${nameOf(outcome.planId)} plan has changed, and its tax invoice must now name the buyer. Nothing was charged. The prices shown are now up to date: choose Buy Now again to give your name, address and state, or add your GST details.`
    case 'payments-unavailable':
      return `Online payment is not available right now. Please try again later, or write to ${settings.infoEmail} to buy a plan.`
    case 'payment-received':
      return outcome.paymentId === null
        ? `Your payment went through. Your ${nameOf(outcome.planId)} plan will show here shortly; if it does not, write to ${settings.infoEmail}.`
        : `Your payment went through. Your ${nameOf(outcome.planId)} plan will show here shortly; if it does not, write to ${settings.infoEmail} quoting payment ${outcome.paymentId}.`
    case 'verification-failed':
      return outcome.paymentId === null
        ? `Payment verification failed, so the ${nameOf(outcome.planId)} plan was not activated. If you were charged, write to ${settings.infoEmail}.`
        : `Payment verification failed, so the ${nameOf(outcome.planId)} plan was not activated. If you were charged, write to ${settings.infoEmail} quoting payment ${outcome.paymentId}.`
    case undefined:
      return ''
  }
}
