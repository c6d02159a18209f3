/**
 * The purchase as a pure state machine. At most one purchase runs at a time: `buy` is refused
 * unless the machine is idle, which is what makes one click one order. The order comes before the
 * checkout script because its answer names the script for the server's payment mode.
 */
export type PurchaseStep =
  | { name: 'idle' }
  | { name: 'creating-order'; planId: number }
  | { name: 'loading-checkout'; planId: number; orderId: string }
  | { name: 'paying'; planId: number; orderId: string }
  | { name: 'verifying'; planId: number; orderId: string; paymentId: string | null }

export type PurchaseOutcome =
  | { kind: 'checkout-unavailable'; planId: number }
  | { kind: 'order-failed'; planId: number }
  /** Not ordered: the plan now needs the buyer named; the page loads the plans again (new prices). */
  | { kind: 'details-needed'; planId: number }
  | { kind: 'payments-unavailable'; planId: number }
  | { kind: 'dismissed'; planId: number }
  | { kind: 'payment-failed'; planId: number; orderId: string }
  /** The checkout reported success but the server's answer could not be read: not told as a failure. */
  | { kind: 'payment-received'; planId: number; orderId: string; paymentId: string | null }
  /** The server refused the payment (a 4xx verdict, e.g. a signature that does not match): not activated. */
  | { kind: 'verification-failed'; planId: number; orderId: string; paymentId: string | null }
  | { kind: 'activated'; planId: number }

export interface PurchaseState {
  step: PurchaseStep
  /** The plan this device last activated (remembered across reloads). */
  activePlanId: number | null
  /** How the last purchase ended, for the alert and the live message. */
  outcome: PurchaseOutcome | null
}

export type PurchaseEvent =
  | { type: 'buy'; planId: number }
  | { type: 'checkout-loaded' }
  | { type: 'checkout-failed' }
  | { type: 'order-created'; orderId: string }
  | { type: 'order-failed' }
  /** The server wants the buyer named: the plan's price has changed since the page loaded (issue 61 item 3). */
  | { type: 'details-needed' }
  | { type: 'payments-unavailable' }
  | { type: 'dismissed' }
  | { type: 'payment-failed' }
  /** The checkout's handler ran; paymentId is null when its response could not be read. */
  | { type: 'paid'; orderId: string; paymentId: string | null }
  | { type: 'verified'; planId: number }
  | { type: 'unconfirmed' }
  | { type: 'refused'; orderId: string }
  | { type: 'confirmed'; orderId: string; planId: number }
  | { type: 'restored'; planId: number }
  /** The order behind a restored plan was refunded: this device no longer has the plan. */
  | { type: 'revoked'; planId: number }

export const initialPurchaseState: PurchaseState = { step: { name: 'idle' }, activePlanId: null, outcome: null }

export function isBusy(state: PurchaseState): boolean {
  return state.step.name !== 'idle'
}

/** The plan a purchase is under way for, if any. */
export function busyPlanId({ step }: PurchaseState): number | null {
  return step.name === 'idle' ? null : step.planId
}

function settle(state: PurchaseState, outcome: PurchaseOutcome): PurchaseState {
  return { ...state, step: { name: 'idle' }, outcome }
}

function activated(planId: number): PurchaseState {
  return { step: { name: 'idle' }, activePlanId: planId, outcome: { kind: 'activated', planId } }
}

export function purchaseReducer(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  const { step, outcome } = state
  switch (event.type) {
    case 'buy':
      if (step.name !== 'idle' || event.planId === state.activePlanId) return state
      return { ...state, step: { name: 'creating-order', planId: event.planId }, outcome: null }
    case 'order-created':
      if (step.name !== 'creating-order') return state
      return { ...state, step: { name: 'loading-checkout', planId: step.planId, orderId: event.orderId } }
    case 'checkout-loaded':
      if (step.name !== 'loading-checkout') return state
      return { ...state, step: { name: 'paying', planId: step.planId, orderId: step.orderId } }
    case 'checkout-failed':
      if (step.name !== 'loading-checkout') return state
      return settle(state, { kind: 'checkout-unavailable', planId: step.planId })
    case 'order-failed':
      if (step.name !== 'creating-order') return state
      return settle(state, { kind: 'order-failed', planId: step.planId })
    case 'details-needed':
      if (step.name !== 'creating-order') return state
      return settle(state, { kind: 'details-needed', planId: step.planId })
    case 'payments-unavailable':
      if (step.name !== 'creating-order') return state
      return settle(state, { kind: 'payments-unavailable', planId: step.planId })
    case 'dismissed':
      if (step.name !== 'paying') return state
      return settle(state, { kind: 'dismissed', planId: step.planId })
    case 'payment-failed':
      if (step.name !== 'paying') return state
      return settle(state, { kind: 'payment-failed', planId: step.planId, orderId: step.orderId })
    case 'paid':
      return paid(state, event.orderId, event.paymentId)
    case 'verified':
      if (step.name !== 'verifying') return state
      return activated(event.planId)
    case 'unconfirmed':
      // No verdict could be read after the provider reported success: told as received, and asked again.
      if (step.name !== 'verifying') return state
      return settle(state, {
        kind: 'payment-received',
        planId: step.planId,
        orderId: step.orderId,
        paymentId: step.paymentId,
      })
    case 'refused':
      return refused(state, event.orderId)
    case 'confirmed':
      if (
        (step.name === 'verifying' && step.orderId === event.orderId) ||
        (step.name === 'idle' && outcome?.kind === 'payment-received' && outcome.orderId === event.orderId)
      ) {
        return activated(event.planId)
      }
      // Confirmed after the buyer moved on: the plan is still theirs, the page's story is not interrupted.
      return state.activePlanId === event.planId ? state : { ...state, activePlanId: event.planId }
    case 'restored':
      if (state.activePlanId !== null) return state
      return { ...state, activePlanId: event.planId }
    case 'revoked':
      // Only a plan still shown as restored: a purchase made since is the buyer's news, not this.
      if (step.name !== 'idle' || state.activePlanId !== event.planId || outcome !== null) return state
      return { ...state, activePlanId: null }
  }
}

/**
 * A payment that went through must always be verified, or the visitor pays without getting the plan.
 * Razorpay keeps its window open after a failed attempt and lets the visitor retry, so a success can
 * also arrive after `payment-failed` already cleared the busy state.
 */
function paid(state: PurchaseState, orderId: string, paymentId: string | null): PurchaseState {
  const { step, outcome } = state
  if (step.name === 'paying' && step.orderId === orderId) {
    return { ...state, step: { name: 'verifying', planId: step.planId, orderId, paymentId } }
  }
  if (step.name === 'idle' && outcome?.kind === 'payment-failed' && outcome.orderId === orderId) {
    return { ...state, step: { name: 'verifying', planId: outcome.planId, orderId, paymentId }, outcome: null }
  }
  return state
}

/** The server's verdict refused the payment, first time or on a follow-up after "payment received". */
function refused(state: PurchaseState, orderId: string): PurchaseState {
  const { step, outcome } = state
  if (step.name === 'verifying' && step.orderId === orderId) {
    const { planId, paymentId } = step
    return settle(state, { kind: 'verification-failed', planId, orderId, paymentId })
  }
  if (step.name === 'idle' && outcome?.kind === 'payment-received' && outcome.orderId === orderId) {
    return settle(state, { ...outcome, kind: 'verification-failed' })
  }
  return state
}

/** The alert each outcome shows; a dismissal and a failed payment are told in the page instead. */
export function outcomeAlert(outcome: PurchaseOutcome | null): string | null {
  switch (outcome?.kind) {
    case 'checkout-unavailable':
      return 'Failed to load Razorpay SDK. Please check your internet connection.'
    case 'order-failed':
      return 'Something went wrong'
    case 'payments-unavailable':
      return 'Online payment is not available right now.'
    case 'payment-received':
      return 'Payment received. Your plan will be active shortly.'
    case 'verification-failed':
      return 'Payment verification failed'
    case 'activated':
      return 'Payment successful and plan activated!'
    default:
      return null
  }
}
