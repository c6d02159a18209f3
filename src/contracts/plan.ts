import { z } from '../lib/schema.ts'

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
})

export type Plan = z.infer<typeof planSchema>
