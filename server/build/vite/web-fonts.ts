import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join, relative } from 'node:path'
import postcss from 'postcss'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
import { webFontFaces } from '../../../src/lib/web-fonts.ts'

const require = createRequire(import.meta.url)

/** The start of the built file name of a face's basic part (`open-sans-latin-400-normal-basic-<hash>.woff2`). */
export const faceFilePrefix = ({ family, weight }: (typeof webFontFaces)[number]) =>
  `${family.toLowerCase().replace(' ', '-')}-latin-${weight}-normal-basic-`

/** The built files of the faces the pages use (src/lib/web-fonts.ts), their basic part only. */
export const usedFontFiles = (files: readonly string[]) =>
  files.filter(
    (file) => file.endsWith('.woff2') && webFontFaces.some((face) => file.includes(`/${faceFilePrefix(face)}`)),
  )

/** Preloads the faces the pages use, so text renders in its real face on the first paint. */
export function preloadFonts(): Plugin {
  return {
    name: 'arcnova:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        usedFontFiles(Object.keys(ctx.bundle ?? {})).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        })),
    },
  }
}

/**
 * The characters of the unicode-range the package declares for a file (e.g. U+0000-00FF,U+0131),
 * for a specifier like `@fontsource/roboto/files/roboto-latin-400-normal.woff2`.
 */
export function declaredCharacters(specifier: string): string {
  const [, pkg, file, weight] = /^(@fontsource\/[^/]+)\/files\/(([^/]+)-normal)\.woff2$/.exec(specifier) ?? []
  const css = readFileSync(
    join(dirname(require.resolve(`${pkg}/package.json`)), `${/(\d+)$/.exec(weight ?? '')?.[1]}.css`),
    'utf8',
  )
  const range = new RegExp(`${file}\\.woff2[^}]*unicode-range:\\s*([^;]+);`).exec(css)?.[1]
  if (range === undefined) throw new Error(`no unicode-range for ${specifier}`)
  let characters = ''
  for (const part of range.split(',')) {
    const [from = 0, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16))
    for (let code = from; code <= to; code++) characters += String.fromCodePoint(code)
  }
  return characters
}

/**
 * The characters nearly every page is written in: printable ASCII and the typographic signs the
 * content uses (dashes, curly quotes, ellipsis, bullet, ©, ®, ™, ×; the rupee too, where a font has it). Each face's file for
 * these is all a page waits for; the rest of the package's latin set goes into a second file that
 * the browser fetches only for a page showing one of its characters (an accented name, say).
 */
export const basicCharacters = `${String.fromCodePoint(...Array.from({ length: 0x7f - 0x20 }, (_, at) => 0x20 + at))}\u00a0\u00a9\u00ae\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20b9\u2122`

/** The declared characters split into the basic part and the rest; together they are all of them. */
export function splitCharacters(declared: string): { basic: string; extra: string } {
  let basic = ''
  let extra = ''
  for (const character of declared) {
    if (basicCharacters.includes(character)) basic += character
    else extra += character
  }
  return { basic, extra }
}

/** A CSS unicode-range for the characters, runs of neighbours written as one range (U+20-7E). */
export function unicodeRangeOf(characters: string): string {
  const codes = [...new Set(Array.from(characters, (character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b)
  const parts: string[] = []
  for (let at = 0; at < codes.length; ) {
    const from = codes[at] ?? 0
    let to = from
    while (codes[at + 1] === to + 1) {
      to += 1
      at += 1
    }
    at += 1
    const hex = (code: number) => code.toString(16).toUpperCase()
    parts.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)
  }
  return parts.join(', ')
}

interface FaceFiles {
  basic: { file: string; range: string }
  extra: { file: string; range: string }
}

/**
 * The @fontsource files carry TrueType hinting (instructions for old Windows rasterisers): about
 * 40 % of each file. The build makes its own copies without it with harfbuzz's subsetter
 * (subset-font), two per face: the basic characters (`-basic`, preloaded, what the page waits for)
 * and the rest of the package's latin set (`-extra`), each @font-face rule of fonts.css becoming two
 * with their unicode-range. Cached by the original's hash; the dev server uses the originals.
 */
export function subsetFonts({ fontsCss, cacheDir }: { fontsCss: string; cacheDir: string }): Plugin {
  const faces = new Map<string, FaceFiles>()
  return {
    name: 'arcnova:subset-fonts',
    apply: 'build',
    // Before Vite's own CSS handling, which resolves the rules' url()s.
    enforce: 'pre',
    async buildStart() {
      for (const [, specifier] of readFileSync(fontsCss, 'utf8').matchAll(
        /url\(['"](@fontsource\/[^'"]+\.woff2)['"]\)/g,
      )) {
        if (specifier === undefined || faces.has(specifier)) continue
        faces.set(specifier, await subsetFace(specifier, cacheDir))
      }
    },
    transform(code, id) {
      if (id !== fontsCss) return null
      const css = postcss.parse(code)
      css.walkAtRules('font-face', (rule) => {
        const files = faces.get(/url\(['"]([^'"]+)['"]\)/.exec(rule.toString())?.[1] ?? '')
        if (files === undefined) return
        for (const part of [files.extra, files.basic]) {
          const copy = rule.clone()
          copy.walkDecls('src', (src) => {
            src.value = `url("${relative(dirname(fontsCss), part.file).replaceAll('\\', '/')}") format("woff2")`
          })
          copy.append({ prop: 'unicode-range', value: part.range })
          rule.after(copy)
        }
        rule.remove()
      })
      return { code: css.toString(), map: null }
    },
  }
}

/** Writes (once per version of the package and of the split) the face's two unhinted files. */
async function subsetFace(specifier: string, cacheDir: string): Promise<FaceFiles> {
  const original = readFileSync(require.resolve(specifier))
  const { basic, extra } = splitCharacters(declaredCharacters(specifier))
  // The hash covers the original and the split: the declared range comes from the same package
  // version, and a change to the basic characters must not reuse the files cut for the old ones.
  const folder = join(cacheDir, createHash('sha1').update(original).update(basic).digest('hex').slice(0, 12))
  const name = basename(specifier, '.woff2')
  const part = async (suffix: string, characters: string) => {
    const file = join(folder, `${name}-${suffix}.woff2`)
    if (!existsSync(file)) {
      mkdirSync(folder, { recursive: true })
      writeFileSync(file, await subsetFont(original, characters, { targetFormat: 'woff2', noHinting: true }))
    }
    return { file, range: unicodeRangeOf(characters) }
  }
  return { basic: await part('basic', basic), extra: await part('extra', extra) }
}
