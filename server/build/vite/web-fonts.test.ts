import { describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  basicCharacters,
  declaredCharacters,
  splitCharacters,
  subsetFonts,
  unicodeRangeOf,
  usedFontFiles,
} from './web-fonts.ts'

describe('the web fonts in the build', () => {
  it('reads the characters the package declares for a face', () => {
    const characters = declaredCharacters('@fontsource/roboto/files/roboto-latin-400-normal.woff2')
    for (const character of ['A', 'z', 'é', '€', '’']) expect(characters).toContain(character)
    expect(characters).not.toContain('Ж')
  })

  it('refuses a file the package does not declare', () => {
    expect(() => declaredCharacters('@fontsource/roboto/files/roboto-klingon-400-normal.woff2')).toThrow()
  })

  it('preloads only the faces the pages use', () => {
    const files = [
      'assets/roboto-latin-400-normal-basic-abc.woff2',
      'assets/roboto-latin-400-normal-extra-abc.woff2',
      'assets/open-sans-latin-300-normal-basic-def.woff2',
      'assets/open-sans-latin-400-normal-basic-ghi.woff2',
      'assets/roboto-latin-400-normal-basic-abc.css',
    ]
    expect(usedFontFiles(files)).toEqual([
      'assets/roboto-latin-400-normal-basic-abc.woff2',
      'assets/open-sans-latin-400-normal-basic-ghi.woff2',
    ])
  })

  it('splits the declared characters into the basic part and the rest, losing none', () => {
    const declared = declaredCharacters('@fontsource/roboto/files/roboto-latin-400-normal.woff2')
    const { basic, extra } = splitCharacters(declared)
    expect(basic.length + extra.length).toBe(Array.from(declared).length)
    for (const character of ['A', 'z', '0', ' ', '–', '’', '…', '©']) expect(basic).toContain(character)
    for (const character of ['é', 'ü', 'Å', '€', 'œ']) expect(extra).toContain(character)
    for (const character of extra) expect(basicCharacters).not.toContain(character)
  })

  it('writes a unicode-range with neighbouring characters as one range', () => {
    expect(unicodeRangeOf('ABCDEa')).toBe('U+41-45, U+61')
    expect(unicodeRangeOf('–—’')).toBe('U+2013-2014, U+2019')
  })

  it('turns each @font-face rule into a basic rule and, after it, an extra rule', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fonts-'))
    try {
      const fontsCss = join(folder, 'fonts.css')
      writeFileSync(
        fontsCss,
        '@font-face {\n  font-family: "Roboto";\n  font-weight: 400;\n  font-display: swap;\n' +
          '  src: url("@fontsource/roboto/files/roboto-latin-400-normal.woff2") format("woff2");\n}\n',
      )
      const plugin = subsetFonts({ fontsCss, cacheDir: join(folder, 'cache') })
      await (plugin.buildStart as () => Promise<void>)()
      const transform = plugin.transform as (code: string, id: string) => { code: string } | null
      const css = transform(readFileSync(fontsCss, 'utf8'), fontsCss)?.code ?? ''
      const rules = css.match(/@font-face \{[^}]*\}/g) ?? []
      expect(rules).toHaveLength(2)
      expect(rules[0]).toContain('url("cache/')
      expect(rules[0]).toContain('roboto-latin-400-normal-basic.woff2") format("woff2")')
      expect(rules[0]).toContain('unicode-range: U+20-7E, U+A0')
      expect(rules[1]).toContain('roboto-latin-400-normal-extra.woff2")')
      expect(rules[1]).toMatch(/unicode-range: [^;]*U\+D8-FF/)
      for (const rule of rules) expect(rule).toContain('font-display: swap')
      expect(transform('a { color: red }', join(folder, 'other.css'))).toBeNull()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
