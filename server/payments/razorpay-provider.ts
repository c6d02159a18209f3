import { z } from 'zod'
import { razorpayCheckoutScriptUrl } from '../../src/contracts/order.ts'
import type { RazorpayKeys } from './payments-env.ts'
import { PaymentProviderError, type OrderRequest, type PaymentProvider } from './payment-provider.ts'
import { razorpayRefund } from './razorpay-refund.ts'

const orderResponseSchema = z.object({ id: z.string().min(1), amount: z.number(), currency: z.string() })

/**
 * Creates orders through Razorpay's Orders API (POST /v1/orders) and refunds payments through its
 * Refunds API, with HTTP basic auth with the key pair.
 */
export function razorpayProvider(keys: RazorpayKeys, apiBase = 'https://api.razorpay.com/v1'): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    reach: 'everyone',
    checkoutScriptUrl: razorpayCheckoutScriptUrl,
    async createOrder(request: OrderRequest) {
      let response: Response
      try {
        response = await fetch(`${apiBase}/orders`, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        throw new PaymentProviderError(`Razorpay unreachable: ${String(error)}`)
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300)
        throw new PaymentProviderError(`Razorpay answered ${response.status}: ${detail}`)
      }
      const parsed = orderResponseSchema.safeParse(await response.json().catch(() => null))
      if (!parsed.success || parsed.data.amount !== request.amount) {
        throw new PaymentProviderError('Razorpay answered an unexpected order')
      }
      return { id: parsed.data.id }
    },
    refund: (request) => razorpayRefund(apiBase, authorization, request),
  }
}
