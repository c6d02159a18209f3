import { loadPlanSchema } from './load-plan-schema'
import type { ActivatedPlan } from './plan-schema'

const storageKey = 'plans:activated-plan'

// idb-keyval is loaded only when the plans page needs it.
const store = () => import('idb-keyval')

/** The plan this device activated last, or null (nothing stored, unreadable, or storage unavailable). */
export async function recallActivatedPlan(): Promise<ActivatedPlan | null> {
  try {
    const [{ get }, { activatedPlanSchema }] = await Promise.all([store(), loadPlanSchema()])
    const parsed = activatedPlanSchema.safeParse(await get(storageKey))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Best effort: the server holds the truth, so a device without storage only loses the reminder. Kept in
 * IndexedDB on this device alone (the order page's token is the buyer's), never in a cache.
 */
export async function rememberActivatedPlan(order: Omit<ActivatedPlan, 'activatedAt'>): Promise<void> {
  try {
    const { set } = await store()
    await set(storageKey, { ...order, activatedAt: new Date().toISOString() })
  } catch {
    // Private browsing or a full disk: the purchase itself is unaffected.
  }
}

/** The order was refunded: the device no longer holds it as bought. */
export async function forgetActivatedPlan(): Promise<void> {
  try {
    const { del } = await store()
    await del(storageKey)
  } catch {
    // Nothing stored, or no storage: nothing to forget.
  }
}
