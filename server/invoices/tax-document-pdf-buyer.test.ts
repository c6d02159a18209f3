import { describe, expect, it } from 'vitest'
import { pdfText } from '../test-support/pdf-text.ts'
import { invoiceContent, storedBuyerDetails, type UnregisteredOrderBuyer } from './tax-document.ts'
import { renderTaxDocumentPdf } from './tax-document-pdf.ts'

// Issue 61 item 3: an unregistered buyer from ₹50,000 taxable is named on the invoice and the credit
// note (rule 46(f)), with the address and the state, which is the place of supply.

const invoiceFor = (buyer: UnregisteredOrderBuyer | null) =>
  invoiceContent({
    number: 'INV/26-27/0050',
    issuedAt: new Date('2026-11-27T06:00:00Z'),
    orderId: 'order_Buyer0000001',
    paymentId: 'pay_Buyer00000001',
    planName: 'Enterprise',
    totalPaise: 5_900_000,
    buyer,
  })

const kerala: UnregisteredOrderBuyer = { name: 'सीता देवी', address: 'Flat 4, MG Road\nKochi 682016', state: '32' }

describe("an unregistered buyer's name, address and state on the tax documents", () => {
  it('the invoice prints them under Billed to, and the place of supply is their state', async () => {
    const text = (await pdfText(await renderTaxDocumentPdf(invoiceFor(kerala), null))).normalize('NFC')
    expect(text).toMatch(/Billed to\s+Name: सीता देवी/)
    expect(text).toContain('Flat 4, MG Road')
    expect(text).toContain('Kochi 682016')
    expect(text).toContain('State: Kerala (32)')
    expect(text).toContain('Unregistered buyer (no GSTIN given)')
    expect(text).toMatch(/Place of supply:\s+Kerala \(32\)/)
    expect(text).toMatch(/IGST @ 18 %\s+₹ 9,000\.00/)
  })

  it('a buyer in the seller’s state pays CGST and SGST', async () => {
    const text = await pdfText(
      await renderTaxDocumentPdf(invoiceFor({ name: 'Asha Rao', address: 'Indore', state: '23' }), null),
    )
    expect(text).toContain('State: Madhya Pradesh (23)')
    expect(text).toMatch(/CGST @ 9 %\s+₹ 4,500\.00/)
  })

  it('the credit note prints the same buyer', async () => {
    const invoice = invoiceFor(kerala)
    const note = {
      ...invoice,
      series: 'credit-note' as const,
      number: 'CN/26-27/0002',
      references: { number: invoice.number, date: invoice.date },
      reason: 'Full refund of the order',
    }
    const text = (await pdfText(await renderTaxDocumentPdf(note, null))).normalize('NFC')
    expect(text).toContain('CREDIT NOTE')
    expect(text).toContain('Name: सीता देवी')
    expect(text).toContain('Kochi 682016')
    expect(text).toContain('State: Kerala (32)')
  })

  it('with no details (below the amount) the invoice names no one', async () => {
    const text = await pdfText(await renderTaxDocumentPdf(invoiceFor(null), null))
    expect(text).toContain('Unregistered buyer (no GSTIN given)')
    expect(text).not.toContain('Name:')
    expect(text).toMatch(/Place of supply:\s+Madhya Pradesh \(23\)/)
  })

  it('reads both kinds of stored details back from the order, and nothing else', () => {
    expect(storedBuyerDetails.parse(kerala)).toEqual(kerala)
    const business = { business_name: 'Unit Traders', gstin: '27AAPFU0939F1ZV', address: 'Pune', state: '27' }
    expect(storedBuyerDetails.parse(business)).toEqual(business)
    expect(storedBuyerDetails.parse({ name: 'X', address: 'Y', state: '99' })).toBeNull()
    expect(storedBuyerDetails.parse(null)).toBeNull()
  })
})
