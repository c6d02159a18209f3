import { dateOf } from '../../lib/cached-response'
import { takePageData } from '../../lib/embedded-page-data'
import type { RouterContext } from '../../site/page-data'
import { loadPlanSchema } from './load-plan-schema'
import type { PlanList } from './plans-api'

/** Reads the embedded plans as `/api/plans/`'s answer is read; nothing when they are not a list. */
export async function initialPlans(context: RouterContext): Promise<PlanList | undefined> {
  const data = takePageData(context)
  if (data?.plans === undefined) return undefined
  const { parsePlans } = await loadPlanSchema()
  if (!Array.isArray(data.plans)) return undefined
  return { plans: parsePlans(data.plans), savedAt: dateOf(data.savedAt) }
}
