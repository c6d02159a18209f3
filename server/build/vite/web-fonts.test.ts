import { describe, expect, it } from 'vitest'
import { declaredCharacters, usedFontFiles } from './web-fonts.ts'

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
      'assets/roboto-latin-400-normal-abc.woff2',
      'assets/open-sans-latin-300-normal-def.woff2',
      'assets/open-sans-latin-400-normal-ghi.woff2',
      'assets/roboto-latin-400-normal-abc.css',
    ]
    expect(usedFontFiles(files)).toEqual([
      'assets/roboto-latin-400-normal-abc.woff2',
      'assets/open-sans-latin-400-normal-ghi.woff2',
    ])
  })
})
