import { randomBytes } from 'node:crypto'
import { shareLinkAlphabet, shareLinkCodeLength } from '../../src/contracts/share-link-code.ts'

// 58 × 4 = 232: bytes from 232 up are skipped, so every letter of the alphabet is equally likely.
const usableBytes = Math.floor(256 / shareLinkAlphabet.length) * shareLinkAlphabet.length

/**
 * A new share link code: 10 base58 characters from the operating system's random source, about 58 bits
 * (record 065). Not sequential, so one link's code says nothing about another's and none can be guessed.
 */
export function newShareLinkCode(): string {
  let code = ''
  while (code.length < shareLinkCodeLength) {
    for (const byte of randomBytes(16)) {
      if (byte >= usableBytes) continue
      code += shareLinkAlphabet[byte % shareLinkAlphabet.length]
      if (code.length === shareLinkCodeLength) break
    }
  }
  return code
}
