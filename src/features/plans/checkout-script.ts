import type { CheckoutScriptUrl } from '../../contracts/order'
import { apiUrl } from '../../site/settings'

/** The parts of Razorpay Checkout's browser contract this site uses. */
export interface CheckoutOptions {
  key: string
  amount: number
  currency: string
  order_id: string
  name: string
  description: string
  prefill: { name: string; email: string; contact: string }
  method: { upi: boolean; card: boolean; netbanking: boolean; wallet: boolean; emi: boolean }
  /** The checkout's response is third-party data: parsed, never trusted as typed. */
  handler: (response: unknown) => void
  modal: { ondismiss: () => void }
}

export interface Checkout {
  open(): void
  on(event: 'payment.failed', callback: (failure: unknown) => void): void
}

export type CheckoutConstructor = new (options: CheckoutOptions) => Checkout

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor
  }
}

export const checkoutTimeoutMs = 5000

/** Loads per script address: the server may switch payment mode while the page stays open. */
const loads = new Map<string, Promise<CheckoutConstructor>>()

function isApiPath(url: string): url is `/api/${string}` {
  return url.startsWith('/api/')
}

/**
 * Loads the checkout script the order answer named (never in the first load) and resolves with its
 * constructor. Calls share one script element per address; the sandbox's path is on the API that
 * made the order. Gives up after `timeoutMs`; a failed attempt is forgotten, so the next Buy Now tries again.
 */
export function loadCheckout(url: CheckoutScriptUrl, timeoutMs = checkoutTimeoutMs): Promise<CheckoutConstructor> {
  const address = isApiPath(url) ? apiUrl(url) : url
  let loading = loads.get(address)
  if (loading === undefined) {
    loading = injectScript(address, timeoutMs)
    loads.set(address, loading)
    loading.catch(() => loads.delete(address))
  }
  return loading
}

function injectScript(url: string, timeoutMs: number): Promise<CheckoutConstructor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true

    const timer = window.setTimeout(() => fail(`Checkout script did not load within ${timeoutMs} ms`), timeoutMs)
    function settle() {
      window.clearTimeout(timer)
      script.onload = null
      script.onerror = null
    }
    function fail(message: string) {
      settle()
      script.remove()
      reject(new Error(message))
    }

    script.onload = () => {
      settle()
      // The script may load yet not define the constructor (a proxy's error page, a changed API).
      const Checkout = window.Razorpay
      if (typeof Checkout === 'function') resolve(Checkout)
      else fail('Checkout script loaded but defined no window.Razorpay')
    }
    script.onerror = () => fail(`Checkout script failed to load: ${url}`)
    document.head.append(script)
  })
}
