import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'

const require = createRequire(import.meta.url)

export type Weight = 'regular' | 'bold'

/**
 * The nine Indian scripts a buyer may type a name or address in, each with its Unicode block and the
 * Noto Sans face that has it (Google's, one per script, with the OpenType tables fontkit's Indic
 * shaper reads: conjuncts, reordered vowel signs). Record 085.
 */
export const indianScripts = {
  devanagari: { from: 0x0900, to: 0x097f, family: 'devanagari', subset: 'devanagari' },
  bengali: { from: 0x0980, to: 0x09ff, family: 'bengali', subset: 'bengali' },
  gurmukhi: { from: 0x0a00, to: 0x0a7f, family: 'gurmukhi', subset: 'gurmukhi' },
  gujarati: { from: 0x0a80, to: 0x0aff, family: 'gujarati', subset: 'gujarati' },
  odia: { from: 0x0b00, to: 0x0b7f, family: 'oriya', subset: 'oriya' },
  tamil: { from: 0x0b80, to: 0x0bff, family: 'tamil', subset: 'tamil' },
  telugu: { from: 0x0c00, to: 0x0c7f, family: 'telugu', subset: 'telugu' },
  kannada: { from: 0x0c80, to: 0x0cff, family: 'kannada', subset: 'kannada' },
  malayalam: { from: 0x0d00, to: 0x0d7f, family: 'malayalam', subset: 'malayalam' },
} as const
export type IndianScript = keyof typeof indianScripts

/**
 * Which face a run is set in: Roboto's Latin part (Latin-1 and punctuation), its Latin-extended part
 * (₹, accented letters beyond Latin-1, anything else), or one of the Indian scripts' faces.
 */
export type Face = 'latin' | 'latin-ext' | IndianScript

/** Characters every Indian face has that belong to whichever script surrounds them: space, dandas, ZWNJ/ZWJ, ◌. */
const neutral = new Set([0x20, 0x0964, 0x0965, 0x200c, 0x200d, 0x25cc])
const scriptList = Object.entries(indianScripts) as Array<[IndianScript, (typeof indianScripts)[IndianScript]]>

function faceOf(codePoint: number): Face {
  for (const [script, range] of scriptList) if (codePoint >= range.from && codePoint <= range.to) return script
  return latinPart(codePoint) ? 'latin' : 'latin-ext'
}

/** What Roboto's Latin part has besides Latin-1: general punctuation (— ‘ ’ “ ” …), €, ™, −. */
const latinPart = (codePoint: number) =>
  codePoint <= 0xff || (codePoint >= 0x2000 && codePoint <= 0x206f) || [0x20ac, 0x2122, 0x2212].includes(codePoint)

export const isIndianFace = (face: Face): face is IndianScript => face in indianScripts

/** A text cut into runs, each set in one face, in the order typed. */
export function faceRuns(text: string): Array<{ face: Face; text: string }> {
  const runs: Array<{ face: Face; text: string }> = []
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0
    const last = runs.at(-1)
    // A space, danda or joiner inside Indian text stays in its run (dandas end sentences in several scripts).
    const face = neutral.has(codePoint) && last !== undefined && isIndianFace(last.face) ? last.face : faceOf(codePoint)
    if (last !== undefined && last.face === face) last.text += character
    else runs.push({ face, text: character })
  }
  return runs
}

function fontPath(face: Face, weight: Weight): string {
  const number = weight === 'bold' ? 700 : 400
  if (face === 'latin' || face === 'latin-ext') return `@fontsource/roboto/files/roboto-${face}-${number}-normal.woff`
  const { family, subset } = indianScripts[face]
  return `@fontsource/noto-sans-${family}/files/noto-sans-${family}-${subset}-${number}-normal.woff`
}

/**
 * A WOFF 1.0 file as the plain TrueType font it wraps: its tables inflated once, here, rather than by
 * fontkit in every document that registers the font (most of a render's time went there; record 087).
 */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20
    const [offset, compressed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ]
    const stored = woff.subarray(offset, offset + compressed)
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    }
  })
  const power = 2 ** Math.floor(Math.log2(count))
  const header = Buffer.alloc(12 + count * 16)
  header.writeUInt32BE(woff.readUInt32BE(4), 0)
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(power * 16, 6)
  header.writeUInt16BE(Math.log2(power), 8)
  header.writeUInt16BE(count * 16 - power * 16, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, index) => {
    const record = 12 + index * 16
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

/** The font files, each read from disk and unwrapped once per process, on first use (issue 63 item 3). */
const files = new Map<string, Buffer>()

/** A face's font at a weight (TrueType), and the name a document registers it under. */
export function fontFile(face: Face, weight: Weight): { name: string; data: Buffer } {
  const name = `${face}-${weight}`
  let data = files.get(name)
  if (data === undefined) {
    data = sfntFromWoff(readFileSync(require.resolve(fontPath(face, weight))))
    files.set(name, data)
  }
  return { name, data }
}
