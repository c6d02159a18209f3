import { describe, expect, it } from 'vitest'
import { pdfText } from '../test-support/pdf-text.ts'
import { invoiceContent } from './tax-document.ts'
import { renderTaxDocumentPdf } from './tax-document-pdf.ts'

const invoice = invoiceContent({
  number: 'INV/26-27/0042',
  issuedAt: new Date('2026-11-27T06:00:00Z'),
  orderId: 'order_Pdf000000001',
  paymentId: 'pay_Pdf0000000001',
  planName: 'Enterprise',
  totalPaise: 2_499_900,
  buyer: { business_name: 'Šrī Exports LLP', gstin: '29AAPFU0939F1ZR', address: 'MG Road\nBengaluru', state: '29' },
})

describe('the tax document PDF', () => {
  it('reads back with its number, both GSTINs, the rupee total, the tax and the words', async () => {
    const text = await pdfText(await renderTaxDocumentPdf(invoice, null))
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain('INV/26-27/0042')
    expect(text).toContain('27-11-2026')
    expect(text).toContain('GSTIN: 29AAPFU0939F1ZR')
    expect(text).toContain('GSTIN: 23AAJCA4367K1ZI')
    // Letters outside Latin-1 are written in the font's extended part, like the rupee sign.
    expect(text).toContain('Šrī Exports LLP')
    expect(text).toMatch(/IGST @ 18 %\s+₹ 3,813\.41/)
    expect(text).toMatch(/Total paid\s+₹ 24,999\.00/)
    expect(text).toContain('Rupees Twenty-Four Thousand Nine Hundred Ninety-Nine Only')
    expect(text).toMatch(/Place of supply:\s+Karnataka \(29\)/)
  })

  it('renders a credit note with the invoice it corrects', async () => {
    const note = {
      ...invoice,
      series: 'credit-note' as const,
      number: 'CN/26-27/0001',
      references: { number: invoice.number, date: invoice.date },
      reason: 'Full refund of the order',
    }
    const text = await pdfText(await renderTaxDocumentPdf(note, null))
    expect(text).toContain('CREDIT NOTE')
    expect(text).toMatch(/Credit note no\.:\s+CN\/26-27\/0001/)
    expect(text).toMatch(/Against invoice:\s+INV\/26-27\/0042 of 27-11-2026/)
    expect(text).toMatch(/Total refunded\s+₹ 24,999\.00/)
    expect(text).toContain('Reason: Full refund of the order')
  })
})
