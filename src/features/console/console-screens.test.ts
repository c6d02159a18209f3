import { describe, expect, it } from 'vitest'
import { screenFor } from './console-screens'

describe('screenFor', () => {
  it('opens the applications at /console and each screen at its own address', () => {
    expect(screenFor(undefined)).toBe('applications')
    expect(screenFor('')).toBe('applications')
    expect(screenFor('jobs')).toBe('jobs')
    expect(screenFor('orders/')).toBe('orders')
  })

  it('knows no other screens', () => {
    expect(screenFor('settings')).toBeNull()
    expect(screenFor('jobs/12')).toBeNull()
  })
})
