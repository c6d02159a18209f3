import { consolePlanSchema, listOf, type PlanInput } from '../../../contracts/console'
import type { Plan } from '../../../contracts/plan'
import { consoleData } from '../console-api'

export async function fetchConsolePlans(signal: AbortSignal): Promise<Plan[]> {
  return (await consoleData('plans/', listOf(consolePlanSchema), { signal })).results
}

/** New orders use the saved price at once; orders already made keep theirs. */
export function savePlan(id: number, plan: PlanInput): Promise<Plan> {
  return consoleData(`plans/${id}`, consolePlanSchema, { method: 'PUT', body: plan })
}
