import { Hono } from 'hono'
import { checkPlanInput, consoleMessages, type PlanInput } from '../../src/contracts/console.ts'
import { isUniqueViolation, queryOne, type Db } from '../db/db.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { fieldErrors, problem } from '../http/problem.ts'
import type { PublicCaches } from '../http/public-caches.ts'
import { requestMessages } from '../messages.ts'
import { listPlans } from '../plans/plan-repository.ts'
import { planSchema, planSelectList } from '../plans/plan-schema.ts'
import { recordAudit } from './audit-log.ts'
import { type ConsoleVariables, requireStaff } from './console-auth-routes.ts'
import { pathId } from '../http/path-id.ts'

const planFields = ['name', 'max_users', 'max_tasks', 'max_storage_gb', 'price', 'billing'] as const

/** 'price 999 → 1299, max_users 5 → 10': what changed, for the audit list. */
function changes(before: PlanInput, after: PlanInput): string {
  return planFields
    .filter((field) => before[field] !== after[field])
    .map((field) => `${field} ${before[field]} → ${after[field]}`)
    .join(', ')
}

/**
 * The console's plans. A new price applies to orders made from now on (orders read the plan when
 * they are created); orders already made keep their amount.
 */
export function consolePlansRoutes(db: Db, caches: PublicCaches): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/plans/*', requireStaff(db, 'plans'))

  app.get('/console/plans/', async (c) => c.json({ results: await listPlans(db) }))

  app.put('/console/plans/:id', jsonBodyLimit(), async (c) => {
    const id = pathId(c.req.param('id'))
    if (id === null) return problem(c, 404, requestMessages.notFound)
    const checked = checkPlanInput(await readJson(c))
    if (!checked.ok) return fieldErrors(c, checked.errors)
    const plan = checked.data
    try {
      const saved = await db.transaction(async (tx) => {
        const before = await queryOne(tx, planSchema, `SELECT ${planSelectList} FROM plans WHERE id = $1 FOR UPDATE`, [
          id,
        ])
        if (before === null) return null
        const after = await queryOne(
          tx,
          planSchema,
          `UPDATE plans SET name = $2, max_users = $3, max_tasks = $4, max_storage_gb = $5, price = $6, billing = $7
           WHERE id = $1 RETURNING ${planSelectList}`,
          [id, plan.name, plan.max_users, plan.max_tasks, plan.max_storage_gb, plan.price, plan.billing],
        )
        const detail = changes(before, plan)
        if (detail !== '') {
          await recordAudit(tx, c.get('staff'), { action: 'plan.updated', subject: `Plan ${id}: ${plan.name}`, detail })
        }
        return after
      })
      if (saved === null) return problem(c, 404, requestMessages.notFound)
      caches.changed('plans')
      return c.json(saved)
    } catch (error) {
      if (isUniqueViolation(error)) return fieldErrors(c, { name: consoleMessages.planNameTaken })
      throw error
    }
  })
  return app
}
