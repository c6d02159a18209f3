import { describe, expect, it } from 'vitest'
import {
  initialPurchaseState,
  isBusy,
  outcomeAlert,
  purchaseReducer,
  type PurchaseEvent,
  type PurchaseState,
  type PurchaseStep,
} from './purchase-machine'

function run(events: PurchaseEvent[], from: PurchaseState = initialPurchaseState): PurchaseState {
  return events.reduce(purchaseReducer, from)
}

const toPaying: PurchaseEvent[] = [
  { type: 'buy', planId: 2 },
  { type: 'order-created', orderId: 'order_1' },
  { type: 'checkout-loaded' },
]
const toVerifying: PurchaseEvent[] = [...toPaying, { type: 'paid', orderId: 'order_1', paymentId: 'pay_1' }]

const steps: Record<PurchaseStep['name'], PurchaseEvent[]> = {
  idle: [],
  'creating-order': toPaying.slice(0, 1),
  'loading-checkout': toPaying.slice(0, 2),
  paying: toPaying,
  verifying: toVerifying,
}

const allEvents: PurchaseEvent[] = [
  { type: 'buy', planId: 3 },
  { type: 'checkout-loaded' },
  { type: 'checkout-failed' },
  { type: 'order-created', orderId: 'order_9' },
  { type: 'order-failed' },
  { type: 'dismissed' },
  { type: 'payment-failed' },
  { type: 'paid', orderId: 'order_9', paymentId: 'pay_9' },
  { type: 'verified', planId: 3 },
  { type: 'unconfirmed' },
  { type: 'refused', orderId: 'order_9' },
  { type: 'payments-unavailable' },
]

/** Which events each step acts on; every other event must leave the state untouched. */
const accepted: Record<PurchaseStep['name'], PurchaseEvent['type'][]> = {
  idle: ['buy'],
  'creating-order': ['order-created', 'order-failed', 'payments-unavailable'],
  'loading-checkout': ['checkout-loaded', 'checkout-failed'],
  paying: ['dismissed', 'payment-failed'],
  verifying: ['verified', 'unconfirmed'],
}

describe('purchaseReducer: the happy path', () => {
  it('goes idle → creating order → loading the checkout it names → paying → verifying → idle with the plan active', () => {
    let state = run([{ type: 'buy', planId: 2 }])
    expect(state.step).toEqual({ name: 'creating-order', planId: 2 })
    expect(isBusy(state)).toBe(true)

    state = purchaseReducer(state, { type: 'order-created', orderId: 'order_1' })
    expect(state.step).toEqual({ name: 'loading-checkout', planId: 2, orderId: 'order_1' })

    state = purchaseReducer(state, { type: 'checkout-loaded' })
    expect(state.step).toEqual({ name: 'paying', planId: 2, orderId: 'order_1' })

    state = purchaseReducer(state, { type: 'paid', orderId: 'order_1', paymentId: 'pay_1' })
    expect(state.step).toEqual({ name: 'verifying', planId: 2, orderId: 'order_1', paymentId: 'pay_1' })

    state = purchaseReducer(state, { type: 'verified', planId: 2 })
    expect(state).toEqual({ step: { name: 'idle' }, activePlanId: 2, outcome: { kind: 'activated', planId: 2 } })
    expect(isBusy(state)).toBe(false)
    expect(outcomeAlert(state.outcome)).toBe('Payment successful and plan activated!')
  })

  it('marks the plan the server says it activated', () => {
    expect(run([...toVerifying, { type: 'verified', planId: 7 }]).activePlanId).toBe(7)
  })
})

describe('purchaseReducer: failures clear the busy state', () => {
  it('checkout script failure', () => {
    const state = run([...toPaying.slice(0, 2), { type: 'checkout-failed' }])
    expect(state.step).toEqual({ name: 'idle' })
    expect(state.outcome).toEqual({ kind: 'checkout-unavailable', planId: 2 })
    expect(outcomeAlert(state.outcome)).toBe('Failed to load Razorpay SDK. Please check your internet connection.')
  })

  it('order failure', () => {
    const state = run([...toPaying.slice(0, 1), { type: 'order-failed' }])
    expect(state.step).toEqual({ name: 'idle' })
    expect(state.outcome).toEqual({ kind: 'order-failed', planId: 2 })
    expect(outcomeAlert(state.outcome)).toBe('Something went wrong')
  })

  it('dismissing the checkout', () => {
    const state = run([...toPaying, { type: 'dismissed' }])
    expect(state.step).toEqual({ name: 'idle' })
    expect(state.outcome).toEqual({ kind: 'dismissed', planId: 2 })
    expect(outcomeAlert(state.outcome)).toBeNull()
  })

  it('a failed payment', () => {
    const state = run([...toPaying, { type: 'payment-failed' }])
    expect(state.step).toEqual({ name: 'idle' })
    expect(state.outcome).toEqual({ kind: 'payment-failed', planId: 2, orderId: 'order_1' })
    expect(outcomeAlert(state.outcome)).toBeNull()
  })

  it('payments unavailable on the server', () => {
    const state = run([...toPaying.slice(0, 1), { type: 'payments-unavailable' }])
    expect(state.step).toEqual({ name: 'idle' })
    expect(state.outcome).toEqual({ kind: 'payments-unavailable', planId: 2 })
    expect(outcomeAlert(state.outcome)).toBe('Online payment is not available right now.')
  })

  it('keeps the previously active plan when a later purchase fails', () => {
    const active = run([...toVerifying, { type: 'verified', planId: 2 }])
    const state = run([{ type: 'buy', planId: 3 }, { type: 'order-failed' }], active)
    expect(state.activePlanId).toBe(2)
  })
})

describe('purchaseReducer: after the checkout reported success, a failure only on the server’s verdict', () => {
  it('a refused verification is a failure: not activated, and the payment id kept for the message', () => {
    const state = run([...toVerifying, { type: 'refused', orderId: 'order_1' }])
    expect(state).toEqual({
      step: { name: 'idle' },
      activePlanId: null,
      outcome: { kind: 'verification-failed', planId: 2, orderId: 'order_1', paymentId: 'pay_1' },
    })
    expect(outcomeAlert(state.outcome)).toBe('Payment verification failed')
  })

  it('a refusal on a follow-up turns a payment received into a failure, for that order only', () => {
    const received = run([...toVerifying, { type: 'unconfirmed' }])
    expect(purchaseReducer(received, { type: 'refused', orderId: 'order_other' })).toBe(received)
    const state = purchaseReducer(received, { type: 'refused', orderId: 'order_1' })
    expect(state.outcome).toEqual({ kind: 'verification-failed', planId: 2, orderId: 'order_1', paymentId: 'pay_1' })
    const next = purchaseReducer(received, { type: 'buy', planId: 3 })
    expect(purchaseReducer(next, { type: 'refused', orderId: 'order_1' })).toBe(next)
  })

  it('keeps the previously active plan when a later verification is refused', () => {
    const active = run([...toVerifying, { type: 'verified', planId: 2 }])
    const state = run(
      [
        { type: 'buy', planId: 3 },
        { type: 'order-created', orderId: 'order_3' },
        { type: 'checkout-loaded' },
        { type: 'paid', orderId: 'order_3', paymentId: 'pay_3' },
        { type: 'refused', orderId: 'order_3' },
      ],
      active,
    )
    expect(state.outcome?.kind).toBe('verification-failed')
    expect(state.activePlanId).toBe(2)
  })

  it('an unreadable verify answer says the payment was received, and keeps the payment id', () => {
    const state = run([...toVerifying, { type: 'unconfirmed' }])
    expect(state.step).toEqual({ name: 'idle' })
    expect(state.outcome).toEqual({ kind: 'payment-received', planId: 2, orderId: 'order_1', paymentId: 'pay_1' })
    expect(outcomeAlert(state.outcome)).toBe('Payment received. Your plan will be active shortly.')
  })

  it('an unreadable checkout response is still a payment received', () => {
    const state = run([...toPaying, { type: 'paid', orderId: 'order_1', paymentId: null }, { type: 'unconfirmed' }])
    expect(state.outcome).toEqual({ kind: 'payment-received', planId: 2, orderId: 'order_1', paymentId: null })
    expect(isBusy(state)).toBe(false)
  })

  it('activates the plan when a follow-up confirms the order', () => {
    const received = run([...toVerifying, { type: 'unconfirmed' }])
    const state = purchaseReducer(received, { type: 'confirmed', orderId: 'order_1', planId: 2 })
    expect(state).toEqual({ step: { name: 'idle' }, activePlanId: 2, outcome: { kind: 'activated', planId: 2 } })
  })

  it('marks the plan active without disturbing a purchase the buyer started meanwhile', () => {
    const received = run([...toVerifying, { type: 'unconfirmed' }])
    const next = purchaseReducer(received, { type: 'buy', planId: 3 })
    const state = purchaseReducer(next, { type: 'confirmed', orderId: 'order_1', planId: 2 })
    expect(state.step).toEqual(next.step)
    expect(state.activePlanId).toBe(2)
  })
})

describe('purchaseReducer: one purchase at a time', () => {
  for (const [name, events] of Object.entries(steps)) {
    it(`in step ${name}, ignores every event it does not expect`, () => {
      const before = run(events)
      const acts = accepted[before.step.name]
      for (const event of allEvents) {
        if (acts.includes(event.type)) continue
        expect(purchaseReducer(before, event), `${name} + ${event.type}`).toBe(before)
      }
    })
  }

  it('refuses a second buy while busy: one click, one order', () => {
    const busy = run([{ type: 'buy', planId: 2 }])
    expect(purchaseReducer(busy, { type: 'buy', planId: 2 })).toBe(busy)
    expect(purchaseReducer(busy, { type: 'buy', planId: 3 })).toBe(busy)
  })

  it('refuses to buy the plan that is already active', () => {
    const active = run([...toVerifying, { type: 'verified', planId: 2 }])
    expect(purchaseReducer(active, { type: 'buy', planId: 2 })).toBe(active)
    expect(purchaseReducer(active, { type: 'buy', planId: 3 }).step.name).toBe('creating-order')
  })

  it('clears the last outcome when a new purchase starts', () => {
    const failed = run([...toPaying.slice(0, 2), { type: 'checkout-failed' }])
    expect(purchaseReducer(failed, { type: 'buy', planId: 2 }).outcome).toBeNull()
  })

  it('ignores a payment for another order', () => {
    const paying = run(toPaying)
    expect(purchaseReducer(paying, { type: 'paid', orderId: 'order_other', paymentId: 'pay_1' })).toBe(paying)
  })

  it('ignores a dismissal once the payment is being verified', () => {
    const verifying = run(toVerifying)
    expect(purchaseReducer(verifying, { type: 'dismissed' })).toBe(verifying)
  })
})

describe('purchaseReducer: a retry inside the checkout after a failed payment', () => {
  it('still verifies a payment that succeeds after payment-failed', () => {
    const failed = run([...toPaying, { type: 'payment-failed' }])
    const state = purchaseReducer(failed, { type: 'paid', orderId: 'order_1', paymentId: 'pay_2' })
    expect(state.step).toEqual({ name: 'verifying', planId: 2, orderId: 'order_1', paymentId: 'pay_2' })
    expect(state.outcome).toBeNull()
  })

  it('ignores a payment for an order that did not fail', () => {
    const failed = run([...toPaying, { type: 'payment-failed' }])
    expect(purchaseReducer(failed, { type: 'paid', orderId: 'order_other', paymentId: 'pay_2' })).toBe(failed)
    const dismissed = run([...toPaying, { type: 'dismissed' }])
    expect(purchaseReducer(dismissed, { type: 'paid', orderId: 'order_1', paymentId: 'pay_2' })).toBe(dismissed)
  })
})

describe('purchaseReducer: the remembered plan', () => {
  it('restores the plan remembered on this device', () => {
    expect(run([{ type: 'restored', planId: 3 }]).activePlanId).toBe(3)
  })

  it('restores while a purchase runs without disturbing it', () => {
    const state = run([
      { type: 'buy', planId: 2 },
      { type: 'restored', planId: 3 },
    ])
    expect(state.step).toEqual({ name: 'creating-order', planId: 2 })
    expect(state.activePlanId).toBe(3)
  })

  it('never lets a late restore overwrite a fresh activation', () => {
    const active = run([...toVerifying, { type: 'verified', planId: 2 }])
    expect(purchaseReducer(active, { type: 'restored', planId: 1 })).toBe(active)
  })

  it('lets a refunded order’s plan go, but never a plan bought since', () => {
    expect(
      run([
        { type: 'restored', planId: 3 },
        { type: 'revoked', planId: 3 },
      ]).activePlanId,
    ).toBeNull()
    const active = run([...toVerifying, { type: 'verified', planId: 2 }])
    expect(purchaseReducer(active, { type: 'revoked', planId: 2 })).toBe(active)
    const buying = run([
      { type: 'restored', planId: 3 },
      { type: 'buy', planId: 2 },
    ])
    expect(purchaseReducer(buying, { type: 'revoked', planId: 3 })).toBe(buying)
  })
})
