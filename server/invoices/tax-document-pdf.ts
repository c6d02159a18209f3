import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { formatRupees } from './tax-split.ts'
import type { TaxDocumentContent } from './tax-document.ts'

const require = createRequire(import.meta.url)

/**
 * Roboto, the site's heading face, embedded (subset) in every PDF so it reads the same in any reader.
 * Its Latin part has no rupee sign; its Latin-extended part has ₹ (U+20B9) and accented letters, so
 * text outside Latin-1 is written in that part.
 */
const fontFile = (part: 'latin' | 'latin-ext', weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/roboto/files/roboto-${part}-${weight}-normal.woff`))
const fonts = {
  regular: fontFile('latin', 400),
  bold: fontFile('latin', 700),
  regularExt: fontFile('latin-ext', 400),
  boldExt: fontFile('latin-ext', 700),
}

type Pdf = PDFKit.PDFDocument
type Weight = 'regular' | 'bold'

const titles = { invoice: 'Tax invoice', 'credit-note': 'Credit note' } as const
const numberLabels = { invoice: 'Invoice no.', 'credit-note': 'Credit note no.' } as const

/** Runs of a text by the font part that has their characters: Latin-1 (code points up to U+00FF) or not. */
function runs(text: string): Array<{ ext: boolean; text: string }> {
  const parts: Array<{ ext: boolean; text: string }> = []
  for (const character of text) {
    const ext = (character.codePointAt(0) ?? 0) > 0xff
    const last = parts.at(-1)
    if (last !== undefined && last.ext === ext) last.text += character
    else parts.push({ ext, text: character })
  }
  return parts
}

/** Writes one line or paragraph at the cursor (or x, y), switching font parts inside it as needed. */
function write(
  pdf: Pdf,
  text: string,
  weight: Weight,
  options: PDFKit.Mixins.TextOptions & { x?: number; y?: number } = {},
) {
  const { x, y, ...rest } = options
  const parts = runs(text)
  if (parts.length === 0) return
  parts.forEach((part, index) => {
    pdf.font(part.ext ? `${weight}Ext` : weight)
    const continued = index < parts.length - 1
    if (index === 0 && x !== undefined) pdf.text(part.text, x, y, { ...rest, continued })
    else pdf.text(part.text, { ...rest, continued })
  })
}

/** '₹ 1,180.00' right-aligned to `right`: the sign from the extended part, the figures from the Latin one. */
function amount(pdf: Pdf, paise: number, right: number, y: number, weight: Weight) {
  const figures = formatRupees(paise)
  pdf.font(weight)
  const width = pdf.widthOfString(figures)
  pdf.text(figures, right - width, y, { lineBreak: false })
  pdf.font(`${weight}Ext`)
  const sign = '₹ '
  pdf.text(sign, right - width - pdf.widthOfString(sign), y, { lineBreak: false })
}

const percent = (basisPoints: number) => `${(basisPoints / 100).toString()} %`

/** Renders an invoice or a credit note (A4, one page) and answers the PDF's bytes. */
export function renderTaxDocumentPdf(doc: TaxDocumentContent): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${titles[doc.series]} ${doc.number}`,
      Author: doc.seller.legalName,
      CreationDate: new Date(`${doc.date}T00:00:00+05:30`),
    },
  })
  pdf.registerFont('regular', fonts.regular)
  pdf.registerFont('bold', fonts.bold)
  pdf.registerFont('regularExt', fonts.regularExt)
  pdf.registerFont('boldExt', fonts.boldExt)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })

  const left = 50
  const right = pdf.page.width - 50
  const width = right - left

  if (doc.seller.sample) {
    // Across the page, light enough to read through: these are the settings' sample values.
    pdf.save().rotate(-30, { origin: [pdf.page.width / 2, pdf.page.height / 2] })
    pdf.font('bold').fontSize(110).fillColor('#d0d0d0')
    pdf.text('Sample', 0, pdf.page.height / 2 - 60, { width: pdf.page.width, align: 'center', lineBreak: false })
    pdf.restore()
  }
  pdf.fillColor('#111111')

  pdf.fontSize(18)
  write(pdf, titles[doc.series].toUpperCase(), 'bold', { x: left, y: 50 })
  pdf.fontSize(9)
  if (doc.seller.sample) write(pdf, 'Sample: the seller details are sample values, not a valid tax document.', 'bold')
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
  if (doc.buyer.gstin === null) {
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
    pdf.font('bold')
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
  write(pdf, 'This document was issued electronically and needs no signature.', 'regular', { width })
  pdf.end()
  return done
}
