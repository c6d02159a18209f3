import { z } from 'zod'
import { invoiceExportColumns } from '../../../src/contracts/console-orders.ts'
import { queryRows, type Queryable } from '../../db/db.ts'
import { figure, toCsv } from '../../export/csv.ts'

const exportRow = z.object({
  series: z.enum(['invoice', 'credit-note']),
  number: z.string(),
  issue_date: z.string(),
  buyer_name: z.string().nullable(),
  buyer_gstin: z.string().nullable(),
  place: z.string(),
  taxable: z.coerce.number(),
  cgst: z.coerce.number(),
  sgst: z.coerce.number(),
  igst: z.coerce.number(),
  total: z.coerce.number(),
  against: z.string().nullable(),
})

/** Invoices and credit notes dated from `from` to `to` (India dates, both included), by date and number. */
export function taxDocumentsBetween(db: Queryable, from: string, to: string) {
  return queryRows(
    db,
    exportRow,
    `SELECT d.series, d.number, to_char(d.issue_date, 'YYYY-MM-DD') AS issue_date,
            d.content -> 'buyer' ->> 'name' AS buyer_name, d.buyer_gstin,
            (d.content -> 'placeOfSupply' ->> 'stateName') || ' (' || d.place_of_supply || ')' AS place,
            d.taxable, d.cgst, d.sgst, d.igst, d.total, i.number AS against
     FROM tax_documents d LEFT JOIN tax_documents i ON i.id = d.references_id
     WHERE d.issue_date BETWEEN $1::date AND $2::date
     ORDER BY d.issue_date, d.series DESC, d.fy_start, d.serial`,
    [from, to],
  )
}

/** The accountant's file: RFC 4180 (CRLF line ends, quotes where needed), a header row, one row per document. */
export function invoicesCsv(rows: ReadonlyArray<z.infer<typeof exportRow>>): string {
  const records = rows.map((row) => {
    // A credit note takes back what its invoice charged: negative, so each column sums to the net.
    const rupees = (paise: number) => figure(((row.series === 'credit-note' ? -1 : 1) * paise) / 100)
    return [
      row.series === 'invoice' ? 'Invoice' : 'Credit note',
      row.number,
      row.issue_date,
      row.buyer_name ?? '',
      row.buyer_gstin ?? '',
      row.place,
      rupees(row.taxable),
      rupees(row.cgst),
      rupees(row.sgst),
      rupees(row.igst),
      rupees(row.total),
      row.against ?? '',
    ]
  })
  return toCsv(invoiceExportColumns, records)
}
