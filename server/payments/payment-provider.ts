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
  /**
   * Refunds a captured payment in full. The same `idempotencyKey` always names the same refund, so
   * a retry after a lost answer never refunds twice. Throws RefundRefused when the provider says no
   * (nothing was refunded), PaymentProviderError when the outcome is unknown (safe to retry).
   */
  refund(request: RefundRequest): Promise<RefundAnswer>
}

export interface RefundRequest {
  paymentId: string
  /** In paise: the whole payment. */
  amount: number
  /** 10 or more letters, digits, '-' or '_' (Razorpay's X-Refund-Idempotency). */
  idempotencyKey: string
  notes: Record<string, string>
}

/** The refund as the provider created it: processed at once, pending (processed later), or failed. */
export interface RefundAnswer {
  id: string
  status: 'pending' | 'processed' | 'failed'
}

/** The provider could not create the order (network, auth or its own error); the client may retry. */
export class PaymentProviderError extends Error {}

/** The provider refused the refund (its 4xx answer); `reason` is its own description, shown to staff. */
export class RefundRefused extends Error {
  readonly reason: string
  constructor(reason: string) {
    super(`Refund refused: ${reason}`)
    this.reason = reason
  }
}
