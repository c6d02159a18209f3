import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { planSchema, planSelectList, type Plan } from './plan-schema.ts'

export function listPlans(db: Queryable): Promise<Plan[]> {
  return queryRows(db, planSchema, `SELECT ${planSelectList} FROM plans ORDER BY price, id`)
}

export function findPlan(db: Queryable, id: number): Promise<Plan | null> {
  return queryOne(db, planSchema, `SELECT ${planSelectList} FROM plans WHERE id = $1`, [id])
}
