import { describe, expect, it } from 'vitest'
import { isShareLinkCode, shareLinkAlphabet } from '../../src/contracts/share-link-code.ts'
import { newShareLinkCode } from './new-share-link-code.ts'

describe('share link codes', () => {
  it('are 10 base58 characters, different each time, using the whole alphabet', () => {
    const codes = Array.from({ length: 2000 }, () => newShareLinkCode())
    expect(codes.every(isShareLinkCode)).toBe(true)
    expect(new Set(codes).size).toBe(codes.length)
    expect(new Set(codes.join('')).size).toBe(shareLinkAlphabet.length)
    expect(shareLinkAlphabet).toHaveLength(58)
    expect(shareLinkAlphabet).not.toMatch(/[0OIl]/)
  })
})
