import type { RouterContext } from '../../site/page-data'
import { loadPlanSchema } from './load-plan-schema'
import type { Plan } from './plan-schema'
import type { PlanList } from './plans-api'

/** The plans read from each payload: the server renders many pages from one version of the list. */
const read = new WeakMap<object, Plan[]>()

/**
 * Reads the plans the server renders with as `/api/plans/`'s answer is read; nothing when they are not
 * a list, or in the browser (which gets the result in the router's state, or fetches afresh).
 */
export async function initialPlans(context: RouterContext): Promise<PlanList | undefined> {
  const payload = context.pageData?.plans
  if (!Array.isArray(payload)) return undefined
  let plans = read.get(payload)
  if (plans === undefined) {
    const { parsePlans } = await loadPlanSchema()
    plans = parsePlans(payload)
    read.set(payload, plans)
  }
  return { plans, savedAt: undefined }
}
