import { describe, expect, it } from 'vitest'
import { pdfText } from '../test-support/pdf-text.ts'
import { pdfFonts, pdfInkWidth, pdfWordBoxes } from '../test-support/pdf-tools.ts'
import { invoiceContent, type OrderBuyer } from './tax-document.ts'
import { renderTaxDocumentPdf } from './tax-document-pdf.ts'

/** An invoice for a registered buyer named (and addressed) as given. */
function invoiceFor(buyer: Pick<OrderBuyer, 'business_name' | 'address'>) {
  return invoiceContent({
    number: 'INV/26-27/0007',
    issuedAt: new Date('2026-11-27T06:00:00Z'),
    orderId: 'order_Script00000001',
    paymentId: 'pay_Script0000001',
    planName: 'Growth',
    totalPaise: 1_180_000,
    buyer: { ...buyer, gstin: '23AAJCA4367K1ZI', state: '23' },
  })
}

const nfc = (text: string) => text.normalize('NFC')

describe('invoices for buyers named in an Indian script (issue 61 item 1)', () => {
  it('reads back a Hindi name, business name and mixed address as typed, from embedded Devanagari subsets', async () => {
    const pdf = await renderTaxDocumentPdf(
      invoiceFor({
        business_name: 'राम कुमार शर्मा',
        address: 'Flat 4, क्षत्रिय भवन, MG Road\nइंदौर, मध्य प्रदेश 452010',
      }),
      null,
    )
    const text = nfc(await pdfText(pdf))
    expect(text).toContain('राम कुमार शर्मा')
    // A Latin address with Hindi in it keeps its order.
    expect(text).toContain('Flat 4, क्षत्रिय भवन, MG Road')
    expect(text).toContain('इंदौर, मध्य प्रदेश 452010')
    const fonts = await pdfFonts(pdf)
    expect(fonts).toContainEqual({
      name: expect.stringMatching(/^[A-Z]{6}\+NotoSansDevanagari-Regular$/),
      embedded: true,
      subset: true,
    })
    // Every font is embedded as a subset: no reader falls back to a font of its own.
    expect(fonts.every((font) => font.embedded && font.subset)).toBe(true)
  })

  it('reads back a Tamil name as typed, from an embedded Tamil subset', async () => {
    const pdf = await renderTaxDocumentPdf(
      invoiceFor({ business_name: 'முருகன் ஸ்ரீனிவாசன்', address: 'கோயம்புத்தூர் 641001' }),
      null,
    )
    const text = nfc(await pdfText(pdf))
    expect(text).toContain('முருகன் ஸ்ரீனிவாசன்')
    // A vowel sign drawn before its consonant (கோ) still reads in typed order.
    expect(text).toContain('கோயம்புத்தூர் 641001')
    expect(await pdfFonts(pdf)).toContainEqual({
      name: expect.stringMatching(/^[A-Z]{6}\+NotoSansTamil-Regular$/),
      embedded: true,
      subset: true,
    })
  })

  const others = [
    ['Bengali', 'সুব্রত চক্রবর্তী'],
    ['Gurmukhi', 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ'],
    ['Gurmukhi', 'ਹਰਪ੍ਰੀਤ ਕੌਰ, ਅੰਮ੍ਰਿਤਸਰ'],
    ['Gujarati', 'કૃષ્ણ પટેલ'],
    ['Gujarati', 'અંકિત શાહ'],
    ['Oriya', 'ସୁବ୍ରତ ମହାପାତ୍ର'],
    ['Telugu', 'శ్రీనివాస్ రెడ్డి'],
    ['Telugu', 'ప్రసాద్, ప్రకాశం'],
    ['Kannada', 'ಲಕ್ಷ್ಮಿ ನಾರಾಯಣ'],
    ['Malayalam', 'ശ്രീകുമാർ നായർ'],
    ['Malayalam', 'കൃഷ്ണൻ, കോഴിക്കോട്'],
  ] as const
  it.each(others)(
    'reads back a name in %s as typed, from an embedded subset of its Noto Sans',
    async (script, name) => {
      const pdf = await renderTaxDocumentPdf(invoiceFor({ business_name: name, address: 'MG Road\nIndore' }), null)
      expect(nfc(await pdfText(pdf))).toContain(nfc(name))
      expect(await pdfFonts(pdf)).toContainEqual({
        name: expect.stringMatching(new RegExp(`^[A-Z]{6}\\+NotoSans${script}-Regular$`)),
        embedded: true,
        subset: true,
      })
    },
  )

  // ZWNJ after a virama asks for the letters unjoined (क्‌ष); shaped, क्ष is one narrower glyph. Without
  // shaping both would be drawn alike, as loose letters with a visible virama: the ink is measured on
  // the page as poppler draws it, on the name's line (between 'Billed to' and the address).
  const inkWidth = async (name: string) => {
    const pdf = await renderTaxDocumentPdf(invoiceFor({ business_name: name, address: 'Indore' }), null)
    const words = await pdfWordBoxes(pdf)
    const above = words.find((word) => word.text === 'Billed')
    const below = words.find((word) => word.text === 'Indore' && above !== undefined && word.top > above.bottom)
    if (above === undefined || below === undefined) throw new Error('the buyer block is not where it was')
    return pdfInkWidth(pdf, above.bottom + 1, below.top - 1)
  }

  // Gurmukhi ਪ੍ਰ and Telugu శ్రీ, ప్ర were drawn loose before fontkit's empty anchors were mended (record 087).
  const conjuncts = [
    ['Devanagari', 'क्षत्रिय', 'क्\u200cषत्\u200cरिय'],
    ['Tamil', 'ஸ்ரீ', 'ஸ்\u200cரீ'],
    ['Gurmukhi', 'ਹਰਪ੍ਰੀਤ', 'ਹਰਪ੍\u200cਰੀਤ'],
    ['Telugu', 'శ్రీ', 'శ్\u200cరీ'],
    ['Telugu', 'ప్రసాద్', 'ప్\u200cరసాద్'],
  ] as const
  it.each(conjuncts)(
    'draws %s conjuncts joined: %s is narrower than its letters kept apart by a ZWNJ',
    async (_, name, apart) => {
      const joined = await inkWidth(name)
      expect(joined).toBeGreaterThan(4)
      expect(joined).toBeLessThan((await inkWidth(apart)) - 3)
    },
  )

  // A vowel sign, tippi, anusvara or virama drawn above or below its letter takes no room of its own; one
  // that fontkit could not place stood beside it on a dotted circle (Gurmukhi, Gujarati, Malayalam).
  const marks = [
    ['Gurmukhi', 'ਸਿੰਘ ਗੁਰਮੁਖ', 'ਸਿਘ ਗਰਮਖ'],
    ['Gujarati', 'અંકિત', 'અકિત'],
    ['Malayalam', 'സ്ത', 'സത'],
    ['Malayalam', 'കോഴിക്കോട്', 'കോഴിക്കോട'],
  ] as const
  it.each(marks)('draws %s signs on their letters: %s is as wide as %s', async (_, name, bare) => {
    const width = await inkWidth(name)
    expect(width).toBeGreaterThan(10)
    expect(Math.abs(width - (await inkWidth(bare)))).toBeLessThan(1.5)
  })
})
