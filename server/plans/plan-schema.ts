/** A subscription plan: the contract the site reads it with (`src/contracts/plan.ts`). */
export { planSchema, type Plan } from '../../src/contracts/plan.ts'

export const planSelectList = 'id, name, max_users, max_tasks, max_storage_gb, price, billing'
