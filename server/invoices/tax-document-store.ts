import { z } from 'zod'
import { taxInvoiceSettings } from '../../src/site/tax-invoice-settings.ts'
import { queryOne, queryRows, type Queryable } from '../db/db.ts'
import { issueTaxDocumentNumber, type TaxDocumentSeries } from './tax-document-number.ts'
import { taxDocumentContent, type TaxDocumentContent } from './tax-document.ts'

export const storedTaxDocument = z.object({
  id: z.coerce.number().int(),
  series: z.enum(['invoice', 'credit-note']),
  number: z.string(),
  order_id: z.string(),
  issued_at: z.coerce.date(),
  mailed_at: z.coerce.date().nullable(),
  content: taxDocumentContent,
})
export type StoredTaxDocument = z.infer<typeof storedTaxDocument>

const columns = 'id, series, number, order_id, issued_at, mailed_at, content'

/**
 * Issues a document of a series for an order: draws its number and inserts it in `tx`, the caller's
 * transaction, so the number and the document commit together or not at all. `build` writes the
 * content around the number. Answers null, drawing nothing, when the order already has one of the
 * series: the caller must hold the order's row lock (SELECT … FOR UPDATE) so that the check and the
 * insert cannot interleave with another issuer; the unique (series, order_id) stays as the backstop.
 */
export async function issueTaxDocument(
  tx: Queryable,
  input: {
    series: TaxDocumentSeries
    orderId: string
    paymentId: string
    at: Date
    referencesId?: number | null
    build: (number: string) => TaxDocumentContent
  },
): Promise<StoredTaxDocument | null> {
  if ((await findTaxDocument(tx, input.orderId, input.series)) !== null) return null
  const drawn = await issueTaxDocumentNumber(tx, input.series, input.at)
  const content = taxDocumentContent.parse(input.build(drawn.number))
  const { tax } = content
  const years = taxInvoiceSettings.retentionYears
  const row = await queryOne(
    tx,
    storedTaxDocument,
    `INSERT INTO tax_documents (series, number, fy_start, serial, order_id, payment_id, references_id, issued_at,
       issue_date, buyer_gstin, place_of_supply, taxable, cgst, sgst, igst, total, content, keep_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb,
       $8::timestamptz + make_interval(years => ${years}))
     RETURNING ${columns}`,
    [
      input.series,
      drawn.number,
      drawn.fyStart,
      drawn.serial,
      input.orderId,
      input.paymentId,
      input.referencesId ?? null,
      input.at.toISOString(),
      content.date,
      content.buyer.gstin,
      content.placeOfSupply.stateCode,
      tax.taxable,
      tax.cgst,
      tax.sgst,
      tax.igst,
      tax.total,
      JSON.stringify(content),
    ],
  )
  if (row === null) throw new Error('The tax document was not stored')
  return row
}

export function findTaxDocument(
  db: Queryable,
  orderId: string,
  series: TaxDocumentSeries,
): Promise<StoredTaxDocument | null> {
  return queryOne(db, storedTaxDocument, `SELECT ${columns} FROM tax_documents WHERE order_id = $1 AND series = $2`, [
    orderId,
    series,
  ])
}

/** An order's documents, the invoice first. */
export function orderTaxDocuments(db: Queryable, orderId: string): Promise<StoredTaxDocument[]> {
  return queryRows(
    db,
    storedTaxDocument,
    `SELECT ${columns} FROM tax_documents WHERE order_id = $1 ORDER BY issued_at, id`,
    [orderId],
  )
}

/** Records that the document's e-mail is in the outbox; answers false when another caller did first. */
export async function markTaxDocumentMailed(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE tax_documents SET mailed_at = now() WHERE id = $1 AND mailed_at IS NULL RETURNING id',
    [id],
  )
  return rows.length > 0
}
