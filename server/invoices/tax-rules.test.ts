import { describe, expect, it } from 'vitest'
import { rupeesInWords } from './amount-in-words.ts'
import { financialYearStart, formatTaxDocumentNumber, indiaDate } from './tax-document-number.ts'
import { formatRupees, splitInclusiveTotal } from './tax-split.ts'

describe('the tax in a tax-inclusive price', () => {
  it('splits within the state into equal CGST and SGST, and between states into IGST', () => {
    expect(splitInclusiveTotal(118_000, 18, true)).toMatchObject({
      taxable: 100_000,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
    })
    expect(splitInclusiveTotal(118_000, 18, false)).toMatchObject({ taxable: 100_000, cgst: 0, sgst: 0, igst: 18_000 })
  })

  it('rounds each tax to the paisa and the parts always add back to the total', () => {
    // ₹999: 99900 × 18 / 118 = 15238.98… → IGST 15239; halves 7619.49… → 7619 each.
    expect(splitInclusiveTotal(99_900, 18, false)).toMatchObject({ taxable: 84_661, igst: 15_239 })
    expect(splitInclusiveTotal(99_900, 18, true)).toMatchObject({ taxable: 84_662, cgst: 7_619, sgst: 7_619 })
    for (let total = 1; total < 5_000; total += 7) {
      for (const intra of [true, false]) {
        const split = splitInclusiveTotal(total, 18, intra)
        expect(split.taxable + split.cgst + split.sgst + split.igst).toBe(total)
        expect(split.cgst).toBe(split.sgst)
        // Each tax is within half a paisa of the exact figure.
        const exact = (total * 18) / 118
        expect(Math.abs(split.cgst + split.sgst + split.igst - exact)).toBeLessThanOrEqual(1)
      }
    }
  })

  it('writes rupees with Indian grouping', () => {
    expect(formatRupees(1_234_567_89)).toBe('12,34,567.89')
    expect(formatRupees(99_900)).toBe('999.00')
    expect(formatRupees(5)).toBe('0.05')
  })
})

describe('amounts in words', () => {
  it('uses lakh and crore, rupees and paise', () => {
    expect(rupeesInWords(118_000)).toBe('Rupees One Thousand One Hundred Eighty Only')
    expect(rupeesInWords(1_234_550)).toBe('Rupees Twelve Thousand Three Hundred Forty-Five and Fifty Paise Only')
    expect(rupeesInWords(12_345_678_01)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and One Paisa Only',
    )
    expect(rupeesInWords(100)).toBe('Rupees One Only')
    expect(rupeesInWords(0)).toBe('Rupees Zero Only')
  })
})

describe('invoice numbers', () => {
  it('follow the financial year in India time (April to March)', () => {
    expect(financialYearStart(new Date('2027-03-31T18:29:59Z'))).toBe(2026) // 23:59:59 IST, 31 March
    expect(financialYearStart(new Date('2027-03-31T18:30:00Z'))).toBe(2027) // 00:00 IST, 1 April
    expect(indiaDate(new Date('2026-11-27T20:00:00Z'))).toBe('2026-11-28')
  })

  it('fit rule 46: at most 16 letters, digits, - and /', () => {
    expect(formatTaxDocumentNumber('invoice', 2026, 1)).toBe('INV/26-27/0001')
    expect(formatTaxDocumentNumber('credit-note', 2026, 12)).toBe('CN/26-27/0012')
    expect(formatTaxDocumentNumber('invoice', 2099, 999_999)).toBe('INV/99-00/999999')
    expect(() => formatTaxDocumentNumber('invoice', 2026, 1_000_000)).toThrow()
  })
})
