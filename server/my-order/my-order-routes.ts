import { Hono } from 'hono'
import { z } from 'zod'
import {
  myOrderMessages,
  orderDocumentRequestSchema,
  orderRequestSchema,
  type MyOrder,
} from '../../src/contracts/my-order.ts'
import { queryOne, type Db } from '../db/db.ts'
import { attachment } from '../http/attachment.ts'
import { jsonBodyLimit, readJson } from '../http/json-body.ts'
import { HttpProblem } from '../http/problem.ts'
import type { InvoiceSigning } from '../invoices/invoice-signing-env.ts'
import { renderTaxDocumentPdf } from '../invoices/tax-document-pdf.ts'
import { orderTaxDocuments } from '../invoices/tax-document-store.ts'
import { orderForToken } from './order-tokens.ts'

const orderRow = z.object({
  plan_name: z.string(),
  amount: z.number().int(),
  status: z.string(),
  paid_at: z.coerce.date(),
})

/**
 * The order page's API: the order the body's token opens, and its documents as PDFs. One 404 for a
 * token that opens nothing; `no-store` and `noindex` on every answer (one buyer's data).
 */
export function myOrderRoutes(db: Db, signing: InvoiceSigning | null): Hono {
  const app = new Hono()
  app.use('/my-order/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex, nofollow')
  })
  app.use('/my-order/*', jsonBodyLimit(1024))

  async function openedBy(body: unknown): Promise<string> {
    const parsed = orderRequestSchema.safeParse(body)
    if (!parsed.success) throw new HttpProblem(400, myOrderMessages.incomplete)
    const orderId = await orderForToken(db, parsed.data.token)
    if (orderId === null) throw new HttpProblem(404, myOrderMessages.notFound)
    return orderId
  }

  app.post('/my-order/', async (c) => {
    const orderId = await openedBy(await readJson(c))
    const order = await queryOne(
      db,
      orderRow,
      `SELECT p.name AS plan_name, o.amount, o.status, a.activated_at AS paid_at
         FROM orders o JOIN plan_activations a ON a.order_id = o.order_id JOIN plans p ON p.id = a.plan_id
        WHERE o.order_id = $1`,
      [orderId],
    )
    if (order === null) throw new HttpProblem(404, myOrderMessages.notFound)
    const documents = await orderTaxDocuments(db, orderId)
    const summary = (doc: (typeof documents)[number]) => ({
      number: doc.number,
      date: doc.content.date,
      total: doc.content.tax.total,
    })
    const invoice = documents.find((doc) => doc.series === 'invoice')
    const answer: MyOrder = {
      plan: order.plan_name,
      amount: order.amount,
      paid_at: order.paid_at.toISOString(),
      status: order.status === 'refunded' ? 'refunded' : 'paid',
      invoice: invoice ? summary(invoice) : null,
      credit_notes: documents.filter((doc) => doc.series === 'credit-note').map(summary),
    }
    return c.json(answer)
  })

  app.post('/my-order/document/', async (c) => {
    const body = await readJson(c)
    const orderId = await openedBy(body)
    const parsed = orderDocumentRequestSchema.safeParse(body)
    if (!parsed.success) throw new HttpProblem(400, myOrderMessages.incomplete)
    const doc = (await orderTaxDocuments(db, orderId)).find((item) => item.number === parsed.data.number)
    if (doc === undefined) throw new HttpProblem(404, myOrderMessages.notFound)
    const pdf = await renderTaxDocumentPdf(doc.content, signing)
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachment(`${doc.number.replaceAll('/', '-')}.pdf`),
      'Content-Length': String(pdf.byteLength),
      'X-Content-Type-Options': 'nosniff',
    })
  })
  return app
}
