import { describe, expect, it } from 'vitest'
import { formatWhen } from './formatting'

describe('formatWhen', () => {
  it('shows every time in India’s zone, named IST, whatever the reader’s zone', () => {
    // 04:35 UTC is 10:05 in India (UTC+5:30), also when the test runs in New York or UTC.
    expect(formatWhen('2026-11-28T04:35:00Z')).toMatch(/^28 Nov 2026, 10:05\s?am IST$/i)
    expect(formatWhen('2026-11-28T20:00:00.000Z')).toMatch(/^29 Nov 2026, 1:30\s?am IST$/i)
  })

  it('keeps text that is not a time as it is', () => {
    expect(formatWhen('soon')).toBe('soon')
  })
})
