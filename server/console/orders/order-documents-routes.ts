import { Hono } from 'hono'
import { checkInvoiceExport } from '../../../src/contracts/console-orders.ts'
import { orderIdPattern } from '../../../src/contracts/order.ts'
import type { Db } from '../../db/db.ts'
import { jsonBodyLimit, readJson } from '../../http/json-body.ts'
import { fieldErrors, problem } from '../../http/problem.ts'
import type { InvoiceSigning } from '../../invoices/invoice-signing-env.ts'
import { renderTaxDocumentPdf } from '../../invoices/tax-document-pdf.ts'
import { findTaxDocument } from '../../invoices/tax-document-store.ts'
import { requestMessages } from '../../messages.ts'
import { recordAudit } from '../audit-log.ts'
import { type ConsoleVariables, requireStaff } from '../console-auth-routes.ts'
import { csvDownloadHeaders } from '../../export/csv.ts'
import { invoicesCsv, taxDocumentsBetween } from './invoices-csv.ts'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The Orders screen's documents (finance and admins): an order's invoice and credit note as PDF,
 * rendered again from the content stored when they were issued, and the accountant's CSV export.
 */
export function orderDocumentsRoutes(db: Db, signing: InvoiceSigning | null): Hono<{ Variables: ConsoleVariables }> {
  const app = new Hono<{ Variables: ConsoleVariables }>()
  app.use('/console/orders/*', requireStaff(db, 'orders'))

  for (const series of ['invoice', 'credit-note'] as const) {
    app.get(`/console/orders/:orderId/${series}`, async (c) => {
      const orderId = c.req.param('orderId')
      const document = orderIdPattern.test(orderId) ? await findTaxDocument(db, orderId, series) : null
      if (document === null) return problem(c, 404, requestMessages.notFound)
      const pdf = await renderTaxDocumentPdf(document.content, signing)
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${document.number.replaceAll('/', '-')}.pdf"`,
        'Content-Length': String(pdf.byteLength),
        'X-Content-Type-Options': 'nosniff',
      })
    })
  }

  app.post('/console/orders/invoices-export', jsonBodyLimit(), async (c) => {
    const checked = checkInvoiceExport(await readJson(c))
    if (!checked.ok) return fieldErrors(c, checked.errors)
    const rows = await taxDocumentsBetween(db, checked.from, checked.to)
    const invoices = rows.filter((row) => row.series === 'invoice').length
    await recordAudit(db, c.get('staff'), {
      action: 'invoices.exported',
      subject: `Invoices ${checked.from} to ${checked.to}`,
      detail: `${count(invoices, 'invoice', 'invoices')}, ${count(rows.length - invoices, 'credit note', 'credit notes')}`,
    })
    return c.body(invoicesCsv(rows), 200, csvDownloadHeaders(`invoices-${checked.from}-to-${checked.to}.csv`))
  })
  return app
}
