import { describe, expect, it } from 'vitest'
import { toParagraphs } from './job-text'

describe('toParagraphs', () => {
  it('makes one paragraph per line', () => {
    expect(toParagraphs('One\nTwo\r\nThree\rFour')).toEqual(['One', 'Two', 'Three', 'Four'])
  })

  it('drops blank lines and trims', () => {
    expect(toParagraphs('  One  \n\n   \nTwo')).toEqual(['One', 'Two'])
  })

  it('is empty for missing text', () => {
    expect(toParagraphs(undefined)).toEqual([])
    expect(toParagraphs('')).toEqual([])
  })
})
