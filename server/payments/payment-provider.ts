import type { CheckoutScriptUrl } from '../../src/contracts/order.ts'

export interface OrderRequest {
  /** In paise. */
  amount: number
  currency: 'INR'
  receipt: string
  notes: Record<string, string>
}

/** Creates orders with a payment provider; the key secret stays on the server and signs payments. */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox'
  readonly keyId: string
  readonly keySecret: string
  /** Who may pay through it: the sandbox signs any order, so by default only this machine may use it. */
  readonly reach: 'everyone' | 'loopback'
  /** The checkout the page loads for this provider's orders: told in each order answer, not baked into the build. */
  readonly checkoutScriptUrl: CheckoutScriptUrl
  createOrder(request: OrderRequest): Promise<{ id: string }>
}

/** The provider could not create the order (network, auth or its own error); the client may retry. */
export class PaymentProviderError extends Error {}
