import { describe, expect, it } from 'vitest'
import { faceRuns, fontFile } from './pdf-fonts.ts'

describe('the faces a text is set in (issue 61 item 1)', () => {
  it('cuts a mixed line into runs by script, in the order typed, spaces and dandas staying inside Indian text', () => {
    expect(faceRuns('Flat 4, क्षत्रिय भवन, MG Road ₹ 5')).toEqual([
      { face: 'latin', text: 'Flat 4, ' },
      { face: 'devanagari', text: 'क्षत्रिय भवन' },
      { face: 'latin', text: ', MG Road ' },
      { face: 'latin-ext', text: '₹' },
      { face: 'latin', text: ' 5' },
    ])
    expect(faceRuns('সুব্রত। ਸਿੰਘ — ஸ்ரீ')).toEqual([
      { face: 'bengali', text: 'সুব্রত। ' },
      { face: 'gurmukhi', text: 'ਸਿੰਘ ' },
      { face: 'latin', text: '— ' },
      { face: 'tamil', text: 'ஸ்ரீ' },
    ])
  })

  it('reads and unwraps each font file once per process, as plain TrueType', () => {
    const first = fontFile('tamil', 'bold')
    expect(first.name).toBe('tamil-bold')
    expect(first.data.readUInt32BE(0)).toBe(0x00010000)
    expect(fontFile('tamil', 'bold').data).toBe(first.data)
  })
})
