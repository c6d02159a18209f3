import { describe, expect, it } from 'vitest'
import { pageStyles, PageStylesheets, usesStylesheet } from './page-stylesheets.ts'

const chunk = (
  fileName: string,
  css: string[],
  more: Partial<ConstructorParameters<typeof PageStylesheets>[0] extends Iterable<infer C> ? C : never> = {},
) => ({
  fileName,
  imports: [],
  dynamicImports: [],
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  viteMetadata: { importedCss: new Set(css) },
  ...more,
})

describe("a page's stylesheets", () => {
  const bundle = [
    chunk('main.js', ['app.css'], {
      facadeModuleId: '/r/src/main.tsx',
      imports: ['shell.js'],
      dynamicImports: ['banking.js'],
    }),
    chunk('shell.js', ['shell.css']),
    chunk('banking.js', ['banking.css'], {
      moduleIds: ['/r/src/routes/pages/banking.tsx?tsr-split=component'],
      dynamicImports: ['lazy.js'],
      imports: ['shell.js'],
    }),
    chunk('lazy.js', ['lazy.css']),
  ]
  const sheets = new PageStylesheets(bundle, '/r/src/main.tsx')

  it("has the app's own on every page, without the pages' code-split ones", () => {
    expect(sheets.app.css.sort()).toEqual(['app.css', 'shell.css'])
  })

  it("adds a route's own and, of its lazy parts, those the page shows, without the app's", () => {
    expect(sheets.ofRoute('/r/src/routes/pages/banking.tsx', () => true)).toEqual(['banking.css', 'lazy.css'])
    // A lazy part that appears only after a tap loads its own file then: it is not the first paint's.
    expect(sheets.ofRoute('/r/src/routes/pages/banking.tsx', () => false)).toEqual(['banking.css'])
  })

  it('knows a stylesheet is used only when an element carries one of its classes', () => {
    const css = '._banner_17m0z_1{display:flex}._icon_17m0z_13{width:28px;filter:brightness(.92)}'
    expect(usesStylesheet('<div class="_icon_17m0z_13">', css)).toBe(true)
    expect(usesStylesheet('<div class="a _banner_17m0z_1 b">', css)).toBe(true)
    expect(usesStylesheet('<p>._banner_17m0z_1</p><div class="_banner_17m0z_10">', css)).toBe(false)
  })

  it('inlines the own styles and names every file the page carries, so the app never fetches one again', () => {
    const html = pageStyles({
      siteSheet: 'assets/site-1.css',
      siteSheets: ['app.css'],
      ownSheets: ['banking.css'],
      ownCss: 'p{}',
    })
    expect(html).toBe(
      '<link rel="stylesheet" href="/assets/site-1.css"><style>p{}</style>' +
        '<link rel="stylesheet" href="/app.css" type="text/x-inlined" disabled>' +
        '<link rel="stylesheet" href="/banking.css" type="text/x-inlined" disabled>',
    )
    expect(() => pageStyles({ siteSheet: 's', siteSheets: [], ownSheets: [], ownCss: 'a{}</style><script>' })).toThrow()
  })
})
