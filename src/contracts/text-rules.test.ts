import { describe, expect, it } from 'vitest'
import { controlCharactersMessage, hasControlCharacters } from './text-rules.ts'

describe('hasControlCharacters', () => {
  it.each(['\u0000', 'a\u0001b', '\u001f', '\u007f', '\u0085', '\u009f', 'x\ud800y', '\udfff'])('refuses %j', (value) => {
    expect(hasControlCharacters(value)).toBe(true)
    expect(hasControlCharacters(value, { multiline: true })).toBe(true)
  })

  it('allows tabs and line breaks in free text only', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasControlCharacters(value)).toBe(true)
      expect(hasControlCharacters(value, { multiline: true })).toBe(false)
    }
  })

  it('accepts ordinary text in any script, emoji included', () => {
    for (const value of ['Priya Sharma', 'José Ñúñez', 'राहुल', '李雷', 'O’Brien 😀', '+91 98765 43210']) {
      expect(hasControlCharacters(value)).toBe(false)
    }
  })

  it('names the field', () => {
    expect(controlCharactersMessage('Full name')).toBe('Full name must not contain control characters')
  })
})
