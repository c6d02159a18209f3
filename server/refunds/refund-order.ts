import { refundMessages as m, type RefundAnswer } from '../../src/contracts/console-orders.ts'
import { recordAudit } from '../console/audit-log.ts'
import type { Db } from '../db/db.ts'
import type { Log } from '../log.ts'
import { PaymentProviderError, RefundRefused, type PaymentProvider } from '../payments/payment-provider.ts'
import { confirmRefund, type RefundEffects } from './refund-confirmation.ts'
import {
  dropRefusedRefund,
  markRefundFailed,
  markRefundPending,
  prepareRefund,
  refundKeyNote,
} from './refund-repository.ts'

export type RefundOutcome =
  | { ok: true; status: 200 | 202; answer: RefundAnswer }
  | { ok: false; status: 404 | 409 | 422 | 502 | 503; detail: string }

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`

/**
 * A staff member's full refund of an order (record 069). The refund is recorded before Razorpay is
 * asked, and asked outside any transaction (no connection is held while it answers); what Razorpay
 * answers then moves the record: processed (the order is Refunded, once), pending (its webhook will
 * say), failed, or refused (the record goes: nothing changed). A lost answer keeps the record, and
 * asking again sends the same idempotency key.
 */
export async function refundOrder(
  deps: { db: Db; provider: PaymentProvider | null; effects: RefundEffects; log: Log },
  staff: { staffId: number; email: string },
  orderId: string,
): Promise<RefundOutcome> {
  const { db, provider, effects, log } = deps
  if (provider === null) return { ok: false, status: 503, detail: m.paymentsOff }
  const subject = `Order ${orderId}`
  const prepared = await db.transaction(async (tx) => {
    const outcome = await prepareRefund(tx, orderId, staff, provider.name)
    if ('refund' in outcome) {
      const { refund, fresh } = outcome
      const detail = `${rupees(refund.amount)} to payment ${refund.payment_id}${fresh ? '' : ' (asked again)'}`
      await recordAudit(tx, staff, { action: 'refund.requested', subject, detail })
    }
    return outcome
  })
  if (!('refund' in prepared)) return { ok: false, ...prepared }
  const { refund } = prepared

  let answer: Awaited<ReturnType<PaymentProvider['refund']>>
  try {
    answer = await provider.refund({
      paymentId: refund.payment_id,
      amount: refund.amount,
      idempotencyKey: refund.idempotency_key,
      notes: { order_id: orderId, [refundKeyNote]: refund.idempotency_key },
    })
  } catch (error) {
    if (error instanceof RefundRefused) {
      await db.transaction(async (tx) => {
        await dropRefusedRefund(tx, refund.id)
        await recordAudit(tx, staff, { action: 'refund.refused', subject, detail: error.reason })
      })
      return { ok: false, status: 422, detail: m.refused(error.reason) }
    }
    if (error instanceof PaymentProviderError) {
      // Our own wording of the provider's answer: no buyer data in it.
      log('warn', 'refund outcome unknown', { route: 'console refund', reason: error.message })
      return { ok: false, status: 502, detail: m.noAnswer }
    }
    throw error
  }

  const match = { razorpayRefundId: answer.id, refundKey: refund.idempotency_key, amount: refund.amount }
  if (answer.status === 'failed') {
    await db.transaction((tx) => markRefundFailed(tx, match))
    return { ok: false, status: 422, detail: m.failed }
  }
  if (answer.status === 'pending') {
    await db.transaction((tx) => markRefundPending(tx, refund.id, answer.id))
    return { ok: true, status: 202, answer: { order_id: orderId, status: 'pending', refund_id: answer.id } }
  }
  // Processed: confirmed here unless its webhook got there first; either way the order is Refunded.
  const confirmed = await db.transaction((tx) => confirmRefund(tx, match, effects))
  if (confirmed !== null) effects.afterCommit()
  return { ok: true, status: 200, answer: { order_id: orderId, status: 'refunded', refund_id: answer.id } }
}
