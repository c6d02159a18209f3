import { z } from 'zod'
import { queryOne, type Queryable } from '../db/db.ts'
import type { Outbox } from '../delivery/outbox.ts'
import type { InvoiceSigning } from '../invoices/invoice-signing-env.ts'
import { renderTaxDocumentPdf } from '../invoices/tax-document-pdf.ts'
import { findTaxDocument, issueTaxDocument, markTaxDocumentMailed } from '../invoices/tax-document-store.ts'
import { indiaDate } from '../invoices/tax-document-number.ts'
import { sellerFromSettings, type TaxDocumentContent } from '../invoices/tax-document.ts'
import { formatRupees } from '../invoices/tax-split.ts'
import type { RefundRow } from './refund-repository.ts'

export const creditNoteReason = 'Refund of the whole payment.'

/**
 * A credit note for the whole of an invoice (CGST Act, section 34; rule 53): the same buyer, line,
 * place of supply and tax, its own number and date, and the invoice it corrects. The seller is
 * as the settings name it now.
 */
export function creditNoteContent(invoice: TaxDocumentContent, number: string, at: Date): TaxDocumentContent {
  return {
    ...invoice,
    series: 'credit-note',
    number,
    date: indiaDate(at),
    seller: sellerFromSettings(),
    references: { number: invoice.number, date: invoice.date },
    reason: creditNoteReason,
  }
}

/** The credit note's e-mail: what was refunded, which invoice it cancels, when the money arrives. */
export function creditNoteMail(note: TaxDocumentContent, planName: string) {
  const references = note.references
  return {
    subject: `Credit note ${note.number} for your ${planName} plan (invoice ${references?.number ?? ''})`,
    text: [
      'Hello,',
      '',
      `We have refunded ₹${formatRupees(note.tax.total)} for your ${planName} plan (order ${note.orderId}, payment ${note.paymentId}).`,
      `The credit note ${note.number} of ${note.date} is attached: it cancels invoice ${references?.number ?? ''} of ${references?.date ?? ''}.`,
      'The money goes back to the card or account you paid from; banks usually show it within 5 to 7 working days.',
      '',
      `${note.seller.legalName}`,
    ].join('\n'),
  }
}

/**
 * Issues the refund's credit note and puts its e-mail (with the PDF) in the outbox, in the
 * transaction that confirmed the refund: both happen once, with the confirmation, or not at all.
 * An order paid before invoices were issued has no invoice to credit, and gets no credit note.
 */
export async function issueCreditNote(
  tx: Queryable,
  refund: RefundRow,
  outbox: Outbox,
  signing: InvoiceSigning | null,
): Promise<void> {
  // issueTaxDocument wants the order's row lock: two issuers of one order wait for each other.
  const order = await queryOne(
    tx,
    z.object({ plan_name: z.string(), buyer_email: z.string().nullable() }),
    `SELECT p.name AS plan_name, (SELECT buyer_email FROM payments WHERE payment_id = $2) AS buyer_email
     FROM orders o JOIN plans p ON p.id = o.plan_id WHERE o.order_id = $1 FOR UPDATE OF o`,
    [refund.order_id, refund.payment_id],
  )
  const invoice = await findTaxDocument(tx, refund.order_id, 'invoice')
  if (order === null || invoice === null) return
  const at = new Date()
  const note = await issueTaxDocument(tx, {
    series: 'credit-note',
    orderId: refund.order_id,
    paymentId: invoice.content.paymentId,
    at,
    referencesId: invoice.id,
    build: (number) => creditNoteContent(invoice.content, number, at),
  })
  if (note === null || order.buyer_email === null || !outbox.mail) return
  const pdf = await renderTaxDocumentPdf(note.content, signing)
  await outbox.add(tx, 'credit note', {
    channel: 'mail',
    mail: {
      sender: 'company',
      to: order.buyer_email,
      ...creditNoteMail(note.content, order.plan_name),
      attachments: [
        {
          filename: `credit-note-${note.number.replaceAll('/', '-')}.pdf`,
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    },
  })
  await markTaxDocumentMailed(tx, note.id)
}
