import { describe, expect, it } from 'vitest'
import { parsePay } from './job-pay.ts'

describe('a job’s pay read into figures (issue 61 item 9)', () => {
  it.each([
    ['₹18,00,000 – ₹26,00,000 a year', { currency: 'INR', min: 1_800_000, max: 2_600_000, unit: 'YEAR' }],
    ['$95,000 – $120,000 a year', { currency: 'USD', min: 95_000, max: 120_000, unit: 'YEAR' }],
    ['$105,000 — $130,000 a year', { currency: 'USD', min: 105_000, max: 130_000, unit: 'YEAR' }],
    ['₹12–15 LPA', { currency: 'INR', min: 1_200_000, max: 1_500_000, unit: 'YEAR' }],
    ['₹45,000 a month', { currency: 'INR', min: 45_000, max: 45_000, unit: 'MONTH' }],
    ['$40 – $55 an hour', { currency: 'USD', min: 40, max: 55, unit: 'HOUR' }],
    ['Rs. 6.5 lakh per annum', { currency: 'INR', min: 650_000, max: 650_000, unit: 'YEAR' }],
  ])('%s', (text, pay) => {
    expect(parsePay(text)).toEqual(pay)
  })

  it.each(['Competitive', 'As per industry standards', '', '₹18,00,000', '10 – 20 – 30 a year', '₹30 – ₹20 a year'])(
    'claims nothing for %j',
    (text) => {
      expect(parsePay(text)).toBeNull()
    },
  )
  it('claims nothing for no pay', () => expect(parsePay(null)).toBeNull())
})
