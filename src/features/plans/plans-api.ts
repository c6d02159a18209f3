import { savedAt } from '../../lib/cached-response'
import { apiUrl } from '../../site/settings'
import { loadPlanSchema } from './load-plan-schema'
import type { PaymentResponse, Plan, PlanOrder } from './plan-schema'

export interface PlanList {
  plans: Plan[]
  /** Set when the service worker answered from its cache. */
  savedAt: Date | undefined
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
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
  const schema = loadPlanSchema()
  const data = await postJson(apiUrl('/api/create-plan-order/'), { plan_id: planId })
  return (await schema).planOrderSchema.parse(data)
}

/** Resolves with the id of the plan the server activated; throws when the payment is not confirmed. */
export async function verifyAndActivate(payment: PaymentResponse, planId: number): Promise<number> {
  const body = {
    razorpay_payment_id: payment.razorpay_payment_id,
    razorpay_order_id: payment.razorpay_order_id,
    razorpay_signature: payment.razorpay_signature,
    plan_id: planId,
  }
  const schema = loadPlanSchema()
  const data = await postJson(apiUrl('/api/verify-and-activate/'), body)
  return (await schema).activationSchema.parse(data).current_plan.id
}
