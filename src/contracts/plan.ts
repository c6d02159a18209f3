import { z } from '../lib/schema.ts'

/** What a plan's price buys: one payment, or a price per month or per year (issue 60 item 8). */
export const planBillings = ['one-off', 'monthly', 'yearly'] as const
export type PlanBilling = (typeof planBillings)[number]

/**
 * A subscription plan as GET /api/plans/ lists it and the server stores it; price in whole rupees.
 * The server checks each row it answers with against this; the site keeps each record that passes.
 */
export const planSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.trim(), z.minLength(1)),
  max_users: z.int().check(z.nonnegative()),
  max_tasks: z.int().check(z.nonnegative()),
  max_storage_gb: z.int().check(z.nonnegative()),
  price: z.int().check(z.nonnegative()),
  // Older servers (and the original portal) name none: their plans were paid once.
  billing: z._default(z.enum(planBillings), 'one-off'),
})

export type Plan = z.infer<typeof planSchema>
