import { describe, expect, it } from 'vitest'
import { pageStyles, PageStylesheets } from './page-stylesheets.ts'

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

  it("adds a route's own, lazy parts included, without the app's", () => {
    expect(sheets.ofRoute('/r/src/routes/pages/banking.tsx')).toEqual(['banking.css', 'lazy.css'])
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
