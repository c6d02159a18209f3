import type { Queryable } from '../db/db.ts'
import { markRefundProcessed, type RefundMatch, type RefundRow } from './refund-repository.ts'

/**
 * What follows from a confirmed refund besides the order's status (the credit note and its e-mail):
 * `confirmed` runs inside the confirming transaction, `afterCommit` once it has committed.
 */
export interface RefundEffects {
  confirmed(tx: Queryable, refund: RefundRow): Promise<void>
  afterCommit(): void
}

export const noRefundEffects: RefundEffects = { confirmed: async () => {}, afterCommit: () => {} }

/**
 * Razorpay says the refund is processed (its API answer or its refund.processed webhook): the refund
 * and its order are marked, and the effects run, exactly once however often and however
 * concurrently this is called. Answers the refund for the one call that confirmed it, else null.
 */
export async function confirmRefund(
  tx: Queryable,
  match: RefundMatch,
  effects: RefundEffects,
): Promise<RefundRow | null> {
  const refund = await markRefundProcessed(tx, match)
  if (refund === null) return null
  await tx.query(`UPDATE orders SET status = 'refunded', updated_at = now() WHERE order_id = $1 AND status = 'paid'`, [
    refund.order_id,
  ])
  await effects.confirmed(tx, refund)
  return refund
}
