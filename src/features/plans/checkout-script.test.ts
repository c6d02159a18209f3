import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Checkout, CheckoutConstructor } from './checkout-script'

const razorpay = 'https://checkout.razorpay.com/v1/checkout.js'
const sandbox = '/api/sandbox/checkout.js'

class FakeCheckout implements Checkout {
  open() {}
  on() {}
}
class OtherCheckout extends FakeCheckout {}

function injected(): HTMLScriptElement[] {
  return Array.from(document.head.querySelectorAll('script'))
}

/** What the script at the last element defines, then its load event. */
function finishLoading(Checkout: CheckoutConstructor | undefined, event = 'load') {
  if (Checkout) window.Razorpay = Checkout
  injected().at(-1)?.dispatchEvent(new Event(event))
}

// A fresh module per test: it remembers the scripts it loaded.
let loadCheckout: typeof import('./checkout-script').loadCheckout
beforeEach(async () => {
  vi.resetModules()
  ;({ loadCheckout } = await import('./checkout-script'))
  delete window.Razorpay
  for (const script of injected()) script.remove()
})
afterEach(() => vi.useRealTimers())

describe('loadCheckout', () => {
  it('adds one script element for the address the order named and resolves with window.Razorpay', async () => {
    const first = loadCheckout(razorpay)
    const second = loadCheckout(razorpay)
    expect(injected()).toHaveLength(1)
    expect(injected()[0]?.src).toBe(razorpay)
    finishLoading(FakeCheckout)
    await expect(first).resolves.toBe(FakeCheckout)
    await expect(second).resolves.toBe(FakeCheckout)
  })

  it('loads the sandbox’s path from the API, and reuses a loaded script without another element', async () => {
    const attempt = loadCheckout(sandbox)
    expect(injected()[0]?.src).toBe(new URL(sandbox, window.location.href).href)
    finishLoading(FakeCheckout)
    await expect(attempt).resolves.toBe(FakeCheckout)
    await expect(loadCheckout(sandbox)).resolves.toBe(FakeCheckout)
    expect(injected()).toHaveLength(1)
  })

  it('loads the other script when the server’s payment mode changed while the page stayed open', async () => {
    const sandboxLoad = loadCheckout(sandbox)
    finishLoading(FakeCheckout)
    await expect(sandboxLoad).resolves.toBe(FakeCheckout)
    const razorpayLoad = loadCheckout(razorpay)
    expect(injected()).toHaveLength(2)
    finishLoading(OtherCheckout)
    await expect(razorpayLoad).resolves.toBe(OtherCheckout)
  })

  it('fails when the script errors, and tries again on the next call', async () => {
    const attempt = loadCheckout(razorpay)
    finishLoading(undefined, 'error')
    await expect(attempt).rejects.toThrow('failed to load')
    expect(injected()).toHaveLength(0)
    const retry = loadCheckout(razorpay)
    expect(injected()).toHaveLength(1)
    finishLoading(undefined, 'error')
    await expect(retry).rejects.toThrow('failed to load')
  })

  it('fails when the script loads but defines no window.Razorpay', async () => {
    const attempt = loadCheckout(razorpay)
    finishLoading(undefined)
    await expect(attempt).rejects.toThrow('no window.Razorpay')
  })

  it('gives up after 5000 ms', async () => {
    vi.useFakeTimers()
    const attempt = loadCheckout(razorpay)
    const outcome = attempt.then(
      () => 'loaded',
      (error: unknown) => (error instanceof Error ? error.message : 'failed'),
    )
    vi.advanceTimersByTime(4999)
    expect(injected()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await expect(outcome).resolves.toContain('5000 ms')
    expect(injected()).toHaveLength(0)
  })
})
