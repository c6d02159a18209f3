/**
 * The tax in a tax-inclusive price (record 068). Plan prices are what the buyer pays; the invoice
 * splits that total into the taxable value and the tax, in paise, so that the parts always add back
 * to the total. Within the seller's state the tax is CGST + SGST, two equal halves of the rate; to
 * another state it is IGST at the whole rate.
 */
export interface TaxSplit {
  /** All in paise; taxable + cgst + sgst + igst === total. */
  total: number
  taxable: number
  cgst: number
  sgst: number
  igst: number
  /** The rate in hundredths of a percent (1800 = 18 %), as applied. */
  rateBasisPoints: number
  kind: 'intra-state' | 'inter-state'
}

/** n / d rounded to the nearest whole number, halves up, in integers (no float drift on paise). */
function divideRounded(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d))
}

/**
 * Splits a tax-inclusive total. Each tax amount is rounded to the paisa and the taxable value is
 * what remains, so nothing is lost or invented by rounding; CGST and SGST are always equal.
 */
export function splitInclusiveTotal(totalPaise: number, ratePercent: number, intraState: boolean): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new Error('The total must be whole paise')
  const rateBasisPoints = Math.round(ratePercent * 100)
  if (rateBasisPoints < 0 || rateBasisPoints > 10_000) throw new Error('The tax rate must be 0–100 %')
  // tax = total × rate / (100 % + rate); for the halves, the denominator doubles.
  const base = 10_000 + rateBasisPoints
  if (intraState) {
    const half = divideRounded(totalPaise * rateBasisPoints, 2 * base)
    return {
      total: totalPaise,
      taxable: totalPaise - 2 * half,
      cgst: half,
      sgst: half,
      igst: 0,
      rateBasisPoints,
      kind: 'intra-state',
    }
  }
  const igst = divideRounded(totalPaise * rateBasisPoints, base)
  return { total: totalPaise, taxable: totalPaise - igst, cgst: 0, sgst: 0, igst, rateBasisPoints, kind: 'inter-state' }
}

/** '1,23,456.78': Indian digit grouping (lakh, crore), two decimals, from paise. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  const rupees = String(Math.floor(abs / 100))
  const last3 = rupees.slice(-3)
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `${sign}${rest === '' ? last3 : `${rest},${last3}`}.${String(abs % 100).padStart(2, '0')}`
}
