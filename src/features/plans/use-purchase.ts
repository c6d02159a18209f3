import { useCallback, useEffect, useRef, useState } from 'react'
import { forgetActivatedPlan, recallActivatedPlan, rememberActivatedPlan } from './activated-plan-store'
import { fetchOrderStatus } from './plans-api'
import type { Plan } from './plan-schema'
import { browserPurchaseDeps, purchase, type PurchaseDeps, type SendPurchaseEvent } from './purchase-flow'
import { initialPurchaseState, purchaseReducer, type PurchaseState } from './purchase-machine'

/**
 * The purchase machine as React state, plus Buy Now, and the order page's token of the plan this
 * device bought (issue 60 item 8): kept across reloads until the server says the order was refunded.
 */
export function usePurchase(): { state: PurchaseState; buy: (plan: Plan) => void; orderToken: string | null } {
  const [state, setState] = useState(initialPurchaseState)
  const [orderToken, setOrderToken] = useState<string | null>(null)
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
    void (async () => {
      const kept = await recallActivatedPlan()
      if (!mounted || kept === null || send({ type: 'restored', planId: kept.planId }) === null) return
      setOrderToken(kept.orderToken ?? null)
      // Refunded since? Asked each visit; offline or unanswered, what was last known stands.
      if (kept.orderId === undefined) return
      const status = await fetchOrderStatus(kept.orderId).catch(() => null)
      if (!mounted || status === null || status.paid) return
      await forgetActivatedPlan()
      if (send({ type: 'revoked', planId: kept.planId }) !== null) setOrderToken(null)
    })()
    return () => {
      mounted = false
    }
  }, [send])

  const buy = useCallback(
    (plan: Plan) => {
      const deps: PurchaseDeps = {
        ...browserPurchaseDeps,
        rememberActivatedPlan: async (order) => {
          setOrderToken(order.orderToken ?? null)
          await rememberActivatedPlan(order)
        },
      }
      void purchase(plan, send, deps)
    },
    [send],
  )
  return { state, buy, orderToken }
}
