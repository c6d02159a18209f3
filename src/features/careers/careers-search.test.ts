import { describe, expect, it } from 'vitest'
import { validateCareersSearch } from './careers-search'

describe('validateCareersSearch', () => {
  it('keeps well-formed params', () => {
    expect(validateCareersSearch({ job: 12, apply: '7', q: 'java', location: 'Pune', saved: true })).toEqual({
      job: 12,
      apply: 7,
      q: 'java',
      location: 'Pune',
      saved: true,
    })
  })

  it('drops malformed ids, blank text and false flags', () => {
    expect(validateCareersSearch({ job: 'abc', apply: -1, q: '  ', location: {}, saved: false })).toEqual({})
    expect(validateCareersSearch({ job: 1.5, saved: 'no' })).toEqual({})
  })

  it('reads a numeric keyword as text and a string flag as true', () => {
    expect(validateCareersSearch({ q: 365, saved: 'true' })).toEqual({ q: '365', saved: true })
  })

  it('caps very long text', () => {
    expect(validateCareersSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200)
  })
})
