import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkoutScriptUrl, defaultCheckoutScriptUrl, loadCheckout, type Checkout } from './checkout-script'

class FakeCheckout implements Checkout {
  open() {}
  on() {}
}

function injected(): HTMLScriptElement[] {
  return Array.from(document.head.querySelectorAll('script'))
}

beforeEach(() => {
  delete window.Razorpay
  for (const script of injected()) script.remove()
})
afterEach(() => vi.useRealTimers())

describe('loadCheckout', () => {
  it('defaults to Razorpay’s own script', () => {
    expect(checkoutScriptUrl).toBe(defaultCheckoutScriptUrl)
  })

  it('adds one script element and resolves with window.Razorpay once it loads', async () => {
    const first = loadCheckout('https://pay.example/checkout.js')
    const second = loadCheckout('https://pay.example/checkout.js')
    expect(injected()).toHaveLength(1)
    expect(injected()[0]?.src).toBe('https://pay.example/checkout.js')
    window.Razorpay = FakeCheckout
    injected()[0]?.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBe(FakeCheckout)
    await expect(second).resolves.toBe(FakeCheckout)
  })

  it('reuses a constructor that is already there without another script', async () => {
    window.Razorpay = FakeCheckout
    await expect(loadCheckout('https://pay.example/checkout.js')).resolves.toBe(FakeCheckout)
    expect(injected()).toHaveLength(0)
  })

  it('fails when the script errors, and tries again on the next call', async () => {
    const attempt = loadCheckout('https://pay.example/missing.js')
    injected()[0]?.dispatchEvent(new Event('error'))
    await expect(attempt).rejects.toThrow('failed to load')
    expect(injected()).toHaveLength(0)
    const retry = loadCheckout('https://pay.example/missing.js')
    expect(injected()).toHaveLength(1)
    injected()[0]?.dispatchEvent(new Event('error'))
    await expect(retry).rejects.toThrow('failed to load')
  })

  it('fails when the script loads but defines no window.Razorpay', async () => {
    const attempt = loadCheckout('https://pay.example/other.js')
    injected()[0]?.dispatchEvent(new Event('load'))
    await expect(attempt).rejects.toThrow('no window.Razorpay')
  })

  it('gives up after 5000 ms', async () => {
    vi.useFakeTimers()
    const attempt = loadCheckout('https://pay.example/slow.js')
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
