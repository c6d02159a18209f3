import type { Plan } from './plan-schema'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Checkout, CheckoutConstructor, CheckoutOptions } from './checkout-script'
import { PaymentsUnavailableError, VerificationRefusedError } from './plans-api'
import { followUpDelaysMs, purchase, type PurchaseDeps, type SendPurchaseEvent } from './purchase-flow'
import { initialPurchaseState, purchaseReducer, type PurchaseState } from './purchase-machine'

const growth: Plan = {
  id: 2,
  name: 'Growth',
  max_users: 25,
  max_tasks: 5000,
  max_storage_gb: 100,
  price: 9999,
  billing: 'one-off',
}
const order = {
  razorpay_key_id: 'rzp_test_1',
  amount: 999900,
  currency: 'INR' as const,
  order_id: 'order_1',
  checkout_script_url: 'https://checkout.razorpay.com/v1/checkout.js' as const,
}
const payment = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' }

function harness(overrides: Partial<PurchaseDeps> = {}) {
  let state: PurchaseState = initialPurchaseState
  const send: SendPurchaseEvent = (event) => {
    const next = purchaseReducer(state, event)
    if (next === state) return null
    state = next
    return next
  }
  const checkouts: { options: CheckoutOptions; failed: ((failure: unknown) => void)[] }[] = []
  class FakeCheckout implements Checkout {
    readonly record: (typeof checkouts)[number]
    constructor(options: CheckoutOptions) {
      this.record = { options, failed: [] }
      checkouts.push(this.record)
    }
    open() {}
    on(_event: 'payment.failed', callback: (failure: unknown) => void) {
      this.record.failed.push(callback)
    }
  }
  const Constructor: CheckoutConstructor = FakeCheckout
  const deps: PurchaseDeps = {
    loadCheckout: vi.fn(async () => Constructor),
    createPlanOrder: vi.fn(async () => order),
    verifyAndActivate: vi.fn(async () => ({ planId: 2, orderToken })),
    fetchOrderStatus: vi.fn(async () => ({ order_id: 'order_1', paid: false, plan_id: 2 })),
    rememberActivatedPlan: vi.fn(async () => {}),
    alert: vi.fn(),
    wait: vi.fn(async () => {}),
    ...overrides,
  }
  return { deps, send, checkouts, state: () => state }
}

/** Lets the flow finish: its schema module loads on demand, then the awaited calls resolve. */
const settled = async () => {
  await vi.dynamicImportSettled()
  await new Promise((resolve) => setTimeout(resolve, 0))
}

const orderToken = 'T'.repeat(43)

afterEach(() => vi.restoreAllMocks())

describe('purchase', () => {
  it('verifies a payment, activates and remembers the plan with its order and link, then alerts success', async () => {
    const { deps, send, checkouts, state } = harness()
    await purchase(growth, send, deps)
    expect(deps.createPlanOrder).toHaveBeenCalledWith(2)
    checkouts[0]?.options.handler(payment)
    await settled()
    expect(deps.verifyAndActivate).toHaveBeenCalledWith(payment, 2)
    expect(deps.rememberActivatedPlan).toHaveBeenCalledWith({ planId: 2, orderId: 'order_1', orderToken })
    expect(deps.alert).toHaveBeenCalledWith('Payment successful and plan activated!')
    expect(state().activePlanId).toBe(2)
  })

  it('starts nothing while another purchase runs', async () => {
    const { deps, send } = harness()
    const first = purchase(growth, send, deps)
    await purchase({ ...growth, id: 3 }, send, deps)
    await first
    expect(deps.loadCheckout).toHaveBeenCalledTimes(1)
    expect(deps.createPlanOrder).toHaveBeenCalledTimes(1)
  })

  it('loads the checkout script the order answer names, after the order', async () => {
    const sandboxOrder = { ...order, checkout_script_url: '/api/sandbox/checkout.js' as const }
    const { deps, send, checkouts } = harness({ createPlanOrder: vi.fn(async () => sandboxOrder) })
    await purchase(growth, send, deps)
    expect(deps.loadCheckout).toHaveBeenCalledWith('/api/sandbox/checkout.js')
    expect(checkouts).toHaveLength(1)
  })

  it('alerts when the script fails and opens no checkout', async () => {
    const { deps, send, checkouts, state } = harness({
      loadCheckout: vi.fn(async () => Promise.reject(new Error('offline'))),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await purchase(growth, send, deps)
    expect(deps.alert).toHaveBeenCalledWith('Failed to load Razorpay SDK. Please check your internet connection.')
    expect(checkouts).toHaveLength(0)
    expect(state().step.name).toBe('idle')
  })

  it('alerts when the order fails, and loads and opens no checkout', async () => {
    const { deps, send, checkouts } = harness({ createPlanOrder: vi.fn(async () => Promise.reject(new Error('502'))) })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await purchase(growth, send, deps)
    expect(deps.alert).toHaveBeenCalledWith('Something went wrong')
    expect(deps.loadCheckout).not.toHaveBeenCalled()
    expect(checkouts).toHaveLength(0)
  })

  it('says payment is unavailable when the server takes no payments (503) and opens no checkout', async () => {
    const { deps, send, checkouts, state } = harness({
      createPlanOrder: vi.fn(async () => Promise.reject(new PaymentsUnavailableError('503'))),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await purchase(growth, send, deps)
    expect(deps.alert).toHaveBeenCalledWith('Online payment is not available right now.')
    expect(state().outcome).toEqual({ kind: 'payments-unavailable', planId: 2 })
    expect(deps.loadCheckout).not.toHaveBeenCalled()
    expect(checkouts).toHaveLength(0)
  })

  it('tells a paid buyer the payment went through when the verify answer cannot be read, then activates once the order shows paid', async () => {
    const statuses = [false, false, true]
    const { deps, send, checkouts, state } = harness({
      verifyAndActivate: vi.fn(async () => Promise.reject(new Error('unreadable answer'))),
      fetchOrderStatus: vi.fn(async () => ({ order_id: 'order_1', paid: statuses.shift() ?? true, plan_id: 2 })),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await purchase(growth, send, deps)
    checkouts[0]?.options.handler(payment)
    await settled()
    expect(deps.alert).toHaveBeenNthCalledWith(1, 'Payment received. Your plan will be active shortly.')
    expect(deps.alert).toHaveBeenNthCalledWith(2, 'Payment successful and plan activated!')
    expect(deps.alert).not.toHaveBeenCalledWith('Payment verification failed')
    expect(deps.fetchOrderStatus).toHaveBeenCalledTimes(3)
    expect(deps.fetchOrderStatus).toHaveBeenCalledWith('order_1')
    // Read paid, with no verify answer: the order without a link (its receipt e-mail brings one).
    expect(deps.rememberActivatedPlan).toHaveBeenCalledWith({ planId: 2, orderId: 'order_1', orderToken: null })
    expect(state()).toMatchObject({ activePlanId: 2, outcome: { kind: 'activated', planId: 2 } })
  })

  it('verifies again during the follow-up, which confirms a payment whose first verify was lost', async () => {
    const verify = vi.fn(async () => ({ planId: 2, orderToken: null }))
    verify.mockRejectedValueOnce(new Error('network'))
    const { deps, send, checkouts, state } = harness({ verifyAndActivate: verify })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await purchase(growth, send, deps)
    checkouts[0]?.options.handler(payment)
    await settled()
    expect(verify).toHaveBeenCalledTimes(2)
    expect(state().activePlanId).toBe(2)
  })

  it('treats an unreadable checkout response as a payment received and follows the order, without verifying', async () => {
    const { deps, send, checkouts, state } = harness({
      fetchOrderStatus: vi.fn(async () => ({ order_id: 'order_1', paid: true, plan_id: 2 })),
    })
    await purchase(growth, send, deps)
    checkouts[0]?.options.handler({ razorpay_payment_id: 'pay_1' })
    await settled()
    expect(deps.verifyAndActivate).not.toHaveBeenCalled()
    expect(deps.alert).toHaveBeenCalledWith('Payment received. Your plan will be active shortly.')
    expect(deps.alert).not.toHaveBeenCalledWith('Payment verification failed')
    expect(state().activePlanId).toBe(2)
  })

  it('says verification failed when the server refuses the payment (4xx), activates nothing and stops asking', async () => {
    const { deps, send, checkouts, state } = harness({
      verifyAndActivate: vi.fn(async () => Promise.reject(new VerificationRefusedError('answered 400'))),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await purchase(growth, send, deps)
    checkouts[0]?.options.handler(payment)
    await settled()
    expect(deps.alert).toHaveBeenCalledTimes(1)
    expect(deps.alert).toHaveBeenCalledWith('Payment verification failed')
    expect(state()).toMatchObject({
      step: { name: 'idle' },
      activePlanId: null,
      outcome: { kind: 'verification-failed', planId: 2, orderId: 'order_1', paymentId: 'pay_1' },
    })
    expect(deps.rememberActivatedPlan).not.toHaveBeenCalled()
    expect(deps.fetchOrderStatus).not.toHaveBeenCalled()
  })

  it('tells a refusal that comes on a follow-up, after the first answer was lost', async () => {
    const verify = vi.fn(async () => Promise.reject(new VerificationRefusedError('answered 400')))
    verify.mockRejectedValueOnce(new Error('network'))
    const { deps, send, checkouts, state } = harness({ verifyAndActivate: verify })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await purchase(growth, send, deps)
    checkouts[0]?.options.handler(payment)
    await settled()
    expect(deps.alert).toHaveBeenNthCalledWith(1, 'Payment received. Your plan will be active shortly.')
    expect(deps.alert).toHaveBeenNthCalledWith(2, 'Payment verification failed')
    expect(verify).toHaveBeenCalledTimes(2)
    expect(state().outcome?.kind).toBe('verification-failed')
    expect(state().activePlanId).toBeNull()
  })

  it('stops following an order the server never confirms, without a failure while no verdict came', async () => {
    const { deps, send, checkouts, state } = harness({
      verifyAndActivate: vi.fn(async () => Promise.reject(new Error('answered 502'))),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await purchase(growth, send, deps)
    checkouts[0]?.options.handler(payment)
    await settled()
    expect(deps.fetchOrderStatus).toHaveBeenCalledTimes(followUpDelaysMs.length)
    expect(deps.alert).toHaveBeenCalledTimes(1)
    expect(state().outcome?.kind).toBe('payment-received')
    expect(state().activePlanId).toBeNull()
  })

  it('clears the busy state silently on dismiss and on payment.failed', async () => {
    const dismissed = harness()
    await purchase(growth, dismissed.send, dismissed.deps)
    dismissed.checkouts[0]?.options.modal.ondismiss()
    expect(dismissed.state().outcome?.kind).toBe('dismissed')

    const failed = harness()
    await purchase(growth, failed.send, failed.deps)
    for (const callback of failed.checkouts[0]?.failed ?? []) callback({ error: { description: 'declined' } })
    expect(failed.state().outcome?.kind).toBe('payment-failed')
    expect(failed.deps.alert).not.toHaveBeenCalled()
    expect(dismissed.deps.alert).not.toHaveBeenCalled()
  })

  it('still verifies a retry that succeeds in the checkout after payment.failed', async () => {
    const { deps, send, checkouts, state } = harness()
    await purchase(growth, send, deps)
    for (const callback of checkouts[0]?.failed ?? []) callback({})
    checkouts[0]?.options.handler(payment)
    await settled()
    expect(deps.verifyAndActivate).toHaveBeenCalledTimes(1)
    expect(state().activePlanId).toBe(2)
  })
})
