import type { Plan } from './plan-schema.ts'

export const seedPlans: ReadonlyArray<Omit<Plan, 'id'>> = [
  { name: 'Starter', max_users: 5, max_tasks: 500, max_storage_gb: 10, price: 4999, billing: 'one-off' },
  { name: 'Growth', max_users: 25, max_tasks: 5000, max_storage_gb: 100, price: 9999, billing: 'one-off' },
  { name: 'Enterprise', max_users: 250, max_tasks: 100000, max_storage_gb: 1000, price: 24999, billing: 'one-off' },
]
