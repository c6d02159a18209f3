import { startTransition, useEffect, useState } from 'react'
import type { Plan } from './plan-schema'
import { fetchPlans } from './plans-api'

export type PlanListState =
  | { status: 'loading' }
  | { status: 'ready'; plans: Plan[]; savedAt: Date | undefined }
  | { status: 'failed' }

export function usePlanList(): PlanListState {
  const [state, setState] = useState<PlanListState>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    fetchPlans(controller.signal).then(
      // A transition: React renders the cards in slices instead of one long task.
      (list) => startTransition(() => setState({ status: 'ready', ...list })),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Could not load the plans:', error)
        setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [])

  return state
}
