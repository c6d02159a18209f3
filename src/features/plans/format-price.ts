const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const counts = new Intl.NumberFormat('en-IN')

/** A rupee price as Indian visitors read it: ₹4,999 or ₹1,00,000. */
export function formatPrice(priceInRupees: number): string {
  return rupees.format(priceInRupees)
}

/** Plan limits grouped the Indian way (1,00,000), matching the prices beside them. */
export function formatCount(value: number): string {
  return counts.format(value)
}
