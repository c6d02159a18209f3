import { type ConsoleOrder, refundMessages } from '../../../contracts/console-orders'
import { ConsoleRequestError, failureMessage } from '../console-api'
import styles from '../console.module.css'
import { formatAmount } from '../parts/formatting'
import { ActWithCodeDialog } from '../two-step/act-with-code-dialog'
import { refundOrder } from './orders-api'

/** A paid order can be refunded unless a refund is already under way or done. */
export const mayRefund = (order: ConsoleOrder) =>
  order.status === 'paid' && order.refund_status !== 'pending' && order.refund_status !== 'processed'

/** The server's words for a refusal; for a 502 or 503 (which the console otherwise words generally) ours. */
function refundFailure(error: unknown): string {
  if (error instanceof ConsoleRequestError && error.status === 502) return refundMessages.noAnswer
  if (error instanceof ConsoleRequestError && error.status === 503) return refundMessages.paymentsOff
  return failureMessage(error)
}

/**
 * 'Refund' for one paid order: asks first (the whole amount goes back, which cannot be undone) and, when
 * the server wants a fresh code, asks for it in the same dialog (issue 60 item 14, as Erase does).
 */
export function RefundAction({
  order,
  announce,
  onDone,
}: {
  order: ConsoleOrder
  announce: (message: string, isError?: boolean) => void
  onDone: () => void
}) {
  const amount = formatAmount(order.amount, order.currency)
  return (
    <ActWithCodeDialog
      trigger={
        <button type="button" className={styles.button} aria-label={`Refund ${amount} of order ${order.order_id}`}>
          Refund
        </button>
      }
      title={`Refund ${amount} to the buyer?`}
      description={`The whole payment ${order.payment_id ?? ''} for ${order.plan_name} goes back through Razorpay. The order becomes Refunded when Razorpay confirms it, and the buyer is sent a credit note. This cannot be undone.`}
      actLabel="Refund"
      act={() => {
        announce('')
        return refundOrder(order.order_id)
      }}
      describeFailure={refundFailure}
      onFailed={(message) => {
        announce(message, true)
        onDone()
      }}
      onDone={(refund) => {
        announce(
          refund.status === 'refunded'
            ? `Refunded: ${amount} of order ${order.order_id} went back to the buyer.`
            : `Refund requested: Razorpay will process ${amount} of order ${order.order_id}; the order becomes Refunded when it confirms.`,
        )
        onDone()
      }}
    />
  )
}
