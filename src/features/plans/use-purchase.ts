import { useCallback, useEffect, useRef, useState } from 'react'
import { recallActivatedPlan } from './activated-plan-store'
import type { Plan } from './plan-schema'
import { purchase, type SendPurchaseEvent } from './purchase-flow'
import { initialPurchaseState, purchaseReducer, type PurchaseState } from './purchase-machine'

/** The purchase machine as React state, plus Buy Now. */
export function usePurchase(): { state: PurchaseState; buy: (plan: Plan) => void } {
  const [state, setState] = useState(initialPurchaseState)
  // The flow reads the machine synchronously, so a second click in the same frame is refused.
  const current = useRef(state)

  const send = useCallback<SendPurchaseEvent>((event) => {
    const next = purchaseReducer(current.current, event)
    if (next === current.current) return null
    current.current = next
    setState(next)
    return next
  }, [])

  useEffect(() => {
    let mounted = true
    void recallActivatedPlan().then((planId) => {
      if (mounted && planId !== null) send({ type: 'restored', planId })
    })
    return () => {
      mounted = false
    }
  }, [send])

  const buy = useCallback((plan: Plan) => void purchase(plan, send), [send])
  return { state, buy }
}
