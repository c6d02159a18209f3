import { useId } from 'react'
import { formatSavedAt } from '../../lib/cached-response'
import { useOnlineStatus } from '../../lib/use-online-status'
import { PlanCard } from './plan-card'
import type { PlanList } from './plans-api'
import { purchaseMessage } from './purchase-message'
import { busyPlanId, isBusy } from './purchase-machine'
import { usePlanList, type PlanListState } from './use-plan-list'
import { usePurchase } from './use-purchase'
import styles from './plans-page.module.css'

function listMessage(list: PlanListState): string {
  if (list.status === 'loading') return 'Loading plans...'
  if (list.status === 'failed') return 'Plans could not be loaded right now. Please try again later.'
  return list.plans.length === 0 ? 'No plans are available right now.' : ''
}

/** /products: the plans (`initial`: those the server rendered the page with), and buying one with Razorpay Checkout. */
export function PlansPage({ initial }: { initial?: PlanList }) {
  const { state, buy, orderToken } = usePurchase()
  // A price that changed under the page (the server asked for the buyer's details) loads the plans again.
  const list = usePlanList(initial, state.outcome?.kind === 'details-needed' ? state.outcome : null)
  const online = useOnlineStatus()
  const offlineReasonId = useId()
  const plans = list.status === 'ready' ? list.plans : []

  return (
    <section className={styles.page}>
      <div className={styles.intro}>
        <h1>Choose Your Plan</h1>
        <p className={styles.lead}>
          Pick the users, tasks and storage your team needs. Payment is taken securely by Razorpay, and your plan is
          active as soon as the payment is confirmed.
        </p>
      </div>

      {list.status === 'ready' && list.savedAt && (
        <p className={styles.notice}>
          {online
            ? `The latest plans could not be loaded — showing plans saved on ${formatSavedAt(list.savedAt)}.`
            : `You're offline — showing plans saved on ${formatSavedAt(list.savedAt)}`}
        </p>
      )}
      {!online && (
        <p id={offlineReasonId} className={styles.notice}>
          Connect to the internet to buy a plan
        </p>
      )}
      <p role="status" className={styles.listStatus}>
        {listMessage(list)}
      </p>
      <p role="status" className={styles.purchaseStatus}>
        {purchaseMessage(state, plans)}
      </p>

      {plans.length > 0 && (
        <div className={styles.grid}>
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              activated={plan.id === state.activePlanId}
              orderToken={plan.id === state.activePlanId ? orderToken : null}
              buyDisabled={isBusy(state) || !online}
              busy={busyPlanId(state) === plan.id}
              disabledReasonId={online ? undefined : offlineReasonId}
              onBuy={buy}
            />
          ))}
        </div>
      )}
    </section>
  )
}
