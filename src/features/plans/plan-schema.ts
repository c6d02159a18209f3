import { z } from '../../lib/schema'
import { planSchema, type Plan } from '../../contracts/plan.ts'
import { orderIdPattern } from '../../contracts/order.ts'
import { orderTokenPattern } from '../../contracts/my-order.ts'

export { planSchema, type Plan }

/** Keeps every record that parses; one bad record must not hide the other plans. */
export function parsePlans(data: unknown): Plan[] {
  if (!Array.isArray(data)) return []
  return data.flatMap((record: unknown) => {
    const parsed = planSchema.safeParse(record)
    return parsed.success ? [parsed.data] : []
  })
}

/** The checkout's `payment.failed` payload; only the reason is used, and only when present. */
export const paymentFailureSchema = z.object({
  error: z.optional(z.object({ description: z.optional(z.string()) })),
})

/**
 * The reminder this device keeps of the plan it activated (see activated-plan-store): the order, to ask
 * whether it is still paid, and its page's token, for the link. Reminders kept before have neither.
 */
export const activatedPlanSchema = z.object({
  planId: z.int().check(z.positive()),
  activatedAt: z.string(),
  orderId: z.optional(z.string().check(z.regex(orderIdPattern))),
  orderToken: z.optional(z.nullable(z.string().check(z.regex(orderTokenPattern)))),
})
export type ActivatedPlan = z.infer<typeof activatedPlanSchema>
