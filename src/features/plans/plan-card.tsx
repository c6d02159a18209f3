import { GstDetailsButton } from './gst-details-dialog'
import { formatCount, formatPrice } from './format-price'
import type { Plan } from './plan-schema'
import styles from './plan-card.module.css'

interface PlanCardProps {
  plan: Plan
  activated: boolean
  /** Busy with another purchase, or offline. */
  buyDisabled: boolean
  /** The id of the visible reason Buy Now is disabled, if any. */
  disabledReasonId?: string
  onBuy: (plan: Plan) => void
}

export function PlanCard({ plan, activated, buyDisabled, disabledReasonId, onBuy }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`
  return (
    <article className={activated ? `${styles.card} ${styles.activated}` : styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {plan.name}
      </h2>
      <p className={styles.price}>{formatPrice(plan.price)}</p>
      <dl className={styles.limits}>
        <div className={styles.limit}>
          <dt>Users</dt>
          <dd>{formatCount(plan.max_users)}</dd>
        </div>
        <div className={styles.limit}>
          <dt>Tasks</dt>
          <dd>{formatCount(plan.max_tasks)}</dd>
        </div>
        <div className={styles.limit}>
          <dt>Storage</dt>
          <dd>{formatCount(plan.max_storage_gb)} GB</dd>
        </div>
      </dl>
      <button
        type="button"
        className={styles.buy}
        disabled={activated || buyDisabled}
        aria-describedby={activated ? undefined : disabledReasonId}
        onClick={() => onBuy(plan)}
      >
        {activated ? 'Activated' : 'Buy Now'}
      </button>
      {!activated && <GstDetailsButton planName={plan.name} />}
    </article>
  )
}
