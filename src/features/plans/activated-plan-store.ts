import { loadPlanSchema } from './load-plan-schema'

const storageKey = 'plans:activated-plan'

// idb-keyval is loaded only when the plans page needs it.
const store = () => import('idb-keyval')

/** The plan this device activated last, or null (nothing stored, unreadable, or storage unavailable). */
export async function recallActivatedPlan(): Promise<number | null> {
  try {
    const [{ get }, { activatedPlanSchema }] = await Promise.all([store(), loadPlanSchema()])
    const parsed = activatedPlanSchema.safeParse(await get(storageKey))
    return parsed.success ? parsed.data.planId : null
  } catch {
    return null
  }
}

/** Best effort: the server holds the truth, so a device without storage only loses the reminder. */
export async function rememberActivatedPlan(planId: number): Promise<void> {
  try {
    const { set } = await store()
    await set(storageKey, { planId, activatedAt: new Date().toISOString() })
  } catch {
    // Private browsing or a full disk: the purchase itself is unaffected.
  }
}
