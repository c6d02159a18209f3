import { z } from '../lib/schema.ts'
import { orderTokenPattern } from './my-order.ts'

/**
 * The plan-order payloads, imported by the browser (src/features/plans) and by the server
 * (server/payments): create an order, the checkout's answer, verify it, read an order's state.
 */

const maxPlanId = 2_147_483_647

/** A plan id as a number, or its digits as a string (the form a classic form post sends). */
export const planIdSchema = z.union([
  z.int().check(z.positive(), z.maximum(maxPlanId)),
  z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number)),
])

/**
 * POST /api/create-plan-order/ body. The amount is never taken from the request. `business_details`
 * ('Add GST details', src/contracts/business-details.ts) is checked by checkBusinessDetails; left out,
 * the buyer is unregistered. `buyer_details` (an unregistered buyer's name, address and state,
 * src/contracts/buyer-details.ts) is checked by checkBuyerDetails, and required from ₹50,000 taxable.
 */
export const createPlanOrderSchema = z.object({
  plan_id: planIdSchema,
  business_details: z.optional(z.unknown()),
  buyer_details: z.optional(z.unknown()),
})

export const razorpayCheckoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js'
/** The companion server's stand-in checkout, a path on the API that created the order. */
export const sandboxCheckoutScriptPath = '/api/sandbox/checkout.js'

/** The only checkout scripts a page loads: a tampered order answer cannot name any other. */
export const checkoutScriptUrlSchema = z.enum([razorpayCheckoutScriptUrl, sandboxCheckoutScriptPath])
export type CheckoutScriptUrl = z.infer<typeof checkoutScriptUrlSchema>

/** POST /api/create-plan-order/ answer: amount in paise, decided by the server from the stored price. */
export const planOrderSchema = z.object({
  razorpay_key_id: z.string().check(z.minLength(1)),
  amount: z.int().check(z.positive()),
  currency: z.literal('INR'),
  order_id: z.string().check(z.minLength(1)),
  // Chosen by the server's payment mode at run time; the original portal names none and takes Razorpay's.
  checkout_script_url: z._default(checkoutScriptUrlSchema, razorpayCheckoutScriptUrl),
})
export type PlanOrder = z.infer<typeof planOrderSchema>

const providerId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100))

/** What the checkout hands its `handler` after a payment. */
export const paymentResponseSchema = z.object({
  razorpay_payment_id: providerId,
  razorpay_order_id: providerId,
  razorpay_signature: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
})
export type PaymentResponse = z.infer<typeof paymentResponseSchema>

/** POST /api/verify-and-activate/ body: the checkout's answer and the plan it was for. */
export const verifyPaymentSchema = z.extend(paymentResponseSchema, { plan_id: planIdSchema })

/**
 * POST /api/verify-and-activate/ answer. This server names the plan as an object; the original
 * portal answered its bare id. Both mean the same activation.
 */
export const activationSchema = z.object({
  current_plan: z.union([z.int().check(z.positive()), z.object({ id: z.int().check(z.positive()) })]),
  /** This server's private link to the order page (`/my-order#<token>`), for the buyer's device to keep. */
  order_token: z.optional(z.string().check(z.regex(orderTokenPattern))),
})
export type Activation = z.infer<typeof activationSchema>

export function activatedPlanId({ current_plan: plan }: Activation): number {
  return typeof plan === 'number' ? plan : plan.id
}

/** An order id as the providers make them (order_ and 14 base-62 characters), bounded generously. */
export const orderIdPattern = /^[A-Za-z0-9_-]{1,100}$/

/** GET /api/plan-orders/:order_id/ answer: whether the order is paid, and for which plan. No personal data. */
export const orderStatusSchema = z.object({
  order_id: z.string().check(z.minLength(1)),
  paid: z.boolean(),
  plan_id: z.int().check(z.positive()),
})
export type OrderStatus = z.infer<typeof orderStatusSchema>
