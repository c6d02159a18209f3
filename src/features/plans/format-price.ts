// Written out rather than left to Intl.NumberFormat: the first number formatter a page creates
// makes Chromium load its ICU number data, a 35–85 ms task on a desktop CPU (4× that on a phone)
// right when the plans appear. Indian grouping is a fixed rule; the tests hold it to Intl's output.

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function groupIndian(digits: string): string {
  const head = digits.slice(0, -3)
  const tail = digits.slice(-3)
  return head === '' ? tail : `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`
}

/** At most `fractionDigits` decimals (no trailing zeros), rounded half away from zero as Intl does. */
function formatIndian(value: number, fractionDigits: number): { sign: string; text: string } {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(fractionDigits).split('.')
  const decimals = fraction.replace(/0+$/, '')
  const isZero = /^0*$/.test(whole) && decimals === ''
  return { sign: value < 0 && !isZero ? '-' : '', text: groupIndian(whole) + (decimals ? `.${decimals}` : '') }
}

/** A rupee price as Indian visitors read it: ₹4,999 or ₹1,00,000, whole rupees. */
export function formatPrice(priceInRupees: number): string {
  const { sign, text } = formatIndian(priceInRupees, 0)
  return `${sign}₹${text}`
}

/** Plan limits grouped the Indian way (1,00,000), matching the prices beside them. */
export function formatCount(value: number): string {
  const { sign, text } = formatIndian(value, 3)
  return sign + text
}
