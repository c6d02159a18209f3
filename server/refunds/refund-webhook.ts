import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'
import { confirmRefund, type RefundEffects } from './refund-confirmation.ts'
import { markRefundFailed, recordDashboardRefund, refundKeyNote } from './refund-repository.ts'

/** The refund entity of Razorpay's refund.* webhooks (the parts used here). */
export const webhookRefundEntity = z.object({
  id: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
  amount: z.number().int(),
  status: z.string().optional(),
  // Razorpay sends notes as an object, or as [] when there are none.
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
})
export type WebhookRefund = z.infer<typeof webhookRefundEntity>

/**
 * refund.processed confirms the refund (the order becomes Refunded, once, however this races with
 * the API answer); a full refund made in Razorpay's dashboard is recorded first. refund.failed lets
 * the order be refunded again. Either names its refund by Razorpay's id or our key in its notes, for
 * the refund's own amount (RefundMatch). Refunds of payments this server does not know are ignored.
 */
export async function applyRefundEvent(
  tx: Queryable,
  event: string,
  refund: WebhookRefund,
  effects: RefundEffects,
): Promise<'processed' | 'ignored'> {
  const payment = await queryOne(
    tx,
    z.object({ order_id: z.string() }),
    'SELECT order_id FROM payments WHERE payment_id = $1',
    [refund.payment_id],
  )
  if (payment === null) return 'ignored'
  const key = refund.notes !== undefined && !Array.isArray(refund.notes) ? refund.notes[refundKeyNote] : undefined
  const match = { razorpayRefundId: refund.id, refundKey: typeof key === 'string' ? key : null, amount: refund.amount }
  switch (event) {
    case 'refund.processed':
      if ((await confirmRefund(tx, match, effects)) === null) {
        const recorded = await recordDashboardRefund(tx, {
          ...match,
          orderId: payment.order_id,
          paymentId: refund.payment_id,
        })
        if (recorded) await confirmRefund(tx, match, effects)
      }
      return 'processed'
    case 'refund.failed':
      await markRefundFailed(tx, match)
      return 'processed'
    default:
      return 'ignored'
  }
}
