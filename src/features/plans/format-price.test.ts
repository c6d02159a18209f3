import { describe, expect, it } from 'vitest'
import { formatCount, formatPrice } from './format-price'

const intlPrice = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const intlCount = new Intl.NumberFormat('en-IN')

/** Whole numbers of every length, halves, and a few fractions a limit might have. */
const samples = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  4999,
  9999,
  10000,
  24999,
  99999,
  100000,
  123456,
  999999,
  1000000,
  1234567,
  12345678,
  123456789,
  1234567890,
  98765432109,
  0.5,
  1.5,
  2.5,
  999.5,
  999.6,
  0.25,
  12.125,
  1000.75,
  100000.4,
  0.001,
  0.0004,
  Math.PI,
]
// Intl writes "-0" for a negative that rounds to nothing; no price or limit is negative, so those
// are left out rather than copied.
const negatives = samples.filter((sample) => sample >= 1).map((sample) => -sample)

describe('formatPrice', () => {
  it('shows whole rupees with Indian grouping', () => {
    expect(formatPrice(4999)).toBe('₹4,999')
    expect(formatPrice(24999)).toBe('₹24,999')
    expect(formatPrice(100000)).toBe('₹1,00,000')
  })

  it('shows no paise, rounding a fractional price', () => {
    expect(formatPrice(0)).toBe('₹0')
    expect(formatPrice(999.6)).toBe('₹1,000')
  })

  it('writes every sample exactly as Intl.NumberFormat en-IN does', () => {
    for (const value of [...samples, ...negatives])
      expect(formatPrice(value), String(value)).toBe(intlPrice.format(value))
  })
})

describe('formatCount', () => {
  it('groups large limits the Indian way', () => {
    expect(formatCount(100000)).toBe('1,00,000')
    expect(formatCount(25)).toBe('25')
    expect(formatCount(0.5)).toBe('0.5')
  })

  it('writes every sample exactly as Intl.NumberFormat en-IN does', () => {
    for (const value of [...samples, ...negatives])
      expect(formatCount(value), String(value)).toBe(intlCount.format(value))
  })
})
