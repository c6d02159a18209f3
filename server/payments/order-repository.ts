import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'
import { planSchema, type Plan } from '../plans/plan-schema.ts'

// 'refunded' is set only by a confirmed refund (server/refunds/), never by advanceOrder.
export const orderStatuses = ['created', 'attempted', 'paid', 'refunded'] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const orderSchema = z.object({
  order_id: z.string(),
  plan_id: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  status: z.enum(orderStatuses),
})
export type Order = z.infer<typeof orderSchema>

const orderColumns = 'order_id, plan_id, amount, currency, provider, status'

export async function insertOrder(
  db: Queryable,
  order: {
    orderId: string
    planId: number
    amount: number
    currency: string
    receipt: string
    provider: string
    /**
     * The buyer's GST details for the invoice (issue 44), or an unregistered buyer's name, address and
     * state from ₹50,000 taxable (issue 61 item 3), or null. Kept with the order as its invoice is.
     */
    buyerDetails?: object | null
  },
): Promise<void> {
  await db.query(
    `INSERT INTO orders (order_id, plan_id, amount, currency, receipt, provider, buyer_details)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      order.orderId,
      order.planId,
      order.amount,
      order.currency,
      order.receipt,
      order.provider,
      order.buyerDetails ? JSON.stringify(order.buyerDetails) : null,
    ],
  )
}

export function findOrder(db: Queryable, orderId: string): Promise<Order | null> {
  return queryOne(db, orderSchema, `SELECT ${orderColumns} FROM orders WHERE order_id = $1`, [orderId])
}

/** Moves an order to `status` only if that is further along; never back from paid. Answers whether it moved. */
export async function advanceOrder(
  db: Queryable,
  orderId: string,
  status: Exclude<OrderStatus, 'refunded'>,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE orders SET status = $2, updated_at = now()
     WHERE order_id = $1
       AND array_position(ARRAY['created', 'attempted', 'paid']::text[], status)
         < array_position(ARRAY['created', 'attempted', 'paid']::text[], $2::text)
     RETURNING order_id`,
    [orderId, status],
  )
  return rows.length > 0
}

export const paymentStatuses = ['created', 'authorized', 'captured', 'failed'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/**
 * Records a payment, or moves a known one forward: created -> authorized -> captured, or to failed.
 * Captured and failed are final, so a late or replayed 'authorized' (or 'failed') after 'captured'
 * changes nothing, and a failed payment never comes back.
 */
export async function recordPayment(
  db: Queryable,
  payment: {
    paymentId: string
    orderId: string
    status: PaymentStatus
    source: string
    /** The buyer's contact, when the provider reported it; a later event without it keeps what is known. */
    buyerEmail?: string | null
    buyerPhone?: string | null
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payments (payment_id, order_id, status, source, buyer_email, buyer_phone) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (payment_id) DO UPDATE SET status = EXCLUDED.status, source = EXCLUDED.source, updated_at = now()
     WHERE payments.status NOT IN ('captured', 'failed')
       AND (EXCLUDED.status = 'failed'
         OR array_position(ARRAY['created', 'authorized', 'captured']::text[], payments.status)
          < array_position(ARRAY['created', 'authorized', 'captured']::text[], EXCLUDED.status))`,
    [
      payment.paymentId,
      payment.orderId,
      payment.status,
      payment.source,
      payment.buyerEmail ?? null,
      payment.buyerPhone ?? null,
    ],
  )
  // The contact often arrives with a later event (the webhook after the browser's verification), when
  // the status no longer moves: keep it whatever the status.
  if (payment.buyerEmail || payment.buyerPhone) {
    await db.query(
      `UPDATE payments SET buyer_email = COALESCE($2, buyer_email), buyer_phone = COALESCE($3, buyer_phone)
       WHERE payment_id = $1`,
      [payment.paymentId, payment.buyerEmail ?? null, payment.buyerPhone ?? null],
    )
  }
}

/**
 * Marks the order paid and activates its plan, once: a second call for the same order (replayed
 * verification, webhook after verification) changes nothing and answers the same plan.
 * Run inside a transaction.
 */
/** The order was refunded: a replayed verification or capture activates nothing. */
export class OrderRefundedError extends Error {
  constructor(orderId: string) {
    super(`Order ${orderId} is refunded`)
    this.name = 'OrderRefundedError'
  }
}

export async function activatePaidOrder(
  tx: Queryable,
  order: { orderId: string; paymentId: string; source: string; buyerEmail?: string | null; buyerPhone?: string | null },
): Promise<Plan> {
  // Lock the order row so concurrent verifications of one order serialise here.
  const locked = await queryOne(tx, orderSchema, `SELECT ${orderColumns} FROM orders WHERE order_id = $1 FOR UPDATE`, [
    order.orderId,
  ])
  if (locked === null) throw new Error(`Order ${order.orderId} vanished`)
  if (locked.status === 'refunded') throw new OrderRefundedError(order.orderId)
  await recordPayment(tx, {
    paymentId: order.paymentId,
    orderId: order.orderId,
    status: 'captured',
    source: order.source,
    buyerEmail: order.buyerEmail,
    buyerPhone: order.buyerPhone,
  })
  await advanceOrder(tx, order.orderId, 'paid')
  await tx.query(
    `INSERT INTO plan_activations (plan_id, order_id, payment_id) VALUES ($1, $2, $3)
     ON CONFLICT (order_id) DO NOTHING`,
    [locked.plan_id, order.orderId, order.paymentId],
  )
  const plan = await queryOne(
    tx,
    planSchema,
    `SELECT p.id, p.name, p.max_users, p.max_tasks, p.max_storage_gb, p.price, p.billing
     FROM plan_activations a JOIN plans p ON p.id = a.plan_id WHERE a.order_id = $1`,
    [order.orderId],
  )
  if (plan === null) throw new Error(`Activation for ${order.orderId} missing`)
  return plan
}
