/**
 * An amount in words the way Indian invoices write it: the Indian numbering system (thousand, lakh,
 * crore), rupees and then paise, e.g. 'Rupees One Lakh Eighteen Thousand and Fifty Paise Only'.
 */
const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0–99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? ''
  const unit = n % 10
  return `${tens[Math.floor(n / 10)]}${unit === 0 ? '' : `-${ones[unit]}`}`
}

/** 0–999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = belowHundred(n % 100)
  if (hundreds === 0) return rest
  return `${ones[hundreds]} Hundred${rest === '' ? '' : ` ${rest}`}`
}

/** A whole number in words with crore, lakh and thousand; 'Zero' for 0. Crores above 99 repeat the scale. */
export function wholeNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('A whole number of zero or more')
  if (n === 0) return 'Zero'
  const parts: string[] = []
  const crores = Math.floor(n / 10_000_000)
  if (crores > 0) parts.push(`${wholeNumberInWords(crores)} Crore`)
  const lakhs = Math.floor((n % 10_000_000) / 100_000)
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`)
  const thousands = Math.floor((n % 100_000) / 1000)
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`)
  const rest = belowThousand(n % 1000)
  if (rest !== '') parts.push(rest)
  return parts.join(' ')
}

/** 'Rupees One Thousand One Hundred Eighty Only'; with paise, '… and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error('An amount in whole paise')
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  const paiseWords = rest === 0 ? '' : ` and ${belowHundred(rest)} Pais${rest === 1 ? 'a' : 'e'}`
  if (rupees === 0 && rest > 0) return `${belowHundred(rest)} Pais${rest === 1 ? 'a' : 'e'} Only`
  return `Rupees ${wholeNumberInWords(rupees)}${paiseWords} Only`
}
