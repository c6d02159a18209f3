import { z } from 'zod'
import { PaymentProviderError, RefundRefused, type RefundAnswer, type RefundRequest } from './payment-provider.ts'

const refundResponseSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'processed', 'failed']),
})

const errorResponseSchema = z.object({ error: z.object({ description: z.string().optional() }) })

/** Razorpay's own words for a refusal, made safe to show: one line, no control characters, short. */
export function refusalReason(body: unknown, status: number): string {
  const parsed = errorResponseSchema.safeParse(body)
  const text = parsed.success ? (parsed.data.error.description ?? '') : ''
  const oneLine = Array.from(text, (char) => {
    const code = char.charCodeAt(0)
    return code < 32 || code === 127 ? ' ' : char
  }).join('')
  const clean = oneLine.replace(/\s+/g, ' ').trim().slice(0, 300)
  return clean === '' ? `Razorpay answered ${status} without a reason.` : clean
}

/**
 * POST /v1/payments/{id}/refund for the whole amount, with X-Refund-Idempotency: a retry with the same
 * key (after a timeout, or a second click) gets the same refund back, never a second one.
 * A 4xx is a refusal (nothing refunded) except 409 (the same request still being processed) and 429,
 * which like 5xx and network errors leave the outcome open and may be retried with the same key.
 */
export async function razorpayRefund(
  apiBase: string,
  authorization: string,
  request: RefundRequest,
): Promise<RefundAnswer> {
  let response: Response
  try {
    response = await fetch(`${apiBase}/payments/${encodeURIComponent(request.paymentId)}/refund`, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Type': 'application/json',
        'X-Refund-Idempotency': request.idempotencyKey,
      },
      body: JSON.stringify({ amount: request.amount, speed: 'normal', notes: request.notes }),
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new PaymentProviderError(`Razorpay unreachable: ${String(error)}`)
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.status === 409 || response.status === 429 || response.status >= 500) {
    throw new PaymentProviderError(`Razorpay answered ${response.status}`)
  }
  if (!response.ok) throw new RefundRefused(refusalReason(body, response.status))
  const parsed = refundResponseSchema.safeParse(body)
  if (!parsed.success || parsed.data.payment_id !== request.paymentId || parsed.data.amount !== request.amount) {
    throw new PaymentProviderError('Razorpay answered an unexpected refund')
  }
  return { id: parsed.data.id, status: parsed.data.status }
}
