import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accessMessages } from '../../../src/contracts/console-access.ts'
import { invoiceExportColumns, invoiceExportMessages } from '../../../src/contracts/console-orders.ts'
import { indiaDate } from '../../invoices/tax-document-number.ts'
import { pdfText } from '../../test-support/pdf-text.ts'
import { invoiceFor, paidSandboxOrder } from '../../test-support/refunds.ts'
import { addTestStaff, signInBothSteps } from '../../test-support/staff.ts'
import { postJson, startTestServer, type TestServer } from '../../test-support/test-server.ts'
import { neutraliseCell } from '../../export/csv.ts'
import { invoicesCsv } from './invoices-csv.ts'

const password = 'a long enough password'

describe('the Orders screen’s invoices and credit notes: download, and the accountant’s CSV', () => {
  let server: TestServer
  const cookies = { finance: '', recruiter: '' }
  beforeAll(async () => {
    server = await startTestServer()
    for (const role of ['finance', 'recruiter'] as const) {
      await addTestStaff(server.db, `${role}@arcnova.example`, password, role)
      cookies[role] = await signInBothSteps(server.db, `${server.url}/api`, `${role}@arcnova.example`, password)
    }
  }, 60_000)
  afterAll(() => server.cleanup())

  const get = (path: string, cookie = cookies.finance) =>
    fetch(`${server.url}/api/console/${path}`, { headers: { Cookie: cookie } })
  const exportCsv = (body: unknown, cookie = cookies.finance) =>
    postJson(`${server.url}/api/console/orders/invoices-export`, body, { Cookie: cookie })

  it('lists each paid order’s invoice number and downloads the invoice, then the refund’s credit note', async () => {
    const { orderId } = await paidSandboxOrder(server.url)
    const invoice = await invoiceFor(server.db, orderId)
    expect((await get(`orders/${orderId}/credit-note`)).status).toBe(404)

    const pdf = await get(`orders/${orderId}/invoice`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
    )
    const invoiceText = await pdfText(Buffer.from(await pdf.arrayBuffer()))
    expect(invoiceText).toContain('TAX INVOICE')
    expect(invoiceText).toContain(invoice.number)

    const refunded = await fetch(`${server.url}/api/console/orders/${orderId}/refund`, {
      method: 'POST',
      headers: { Cookie: cookies.finance },
    })
    expect(refunded.status).toBe(200)
    const listed = z
      .object({
        results: z.array(
          z.object({
            order_id: z.string(),
            invoice_number: z.string().nullable(),
            credit_note_number: z.string().nullable(),
          }),
        ),
      })
      .parse(await (await get('orders/')).json())
    const row = listed.results.find((item) => item.order_id === orderId)
    expect(row?.invoice_number).toBe(invoice.number)
    expect(row?.credit_note_number).toMatch(/^CN\//)
    const note = await pdfText(Buffer.from(await (await get(`orders/${orderId}/credit-note`)).arrayBuffer()))
    expect(note).toContain('CREDIT NOTE')
    expect(note).toContain(row?.credit_note_number)
    expect(note).toContain(invoice.number)
  })

  it('exports one row per invoice and credit note in the range (RFC 4180), audited with the count', async () => {
    const today = indiaDate(new Date())
    const response = await exportCsv({ from: today, to: today })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoices-${today}-to-${today}.csv"`)
    const text = await response.text()
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(invoiceExportColumns.join(','))
    expect(lines.at(-1)).toBe('')
    const documents = z
      .array(z.object({ series: z.string(), number: z.string(), against: z.string().nullable() }))
      .parse(
        await server.db.query(
          `SELECT d.series, d.number, i.number AS against FROM tax_documents d
           LEFT JOIN tax_documents i ON i.id = d.references_id ORDER BY d.series DESC, d.serial`,
        ),
      )
    expect(lines.slice(1, -1)).toEqual(
      documents.map((document) => {
        // A credit note's amounts are negative: each column sums to the net (issue 61 item 4).
        const sign = document.series === 'invoice' ? '' : '-'
        return [
          document.series === 'invoice' ? 'Invoice' : 'Credit note',
          document.number,
          today,
          '',
          '',
          'Madhya Pradesh (23)',
          `${sign}4236.44`,
          `${sign}381.28`,
          `${sign}381.28`,
          '0.00',
          `${sign}4999.00`,
          document.against ?? '',
        ].join(',')
      }),
    )
    const invoices = documents.filter((document) => document.series === 'invoice').length
    const [audit] = await server.db.query(
      "SELECT subject, detail FROM audit_log WHERE action = 'invoices.exported' ORDER BY id DESC LIMIT 1",
    )
    expect(audit).toEqual({
      subject: `Invoices ${today} to ${today}`,
      detail: `${invoices} invoice${invoices === 1 ? '' : 's'}, 1 credit note`,
    })

    const empty = await exportCsv({ from: '2020-04-01', to: '2021-03-31' })
    expect(await empty.text()).toBe(`${invoiceExportColumns.join(',')}\r\n`)
    const bad = await exportCsv({ from: '2026-13-01', to: '2020-01-01' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ errors: { from: invoiceExportMessages.from } })
    const backwards = await exportCsv({ from: '2026-05-01', to: '2026-04-01' })
    expect(await backwards.json()).toEqual({ errors: { to: invoiceExportMessages.order } })
  })

  it('refuses recruiters on every new route', async () => {
    for (const response of [
      await get('orders/order_AnyOrder000000/invoice', cookies.recruiter),
      await get('orders/order_AnyOrder000000/credit-note', cookies.recruiter),
      await exportCsv({ from: '2026-04-01', to: '2026-04-30' }, cookies.recruiter),
      await postJson(`${server.url}/api/console/orders/order_AnyOrder000000/refund`, {}, { Cookie: cookies.recruiter }),
    ]) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ detail: accessMessages.forbidden })
    }
  })

  it('writes a spreadsheet formula as text and quotes commas, quotes and line breaks', () => {
    for (const dangerous of ['=1+1', '+SUM(A1)', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseCell(dangerous)).toBe(`'${dangerous}`)
    }
    expect(neutraliseCell('27AAPFU0939F1ZV')).toBe('27AAPFU0939F1ZV')
    const csv = invoicesCsv([
      {
        series: 'invoice',
        number: 'INV/26-27/0009',
        issue_date: '2026-11-27',
        buyer_name: '@Evil Traders',
        buyer_gstin: '=HYPERLINK("http://x")',
        place: 'Goa, "North"\nside (30)',
        taxable: 100,
        cgst: 9,
        sgst: 9,
        igst: 0,
        total: 118,
        against: null,
      },
    ])
    expect(csv.split('\r\n')[1]).toBe(
      `Invoice,INV/26-27/0009,2026-11-27,'@Evil Traders,"'=HYPERLINK(""http://x"")","Goa, ""North""\nside (30)",1.00,0.09,0.09,0.00,1.18,`,
    )
  })
})
