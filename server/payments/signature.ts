import { createHmac, timingSafeEqual } from 'node:crypto'

export function hmacSha256Hex(secret: string, message: string | Uint8Array): string {
  return createHmac('sha256', secret).update(message).digest('hex')
}

/** Constant-time comparison of a hex signature we computed with one a client sent. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false
  const expected = Buffer.from(expectedHex, 'hex')
  const given = Buffer.from(givenHex.toLowerCase(), 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Razorpay's checkout signature: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`)
}

export function verifyPaymentSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return signaturesMatch(paymentSignature(keySecret, orderId, paymentId), signature)
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret. */
export function verifyWebhookSignature(webhookSecret: string, rawBody: Uint8Array, signature: string): boolean {
  return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature)
}
