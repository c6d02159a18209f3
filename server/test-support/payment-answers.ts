import { z } from 'zod'

// The answers the payment tests parse (payments-sandbox.test.ts, payments-razorpay.test.ts).
export const orderSchema = z.object({
  razorpay_key_id: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  order_id: z.string(),
  // Required here (the shared contract defaults it): the server must always name the script.
  checkout_script_url: z.string(),
})
export const paidSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
})
export const detailSchema = z.object({ detail: z.string() })
