import { Link } from '@tanstack/react-router'
import { memo, useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '../../lib/after-paint'
import { needsBuyerDetails } from '../../contracts/buyer-details'
import { taxInvoiceSettings } from '../../site/tax-invoice-settings'
import { BuyerDetailsDialog } from './buyer-details-dialog'
import { GstDetailsButton } from './gst-details-dialog'
import { currentGstDetails } from './gst-details-store'
import type { PlanBilling } from '../../contracts/plan'
import { formatCount, formatPrice } from './format-price'
import type { Plan } from './plan-schema'
import styles from './plan-card.module.css'

interface PlanCardProps {
  plan: Plan
  activated: boolean
  /** The order page's token of the activated plan's order, when this device has it. */
  orderToken?: string | null
  /** Busy with another purchase, or offline. */
  buyDisabled: boolean
  /** A purchase of this plan is under way: its Buy Now shows it is working. */
  busy: boolean
  /** The id of the visible reason Buy Now is disabled, if any. */
  disabledReasonId?: string
  onBuy: (plan: Plan) => void
}

/**
 * What the price buys, under it (issue 60 item 8). Every price includes GST: the invoice splits it out.
 * Written here rather than beside the contract, which would bring the schemas into the page's first script.
 */
const billingWords: Record<PlanBilling, string> = {
  'one-off': 'One-off payment, GST included',
  monthly: 'Per month, GST included',
  yearly: 'Per year, GST included',
}

/**
 * One plan and its Buy Now. Memoised (the GST button too): a purchase's state re-renders the cards'
 * buttons, not their dialogs. A tap marks the button busy in its own render and hands the purchase
 * (the page's render, the order request) to a task after that paint (record 075). A second tap in
 * between is refused by the purchase machine, as before.
 */
export const PlanCard = memo(function PlanCard({
  plan,
  activated,
  orderToken,
  buyDisabled,
  busy,
  disabledReasonId,
  onBuy,
}: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`
  const [tapped, setTapped] = useState(false)
  const pending = useRef<() => void>(undefined)
  useEffect(() => () => pending.current?.(), [])

  // From ₹50,000 taxable an unregistered buyer is named on the invoice (issue 61 item 3): asked first.
  const [askDetails, setAskDetails] = useState(false)
  const buyButton = useRef<HTMLButtonElement>(null)
  const asksDetails = needsBuyerDetails(plan.price * 100, taxInvoiceSettings.taxRatePercent)

  function buy() {
    if (asksDetails && currentGstDetails() === null) setAskDetails(true)
    else pay()
  }

  function pay() {
    setTapped(true)
    pending.current = afterNextPaint(() => {
      setTapped(false)
      onBuy(plan)
    })
  }

  return (
    <article className={activated ? `${styles.card} ${styles.activated}` : styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {plan.name}
      </h2>
      <div>
        <p className={styles.price}>{formatPrice(plan.price)}</p>
        <p className={styles.billing}>{billingWords[plan.billing]}</p>
      </div>
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
        ref={buyButton}
        type="button"
        className={styles.buy}
        disabled={activated || buyDisabled}
        data-busy={tapped || busy ? '' : undefined}
        aria-describedby={activated ? undefined : disabledReasonId}
        onClick={buy}
      >
        {activated ? 'Activated' : 'Buy Now'}
      </button>
      {activated && orderToken && (
        <Link to="/my-order" hash={orderToken} className={styles.orderLink}>
          View your order
        </Link>
      )}
      {!activated && <GstDetailsButton planName={plan.name} />}
      {asksDetails && !activated && (
        <BuyerDetailsDialog
          plan={plan}
          open={askDetails}
          onOpenChange={setAskDetails}
          onContinue={pay}
          returnFocus={buyButton}
        />
      )}
    </article>
  )
})
