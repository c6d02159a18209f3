import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
import { webFontFaces } from '../../../src/lib/web-fonts.ts'

const require = createRequire(import.meta.url)

/** The start of a face's file name, as @fontsource names it (`open-sans-latin-400-normal-<hash>.woff2`). */
export const faceFilePrefix = ({ family, weight }: (typeof webFontFaces)[number]) =>
  `${family.toLowerCase().replace(' ', '-')}-latin-${weight}-normal-`

/** The built font files of the faces the pages use (src/lib/web-fonts.ts), out of all the bundle's files. */
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
 * The @fontsource files carry TrueType hinting (instructions for old Windows rasterisers): about
 * 40 % of each file. The build uses copies without it, made by harfbuzz's subsetter (subset-font)
 * for exactly the characters the package declares for its latin subset (its unicode-range), so the
 * fonts the loading screen waits for arrive sooner. Cached by the original's hash; the dev server
 * uses the originals.
 */
export function unhintedFonts({ fontsCss, cacheDir }: { fontsCss: string; cacheDir: string }): Plugin {
  return {
    name: 'arcnova:unhinted-fonts',
    apply: 'build',
    async config() {
      const alias: { find: string; replacement: string }[] = []
      for (const [, specifier] of readFileSync(fontsCss, 'utf8').matchAll(
        /url\(['"](@fontsource\/[^'"]+\.woff2)['"]\)/g,
      )) {
        if (specifier === undefined) continue
        const original = readFileSync(require.resolve(specifier))
        // The hash covers the original; the declared range comes from the same package version.
        const copy = join(cacheDir, createHash('sha1').update(original).digest('hex').slice(0, 12), basename(specifier))
        if (!existsSync(copy)) {
          mkdirSync(dirname(copy), { recursive: true })
          writeFileSync(
            copy,
            await subsetFont(original, declaredCharacters(specifier), { targetFormat: 'woff2', noHinting: true }),
          )
        }
        alias.push({ find: specifier, replacement: copy })
      }
      return { resolve: { alias } }
    },
  }
}
