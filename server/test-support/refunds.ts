import { z } from 'zod'
import { type Db, queryOne, queryRows, type Queryable } from '../db/db.ts'
import { invoiceContent } from '../invoices/tax-document.ts'
import { findTaxDocument, issueTaxDocument, type StoredTaxDocument } from '../invoices/tax-document-store.ts'
import { hmacSha256Hex } from '../payments/signature.ts'
import { postJson, testWebhookSecret } from './test-server.ts'

/** A plan bought through the sandbox as a buyer does: order, the e-mail and 'Approve payment', verification. */
export async function paidSandboxOrder(
  url: string,
  planId = 1,
  email = 'buyer@example.in',
): Promise<{ orderId: string; paymentId: string; verification: Record<string, string | number> }> {
  const order = await postJson(`${url}/api/create-plan-order/`, { plan_id: planId })
  const { order_id: orderId } = z.object({ order_id: z.string() }).parse(await order.json())
  const paid = z
    .object({ razorpay_payment_id: z.string(), razorpay_signature: z.string() })
    .parse(await (await postJson(`${url}/api/sandbox/pay/`, { order_id: orderId, email })).json())
  const verification = {
    plan_id: planId,
    razorpay_order_id: orderId,
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_signature: paid.razorpay_signature,
  }
  const verified = await postJson(`${url}/api/verify-and-activate/`, verification)
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`)
  return { orderId, paymentId: paid.razorpay_payment_id, verification }
}

/** A paid order with its captured payment, written directly (for a server whose orders Razorpay makes). */
export async function paidOrderRow(db: Queryable, orderId: string, paymentId: string, amount = 499_900) {
  await db.query(
    `INSERT INTO orders (order_id, plan_id, amount, currency, receipt, provider, status)
     VALUES ($1, 1, $2, 'INR', 'test', 'razorpay', 'paid')`,
    [orderId, amount],
  )
  await db.query(
    `INSERT INTO payments (payment_id, order_id, status, source, buyer_email)
     VALUES ($1, $2, 'captured', 'checkout', 'buyer@example.in')`,
    [paymentId, orderId],
  )
}

/** A refund.* webhook as Razorpay sends it, signed with the test servers' webhook secret. */
export function deliverRefundEvent(
  url: string,
  event: 'refund.processed' | 'refund.failed' | 'refund.created',
  refund: { id: string; paymentId: string; orderId: string; amount: number; notes?: Record<string, string> },
): Promise<Response> {
  const raw = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          currency: 'INR',
          payment_id: refund.paymentId,
          // The notes sent with the refund, as Razorpay echoes them; [] when there were none.
          notes: refund.notes ?? [],
          status: event.split('.')[1],
        },
      },
      payment: {
        entity: { id: refund.paymentId, entity: 'payment', order_id: refund.orderId, status: 'refunded' },
      },
    },
    created_at: 1_790_000_000,
  })
  return fetch(`${url}/api/razorpay/webhook/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': hmacSha256Hex(testWebhookSecret, raw) },
    body: raw,
  })
}

/** What a refund changed: the order's status, its refunds and the audit entries about it. */
export async function refundState(db: Queryable, orderId: string) {
  const order = await queryOne(db, z.object({ status: z.string() }), 'SELECT status FROM orders WHERE order_id = $1', [
    orderId,
  ])
  const refunds = await queryRows(
    db,
    z.object({ status: z.string(), razorpay_refund_id: z.string().nullable(), requested_by_email: z.string() }),
    'SELECT status, razorpay_refund_id, requested_by_email FROM refunds WHERE order_id = $1 ORDER BY id',
    [orderId],
  )
  const audit = await queryRows(
    db,
    z.object({ action: z.string(), detail: z.string() }),
    'SELECT action, detail FROM audit_log WHERE subject = $1 ORDER BY id',
    [`Order ${orderId}`],
  )
  return { status: order?.status ?? null, refunds, audit }
}

/**
 * The order's tax invoice: the one its payment's confirmation issued, or (for an order a test wrote
 * directly) one issued here the same way.
 */
export async function invoiceFor(db: Db, orderId: string): Promise<StoredTaxDocument> {
  const existing = await findTaxDocument(db, orderId, 'invoice')
  if (existing !== null) return existing
  const order = await queryOne(
    db,
    z.object({ amount: z.number(), plan_name: z.string(), payment_id: z.string() }),
    `SELECT o.amount, p.name AS plan_name, pay.payment_id FROM orders o JOIN plans p ON p.id = o.plan_id
     JOIN payments pay ON pay.order_id = o.order_id AND pay.status = 'captured' WHERE o.order_id = $1`,
    [orderId],
  )
  if (order === null) throw new Error('no paid order')
  const at = new Date()
  const issued = await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM orders WHERE order_id = $1 FOR UPDATE', [orderId])
    return issueTaxDocument(tx, {
      series: 'invoice',
      orderId,
      paymentId: order.payment_id,
      at,
      build: (number) =>
        invoiceContent({
          number,
          issuedAt: at,
          orderId,
          paymentId: order.payment_id,
          planName: order.plan_name,
          totalPaise: order.amount,
          buyer: null,
        }),
    })
  })
  if (issued === null) throw new Error('invoice not issued')
  return issued
}

/** The order's credit notes as stored: number, the invoice it references, whether its e-mail went in the outbox. */
export function creditNotes(db: Queryable, orderId: string) {
  return queryRows(
    db,
    z.object({ number: z.string(), references: z.string().nullable(), mailed: z.boolean() }),
    `SELECT c.number, i.number AS references, c.mailed_at IS NOT NULL AS mailed
     FROM tax_documents c LEFT JOIN tax_documents i ON i.id = c.references_id
     WHERE c.order_id = $1 AND c.series = 'credit-note'`,
    [orderId],
  )
}
