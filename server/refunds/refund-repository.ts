import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { refundMessages as m, refundStatuses } from '../../src/contracts/console-orders.ts'
import { queryOne, type Queryable } from '../db/db.ts'

export const refundRowSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  idempotency_key: z.string(),
  razorpay_refund_id: z.string().nullable(),
  status: z.enum(refundStatuses),
})
export type RefundRow = z.infer<typeof refundRowSchema>

const refundColumns = 'id, order_id, payment_id, amount, idempotency_key, razorpay_refund_id, status'

/** Why an order cannot be refunded now: the HTTP status and the message staff see. */
export type RefundRefusal = { status: 404 | 409; detail: string }

/**
 * The refund to send for an order, in the caller's transaction: a new one (`fresh`), or the one
 * already requested whose outcome is unknown (a retry, or a second click: it carries the same
 * idempotency key, so Razorpay answers the same refund). The order row is locked, so two clicks at
 * once serialise here and the second finds the first's refund.
 */
export async function prepareRefund(
  tx: Queryable,
  orderId: string,
  staff: { staffId: number; email: string },
  providerName: string,
): Promise<{ refund: RefundRow; fresh: boolean } | RefundRefusal> {
  const order = await queryOne(
    tx,
    z.object({ amount: z.number().int(), status: z.string(), provider: z.string() }),
    'SELECT amount, status, provider FROM orders WHERE order_id = $1 FOR UPDATE',
    [orderId],
  )
  if (order === null) return { status: 404, detail: m.orderNotFound }
  const active = await queryOne(
    tx,
    refundRowSchema,
    `SELECT ${refundColumns} FROM refunds WHERE order_id = $1 AND status <> 'failed'`,
    [orderId],
  )
  if (order.status === 'refunded' || active?.status === 'processed') return { status: 409, detail: m.alreadyRefunded }
  if (active?.status === 'pending') return { status: 409, detail: m.alreadyPending }
  if (active?.status === 'requested') return { refund: active, fresh: false }
  if (order.status !== 'paid') return { status: 409, detail: m.notPaid }
  if (order.provider !== providerName) return { status: 409, detail: m.otherProvider }
  const payment = await queryOne(
    tx,
    z.object({ payment_id: z.string() }),
    `SELECT payment_id FROM payments WHERE order_id = $1 AND status = 'captured' ORDER BY updated_at DESC LIMIT 1`,
    [orderId],
  )
  if (payment === null) return { status: 409, detail: m.noPayment }
  const refund = await queryOne(
    tx,
    refundRowSchema,
    `INSERT INTO refunds (order_id, payment_id, amount, idempotency_key, requested_by, requested_by_email)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${refundColumns}`,
    [orderId, payment.payment_id, order.amount, `refund-${randomUUID()}`, staff.staffId, staff.email],
  )
  if (refund === null) throw new Error('Refund row missing after insert')
  return { refund, fresh: true }
}

/**
 * Which refund an answer or a webhook speaks of, and for how much: Razorpay's id, or, for our refund
 * that Razorpay has not named to us yet, the key we sent in its notes (refundKeyNote). Never the payment
 * alone: a late webhook of an earlier refund of the same payment must not move a newer one (issue 59
 * item 5). The amount must be the refund's own.
 */
export interface RefundMatch {
  razorpayRefundId: string
  /** Our idempotency key, as the refund's notes carry it back (null: the notes do not name one). */
  refundKey: string | null
  amount: number
}

/** The note that names our refund in Razorpay's refund entity, its webhooks included. */
export const refundKeyNote = 'refund_key'

const matchesRefund = `(razorpay_refund_id = $1 OR (razorpay_refund_id IS NULL AND idempotency_key = $2)) AND amount = $3`

/**
 * Marks the refund processed, once. The API answer and the refund.processed webhook may arrive at the
 * same moment: the second UPDATE waits for the first's row lock, then finds the row processed and
 * matches nothing, so only one caller gets the row back (and issues what follows from it).
 */
export function markRefundProcessed(tx: Queryable, match: RefundMatch): Promise<RefundRow | null> {
  return queryOne(
    tx,
    refundRowSchema,
    `UPDATE refunds SET status = 'processed', processed_at = now(), razorpay_refund_id = $1
     WHERE status IN ('requested', 'pending') AND ${matchesRefund}
     RETURNING ${refundColumns}`,
    [match.razorpayRefundId, match.refundKey, match.amount],
  )
}

/** Razorpay accepted the refund and will process it later (its webhook says when). */
export async function markRefundPending(tx: Queryable, refundId: number, razorpayRefundId: string): Promise<void> {
  await tx.query(
    `UPDATE refunds SET status = 'pending', razorpay_refund_id = $2 WHERE id = $1 AND status = 'requested'`,
    [refundId, razorpayRefundId],
  )
}

/** Razorpay gave up on the refund: the order stays paid, and a new refund may be asked for. */
export async function markRefundFailed(tx: Queryable, match: RefundMatch): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE refunds SET status = 'failed', razorpay_refund_id = $1
     WHERE status IN ('requested', 'pending') AND ${matchesRefund} RETURNING id`,
    [match.razorpayRefundId, match.refundKey, match.amount],
  )
  return rows.length > 0
}

/** Razorpay refused the request: nothing was refunded, so nothing of it is kept. */
export async function dropRefusedRefund(tx: Queryable, refundId: number): Promise<void> {
  await tx.query(`DELETE FROM refunds WHERE id = $1 AND status = 'requested' AND razorpay_refund_id IS NULL`, [
    refundId,
  ])
}

/**
 * A full refund made in Razorpay's dashboard, known only from its webhook: recorded so the order
 * can follow it. Answers false when the order already has a refund under way or done.
 */
export async function recordDashboardRefund(
  tx: Queryable,
  refund: RefundMatch & { orderId: string; paymentId: string },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO refunds (order_id, payment_id, amount, idempotency_key, razorpay_refund_id, requested_by_email)
     SELECT order_id, $2, amount, $4, $1, 'Razorpay dashboard' FROM orders
     WHERE order_id = $3 AND status = 'paid' AND amount = $5
       AND EXISTS (SELECT 1 FROM payments WHERE payment_id = $2 AND order_id = $3)
     ON CONFLICT DO NOTHING RETURNING id`,
    [refund.razorpayRefundId, refund.paymentId, refund.orderId, `dashboard-${refund.razorpayRefundId}`, refund.amount],
  )
  return rows.length > 0
}
