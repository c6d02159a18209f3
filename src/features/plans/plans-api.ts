import { savedAt } from '../../lib/cached-response'
import { apiUrl } from '../../site/settings'
import type { OrderStatus, PaymentResponse, PlanOrder } from '../../contracts/order'
import { buyerDetailsMessages } from '../../contracts/buyer-details'
import { buyerDetailsFor } from './buyer-details-store'
import { currentGstDetails } from './gst-details-store'
import { loadOrderContract } from './load-order-contract'
import { loadPlanSchema } from './load-plan-schema'
import type { Plan } from './plan-schema'

export interface PlanList {
  plans: Plan[]
  /** Set when the service worker answered from its cache. */
  savedAt: Date | undefined
}

/** The server takes no payments right now (503): disabled, or a sandbox for this machine only. */
export class PaymentsUnavailableError extends Error {}

/** The server refused the payment (a 4xx verdict: signature, order or plan do not match); nothing was activated. */
export class VerificationRefusedError extends Error {}

/**
 * The server asks for the buyer's name, address and state: the plan's price reached ₹50,000 before GST
 * since this page loaded its plans (staff set prices). Nothing was ordered.
 */
export class BuyerDetailsNeededError extends Error {}

/** 408 and 429 refuse the request, not the payment: like an unread answer, they are asked again. */
const notAVerdict = new Set([408, 429])

async function post(url: string, body: unknown): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status === 503) throw new PaymentsUnavailableError(`POST ${url} answered 503`)
  return response
}

function okJson(url: string, response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}`)
  return response.json()
}

export async function fetchPlans(signal?: AbortSignal): Promise<PlanList> {
  const schema = loadPlanSchema()
  const response = await fetch(apiUrl('/api/plans/'), { signal })
  if (!response.ok) throw new Error(`GET /api/plans/ answered ${response.status}`)
  const data: unknown = await response.json()
  const { parsePlans } = await schema
  return { plans: parsePlans(data), savedAt: savedAt(response) }
}

export async function createPlanOrder(planId: number): Promise<PlanOrder> {
  const contract = loadOrderContract()
  const url = apiUrl('/api/create-plan-order/')
  // The GST details saved on this device ('Add GST details'), if any: the invoice carries them. Without
  // them, the name, address and state given for this plan (from ₹50,000 taxable, issue 61 item 3).
  const business_details = currentGstDetails() ?? undefined
  const buyer_details = business_details === undefined ? buyerDetailsFor(planId) : undefined
  const response = await post(url, { plan_id: planId, business_details, buyer_details })
  if (response.status === 400 && business_details === undefined && buyer_details === undefined) {
    const problem: unknown = await response
      .clone()
      .json()
      .catch(() => null)
    if (typeof problem === 'object' && problem !== null && 'detail' in problem)
      if (problem.detail === buyerDetailsMessages.required) throw new BuyerDetailsNeededError(String(problem.detail))
  }
  const data = await okJson(url, response)
  return (await contract).planOrderSchema.parse(data)
}

/**
 * Resolves with the id of the plan the server activated. Throws VerificationRefusedError on the server's
 * 4xx verdict, and a plain error when the answer cannot be read (network, 5xx, another shape).
 */
/** What a verified payment activated: the plan, and the order page's token when the server gave one. */
export interface Activated {
  planId: number
  orderToken: string | null
}

export async function verifyAndActivate(payment: PaymentResponse, planId: number): Promise<Activated> {
  const body = {
    razorpay_payment_id: payment.razorpay_payment_id,
    razorpay_order_id: payment.razorpay_order_id,
    razorpay_signature: payment.razorpay_signature,
    plan_id: planId,
  }
  const contract = loadOrderContract()
  const url = apiUrl('/api/verify-and-activate/')
  const response = await post(url, body)
  const { status } = response
  if (status >= 400 && status < 500 && !notAVerdict.has(status)) {
    throw new VerificationRefusedError(`POST ${url} answered ${status}`)
  }
  const data = await okJson(url, response)
  const { activationSchema, activatedPlanId } = await contract
  const activation = activationSchema.parse(data)
  return { planId: activatedPlanId(activation), orderToken: activation.order_token ?? null }
}

/** Whether the server has the order as paid, and for which plan; never from a cache. */
export async function fetchOrderStatus(orderId: string): Promise<OrderStatus> {
  const contract = loadOrderContract()
  const response = await fetch(apiUrl(`/api/plan-orders/${encodeURIComponent(orderId)}/`), { cache: 'no-store' })
  if (!response.ok) throw new Error(`GET /api/plan-orders/ answered ${response.status}`)
  const data: unknown = await response.json()
  return (await contract).orderStatusSchema.parse(data)
}
