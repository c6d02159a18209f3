import { useState } from 'react'
import { type ConsoleOrder, refundMessages } from '../../../contracts/console-orders'
import { ConsoleRequestError, failureMessage } from '../console-api'
import { ConfirmButton } from '../parts/confirm-dialog'
import { formatAmount } from '../parts/formatting'
import { useConsoleAction } from '../use-console-data'
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
 * 'Refund' for one paid order: asks first (the whole amount goes back, which cannot be undone), then
 * the server may want a fresh code, which the console asks for before trying once more.
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
  const run = useConsoleAction()
  const [busy, setBusy] = useState(false)
  const amount = formatAmount(order.amount, order.currency)

  async function refund() {
    setBusy(true)
    announce('')
    const outcome = await run(() => refundOrder(order.order_id))
    setBusy(false)
    if (!outcome.ok) {
      announce(refundFailure(outcome.error), true)
      onDone()
      return
    }
    announce(
      outcome.value.status === 'refunded'
        ? `Refunded: ${amount} of order ${order.order_id} went back to the buyer.`
        : `Refund requested: Razorpay will process ${amount} of order ${order.order_id}; the order becomes Refunded when it confirms.`,
    )
    onDone()
  }

  return (
    <ConfirmButton
      label="Refund"
      ariaLabel={`Refund ${amount} of order ${order.order_id}`}
      disabled={busy}
      title={`Refund ${amount} to the buyer?`}
      description={`The whole payment ${order.payment_id ?? ''} for ${order.plan_name} goes back through Razorpay. The order becomes Refunded when Razorpay confirms it, and the buyer is sent a credit note. This cannot be undone.`}
      confirmLabel="Refund"
      onConfirm={() => void refund()}
    />
  )
}
