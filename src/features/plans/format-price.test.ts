import { describe, expect, it } from 'vitest'
import { formatCount, formatPrice } from './format-price'

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
})

describe('formatCount', () => {
  it('groups large limits the Indian way', () => {
    expect(formatCount(100000)).toBe('1,00,000')
    expect(formatCount(25)).toBe('25')
  })
})
