import { startTransition, useEffect, useState } from 'react'
import type { Plan } from './plan-schema'
import { fetchPlans, type PlanList } from './plans-api'

export type PlanListState =
  | { status: 'loading' }
  | { status: 'ready'; plans: Plan[]; savedAt: Date | undefined }
  | { status: 'failed' }

/**
 * The plans: those the server rendered the page with (`initial`), otherwise loaded once per visit; loaded
 * again for each new `reloadFor` (the outcome that says a price has changed). A failed reload keeps the list.
 */
export function usePlanList(initial?: PlanList, reloadFor: object | null = null): PlanListState {
  // The first render shows exactly what the server's HTML shows, so hydration matches it.
  const [state, setState] = useState<PlanListState>(() =>
    initial ? { status: 'ready', plans: initial.plans, savedAt: undefined } : { status: 'loading' },
  )
  const [first] = useState(initial)

  useEffect(() => {
    if (first && reloadFor === null) {
      // The service worker's last copy (offline) says so once hydrated, as a list it answered does.
      const savedAt = first.savedAt
      if (savedAt) setState((current) => (current.status === 'ready' ? { ...current, savedAt } : current))
      return
    }
    const controller = new AbortController()
    fetchPlans(controller.signal).then(
      // A transition: React renders the cards in slices instead of one long task.
      (list) => startTransition(() => setState({ status: 'ready', ...list })),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Could not load the plans:', error)
        setState((current) => (reloadFor !== null && current.status === 'ready' ? current : { status: 'failed' }))
      },
    )
    return () => controller.abort()
  }, [first, reloadFor])

  return state
}
