// The console's Orders screen (/api/console/orders/…): the list, refunds (issue 44 item 5, record 069).
import { z } from '../lib/schema.ts'

export const refundStatuses = ['requested', 'pending', 'processed', 'failed'] as const
export type RefundStatus = (typeof refundStatuses)[number]

/**
 * GET /api/console/orders/: amount in paise; the buyer's e-mail and phone when the provider reported
 * them (from the order's most advanced payment); the latest refund's state.
 */
export const consoleOrderSchema = z.object({
  order_id: z.string(),
  plan_name: z.string(),
  amount: z.int(),
  currency: z.string(),
  /** 'created', 'attempted', 'paid' or 'refunded'. */
  status: z.string(),
  payment_id: z.nullable(z.string()),
  buyer_email: z.nullable(z.string()),
  buyer_phone: z.nullable(z.string()),
  created_at: z.string(),
  /** The order's latest refund, when one was asked for. */
  refund_status: z.nullable(z.enum(refundStatuses)),
  /** Its tax invoice's number (GET orders/<order id>/invoice downloads it), once issued. */
  invoice_number: z.nullable(z.string()),
  /** Its credit note's number (GET orders/<order id>/credit-note), once the refund is confirmed. */
  credit_note_number: z.nullable(z.string()),
})
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>

/**
 * POST /api/console/orders/<order id>/refund (finance and admins, a fresh code): 200 'refunded' when
 * Razorpay processed it at once, 202 'pending' when it will (the order becomes Refunded with its
 * refund.processed webhook). A refusal answers 422 with Razorpay's reason, and nothing changes.
 */
export const refundAnswerSchema = z.object({
  order_id: z.string(),
  status: z.enum(['refunded', 'pending']),
  refund_id: z.string(),
})
export type RefundAnswer = z.infer<typeof refundAnswerSchema>

export const refundMessages = {
  orderNotFound: 'There is no such order.',
  notPaid: 'Only a paid order can be refunded.',
  alreadyRefunded: 'This order has already been refunded.',
  alreadyPending: 'A refund of this order is already waiting for Razorpay to process it.',
  noPayment: 'This order has no captured payment to refund.',
  paymentsOff: 'Payments are switched off on this server, so nothing can be refunded from here.',
  otherProvider: 'This order was paid through another payment provider than the one this server uses now.',
  noAnswer:
    'Razorpay did not answer, so the refund may not have been made yet. Try again: the same request is sent, so it never refunds twice.',
  failed: 'Razorpay could not make the refund (it marked it failed). The order stays paid; you may try again.',
  refused: (reason: string) =>
    `Razorpay refused the refund: ${/[.!?]$/.test(reason) ? reason : `${reason}.`} Nothing was changed.`,
} as const

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const realDate = (value: string) => isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

export const invoiceExportMessages = {
  from: 'Enter the first day as a date.',
  to: 'Enter the last day as a date.',
  order: 'The last day must not be before the first.',
} as const

/**
 * POST /api/console/orders/invoices-export { from, to } (dates in India, both included): a CSV file
 * (RFC 4180) with one row per invoice and credit note issued in the range. Finance and admins; audited.
 */
export function checkInvoiceExport(
  input: unknown,
): { ok: true; from: string; to: string } | { ok: false; errors: Record<string, string> } {
  const body = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  const from = typeof body.from === 'string' ? body.from.trim() : ''
  const to = typeof body.to === 'string' ? body.to.trim() : ''
  const errors: Record<string, string> = {}
  if (!realDate(from)) errors.from = invoiceExportMessages.from
  if (!realDate(to)) errors.to = invoiceExportMessages.to
  else if (errors.from === undefined && to < from) errors.to = invoiceExportMessages.order
  return Object.keys(errors).length === 0 ? { ok: true, from, to } : { ok: false, errors }
}

/**
 * The CSV's columns, in order (amounts in rupees with two decimals, dates as YYYY-MM-DD). A credit
 * note's amounts are negative, so a column's sum is what was sold net of refunds (issue 61 item 4).
 */
export const invoiceExportColumns = [
  'Type',
  'Number',
  'Date',
  'Buyer name',
  'Buyer GSTIN',
  'State',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Against invoice',
] as const
