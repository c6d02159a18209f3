// A job's pay as staff write it ('₹18,00,000 – ₹26,00,000 a year', '$95,000 a year', '₹12–15 LPA'),
// read into the figures search engines and job boards want (schema.org MonetaryAmount; issue 61 item 9).

export type PayUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'

export interface Pay {
  currency: string
  min: number
  /** The same as min for a single figure. */
  max: number
  unit: PayUnit
}

const currencies: Record<string, string> = {
  '₹': 'INR',
  Rs: 'INR',
  INR: 'INR',
  $: 'USD',
  USD: 'USD',
  '£': 'GBP',
  '€': 'EUR',
}

const units: ReadonlyArray<[RegExp, PayUnit]> = [
  [/\b(?:an? |per )?hour\b|\/\s*h(?:ou)?r\b/i, 'HOUR'],
  [/\b(?:a |per )?day\b/i, 'DAY'],
  [/\b(?:a |per )?week\b/i, 'WEEK'],
  [/\b(?:a |per )?month\b|\/\s*mo(?:nth)?\b/i, 'MONTH'],
  [/\b(?:a |per )?(?:year|annum)\b|\bLPA\b|\bp\.?a\.?\b|\/\s*yr\b/i, 'YEAR'],
]

/** 'LPA' (lakh per annum) and 'lakh' count in lakhs of rupees, 'crore' in crores, 'k' in thousands. */
function scale(text: string): number {
  if (/\bLPA\b|\blakhs?\b|\blacs?\b/i.test(text)) return 100_000
  if (/\bcrores?\b|\bcr\b/i.test(text)) return 10_000_000
  if (/\d\s*k\b/i.test(text)) return 1_000
  return 1
}

/** The pay's figures, or null when the text does not say them (then no posting claims any). */
export function parsePay(text: string | null | undefined): Pay | null {
  if (!text) return null
  const symbol = /₹|Rs\.?|INR|\$|USD|£|€/.exec(text)?.[0]?.replace('.', '')
  const unit = units.find(([pattern]) => pattern.test(text))?.[1]
  const figures = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, '')))
  if (unit === undefined || figures.length === 0 || figures.length > 2) return null
  // Rupees unless another currency is named ('12–15 LPA' is in rupees).
  const currency = symbol === undefined ? (scale(text) === 1 ? undefined : 'INR') : currencies[symbol]
  if (currency === undefined) return null
  const factor = scale(text)
  const scaled = figures.map((figure) => Math.round(figure * factor))
  const min = scaled[0] ?? 0
  const max = scaled[1] ?? min
  if (!(min > 0) || max < min) return null
  return { currency, min, max, unit }
}
