import { z } from 'zod'
import { settings } from '../../src/site/settings.ts'
import { queryOne, type Queryable } from '../db/db.ts'
import type { Outbox } from '../delivery/outbox.ts'
import { issueOrderToken, orderLink, orderLinkValidYears } from '../my-order/order-tokens.ts'
import type { InvoiceSigning } from './invoice-signing-env.ts'
import { invoiceContent, storedBuyerDetails } from './tax-document.ts'
import { renderTaxDocumentPdf } from './tax-document-pdf.ts'
import {
  findTaxDocument,
  issueTaxDocument,
  markTaxDocumentMailed,
  type StoredTaxDocument,
} from './tax-document-store.ts'
import { formatRupees } from './tax-split.ts'

/** What issuing an invoice needs besides the transaction: the outbox for the receipt, the site for its link, the signer. */
export interface Invoicing {
  outbox: Outbox
  siteUrl: string
  /** The certificate the invoice is signed with; null: it says it is a sample. */
  signing: InvoiceSigning | null
}

const paidOrder = z.object({
  order_id: z.string(),
  amount: z.number().int(),
  buyer_details: z.unknown(),
  plan_name: z.string(),
  payment_id: z.string(),
  buyer_email: z.string().nullable(),
})

/** The receipt: the plan and the invoice number in the subject, the PDF attached, the order page's link. */
export function receiptMail(to: string, invoice: StoredTaxDocument, planName: string, link: string, pdf: Buffer) {
  const total = formatRupees(invoice.content.tax.total)
  return {
    to,
    subject: `Your ${planName} plan: receipt and tax invoice ${invoice.number}`,
    text: [
      `Thank you for buying the ${planName} plan from ${settings.companyName}. We received your payment of ₹${total} (payment ${invoice.content.paymentId}).`,
      '',
      `Your tax invoice ${invoice.number} is attached as a PDF. Your order, its invoice and any credit note are here for the next ${orderLinkValidYears} years:`,
      link,
      '',
      'Keep the link to yourself: whoever has it can see the order and download its invoice.',
      'Lost it, or shared it by mistake? Ask for a fresh one on the same page ("Lost your order link?"): the old one then stops working.',
    ].join('\n'),
    attachments: [
      {
        filename: `${invoice.number.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64' as const,
      },
    ],
  }
}

/**
 * After a payment is confirmed (the browser's verification or the webhook, whichever comes first), on
 * the same transaction and with the order's row locked by activatePaidOrder: issues the order's tax
 * invoice once, and puts the receipt in the outbox once the buyer's e-mail is known (the webhook may
 * bring it after the verification). Answers whether a receipt was queued (wake the outbox after commit).
 */
export async function invoicePaidOrder(tx: Queryable, invoicing: Invoicing, orderId: string): Promise<boolean> {
  const order = await queryOne(
    tx,
    paidOrder,
    `SELECT o.order_id, o.amount, o.buyer_details, p.name AS plan_name, a.payment_id, pay.buyer_email
       FROM orders o JOIN plan_activations a ON a.order_id = o.order_id JOIN plans p ON p.id = a.plan_id
       LEFT JOIN payments pay ON pay.payment_id = a.payment_id
      WHERE o.order_id = $1`,
    [orderId],
  )
  if (order === null) return false
  const issuedAt = new Date()
  const invoice =
    (await issueTaxDocument(tx, {
      series: 'invoice',
      orderId,
      paymentId: order.payment_id,
      at: issuedAt,
      build: (number) =>
        invoiceContent({
          number,
          issuedAt,
          orderId,
          paymentId: order.payment_id,
          planName: order.plan_name,
          totalPaise: order.amount,
          buyer: storedBuyerDetails.parse(order.buyer_details),
        }),
    })) ?? (await findTaxDocument(tx, orderId, 'invoice'))
  if (invoice === null || invoice.mailed_at !== null || !invoicing.outbox.mail || !order.buyer_email) return false
  if (!(await markTaxDocumentMailed(tx, invoice.id))) return false
  const token = await issueOrderToken(tx, orderId)
  const pdf = await renderTaxDocumentPdf(invoice.content, invoicing.signing)
  const mail = receiptMail(order.buyer_email, invoice, order.plan_name, orderLink(invoicing.siteUrl, token), pdf)
  await invoicing.outbox.add(tx, 'order receipt', { channel: 'mail', mail: { ...mail, sender: 'company' } })
  return true
}
