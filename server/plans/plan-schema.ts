import { z } from 'zod'

/** A subscription plan; price in whole rupees. */
export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  max_users: z.number().int(),
  max_tasks: z.number().int(),
  max_storage_gb: z.number().int(),
  price: z.number().int(),
})

export type Plan = z.infer<typeof planSchema>

export const planSelectList = 'id, name, max_users, max_tasks, max_storage_gb, price'
