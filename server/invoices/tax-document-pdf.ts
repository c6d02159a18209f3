import PDFDocument from 'pdfkit'
import { gstStates, isGstStateCode } from '../../src/contracts/gstin.ts'
import type { InvoiceSigning } from './invoice-signing-env.ts'
import { signPdf } from './invoice-signing.ts'
import { amount, setFace, write } from './pdf-writer.ts'
import type { Weight } from './pdf-fonts.ts'
import type { TaxDocumentContent } from './tax-document.ts'

type Pdf = PDFKit.PDFDocument

const titles = { invoice: 'Tax invoice', 'credit-note': 'Credit note' } as const
const numberLabels = { invoice: 'Invoice no.', 'credit-note': 'Credit note no.' } as const

const percent = (basisPoints: number) => `${(basisPoints / 100).toString()} %`

/**
 * Renders an invoice or a credit note (A4, one page) and answers the PDF's bytes, digitally signed
 * when a certificate is configured; without one the document says it is a sample (rule 46(q) wants
 * the supplier's signature on every invoice that has no IRN).
 */
export async function renderTaxDocumentPdf(doc: TaxDocumentContent, signing: InvoiceSigning | null): Promise<Buffer> {
  const pdf = await drawTaxDocument(doc, signing !== null)
  if (signing === null) return pdf
  return signPdf(pdf, signing, {
    name: doc.seller.signatory ?? doc.seller.legalName,
    reason: `${titles[doc.series]} ${doc.number}`,
    location: doc.seller.address.at(-1) ?? '',
  })
}

function drawTaxDocument(doc: TaxDocumentContent, signed: boolean): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${titles[doc.series]} ${doc.number}`,
      Author: doc.seller.legalName,
      CreationDate: new Date(`${doc.date}T00:00:00+05:30`),
    },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })

  const left = 50
  const right = pdf.page.width - 50
  const width = right - left

  const sample = doc.seller.sample || !signed
  if (sample) {
    // Across the page, light enough to read through: sample seller details, or no signature.
    pdf.save().rotate(-30, { origin: [pdf.page.width / 2, pdf.page.height / 2] })
    setFace(pdf, 'latin', 'bold')
    pdf.fontSize(110)
    pdf.fillColor('#d0d0d0')
    pdf.text('Sample', 0, pdf.page.height / 2 - 60, { width: pdf.page.width, align: 'center', lineBreak: false })
    pdf.restore()
  }
  pdf.fillColor('#111111')

  pdf.fontSize(18)
  write(pdf, titles[doc.series].toUpperCase(), 'bold', { x: left, y: 50 })
  pdf.fontSize(9)
  if (doc.seller.sample) write(pdf, 'Sample: the seller details are sample values, not a valid tax document.', 'bold')
  if (!signed) write(pdf, 'Sample: not signed by the seller, not a valid tax document.', 'bold')
  pdf.moveDown(0.5)

  // The seller, left; the document's numbers, right.
  const top = pdf.y
  pdf.fontSize(10)
  write(pdf, doc.seller.legalName, 'bold', { x: left, y: top, width: width / 2 })
  for (const line of doc.seller.address) write(pdf, line, 'regular', { width: width / 2 })
  write(pdf, `State: ${doc.seller.stateName} (${doc.seller.stateCode})`, 'regular', { width: width / 2 })
  write(pdf, `GSTIN: ${doc.seller.gstin}`, 'bold', { width: width / 2 })
  const sellerBottom = pdf.y

  const meta: Array<[string, string]> = [
    [numberLabels[doc.series], doc.number],
    ['Date', doc.date.split('-').reverse().join('-')],
    ...(doc.references
      ? ([
          ['Against invoice', `${doc.references.number} of ${doc.references.date.split('-').reverse().join('-')}`],
        ] as Array<[string, string]>)
      : []),
    ['Place of supply', `${doc.placeOfSupply.stateName} (${doc.placeOfSupply.stateCode})`],
    ['Payment id', doc.paymentId],
    ['Order id', doc.orderId],
  ]
  let metaY = top
  for (const [label, value] of meta) {
    write(pdf, `${label}:`, 'regular', { x: left + width / 2 + 10, y: metaY, width: 95 })
    write(pdf, value, 'bold', { x: left + width / 2 + 105, y: metaY, width: width / 2 - 105 })
    metaY = pdf.y + 2
  }

  // The buyer.
  pdf.y = Math.max(sellerBottom, metaY) + 16
  write(pdf, 'Billed to', 'bold', { x: left })
  if (doc.buyer.gstin === null && doc.buyer.name !== null) {
    // Rule 46(f): an unregistered buyer from ₹50,000 taxable, named as given at checkout.
    write(pdf, `Name: ${doc.buyer.name}`, 'regular', { width })
    for (const line of doc.buyer.address ?? []) write(pdf, line, 'regular', { width })
    if (doc.buyer.stateCode !== null && isGstStateCode(doc.buyer.stateCode)) {
      write(pdf, `State: ${gstStates[doc.buyer.stateCode]} (${doc.buyer.stateCode})`, 'regular', { width })
    }
    write(pdf, 'Unregistered buyer (no GSTIN given)', 'regular')
  } else if (doc.buyer.gstin === null) {
    write(pdf, 'Unregistered buyer (no GSTIN given)', 'regular')
  } else {
    write(pdf, doc.buyer.name ?? '', 'regular', { width })
    for (const line of doc.buyer.address ?? []) write(pdf, line, 'regular', { width })
    write(pdf, `GSTIN: ${doc.buyer.gstin}`, 'bold')
  }

  // The line: description, SAC, taxable value, tax, total.
  pdf.y += 16
  const tax = doc.tax
  const intra = tax.kind === 'intra-state'
  const columns: Array<{ label: string; x: number; right: boolean }> = [
    { label: 'Description', x: left, right: false },
    { label: 'SAC', x: left + 200, right: false },
    { label: 'Taxable value', x: right - 160, right: true },
    { label: 'Total', x: right, right: true },
  ]
  const headerY = pdf.y
  pdf
    .rect(left, headerY - 4, width, 20)
    .fill('#eeeeee')
    .fillColor('#111111')
  for (const column of columns) {
    setFace(pdf, 'latin', 'bold')
    const x = column.right ? column.x - pdf.widthOfString(column.label) : column.x
    pdf.text(column.label, x, headerY, { lineBreak: false })
  }
  const rowY = headerY + 24
  write(pdf, doc.line.description, 'regular', { x: left, y: rowY, width: 190 })
  write(pdf, doc.line.sac, 'regular', { x: left + 200, y: rowY })
  amount(pdf, tax.taxable, right - 160, rowY, 'regular')
  amount(pdf, tax.total, right, rowY, 'regular')

  // The totals, right.
  const half = Math.round(tax.rateBasisPoints / 2)
  const totals: Array<[string, number, Weight]> = [
    ['Taxable value', tax.taxable, 'regular'],
    ...(intra
      ? ([
          [`CGST @ ${percent(half)}`, tax.cgst, 'regular'],
          [`SGST @ ${percent(half)}`, tax.sgst, 'regular'],
        ] as Array<[string, number, Weight]>)
      : ([[`IGST @ ${percent(tax.rateBasisPoints)}`, tax.igst, 'regular']] as Array<[string, number, Weight]>)),
    [doc.series === 'invoice' ? 'Total paid' : 'Total refunded', tax.total, 'bold'],
  ]
  let y = rowY + 36
  pdf
    .moveTo(right - 250, y - 8)
    .lineTo(right, y - 8)
    .strokeColor('#cccccc')
    .stroke()
  for (const [label, value, weight] of totals) {
    write(pdf, label, weight, { x: right - 250, y, lineBreak: false })
    amount(pdf, value, right, y, weight)
    y += 18
  }

  pdf.y = y + 10
  write(pdf, 'Amount in words:', 'regular', { x: left, width })
  write(pdf, doc.amountInWords, 'bold', { width })
  pdf.moveDown()
  if (doc.reason) write(pdf, `Reason: ${doc.reason}`, 'regular', { width })
  write(pdf, 'Prices include GST. Tax is not payable on reverse charge.', 'regular', { width })
  signatory(pdf, doc, signed, right)
  pdf.end()
  return done
}

/**
 * The signature block, right: 'For <legal name> — Authorised Signatory' and the signatory's name; the
 * signature itself is the PDF's digital signature (a reader shows it and checks it), or none: a sample.
 */
function signatory(pdf: Pdf, doc: TaxDocumentContent, signed: boolean, right: number) {
  const width = 300
  const x = right - width
  pdf.y += 24
  write(pdf, `For ${doc.seller.legalName} — Authorised Signatory`, 'bold', { x, width, align: 'right' })
  pdf.moveDown(0.3)
  if (doc.seller.signatory !== null) write(pdf, doc.seller.signatory, 'regular', { x, width, align: 'right' })
  write(pdf, signed ? 'Signed digitally: see the signature in this PDF.' : 'Not signed: a sample.', 'regular', {
    x,
    width,
    align: 'right',
  })
}
