import type { Rollup } from 'vite'

type Chunk = Pick<
  Rollup.OutputChunk,
  'fileName' | 'imports' | 'dynamicImports' | 'isEntry' | 'facadeModuleId' | 'moduleIds'
> & {
  viteMetadata?: { importedCss: Set<string> }
}

/** Which stylesheets each page needs, read from the client bundle's chunks. */
export class PageStylesheets {
  private readonly chunks = new Map<string, Chunk>()
  /** The app's own stylesheets (main.tsx and its static imports): the same on every page. */
  readonly app: { css: string[]; seen: Set<string> }

  constructor(bundle: Iterable<Chunk>, mainFile: string) {
    for (const chunk of bundle) this.chunks.set(chunk.fileName, chunk)
    this.app = this.from(
      [...this.chunks.values()].filter((chunk) => chunk.facadeModuleId === mainFile),
      false,
    )
  }

  /**
   * A route's own stylesheets: its code-split chunks, lazy parts included (e.g. the home page below
   * its hero is prerendered too, so its styles count), without what the app already has.
   */
  ofRoute(routeFile: string): string[] {
    const routeChunks = [...this.chunks.values()].filter(
      (chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => id.startsWith(routeFile)),
    )
    return this.from(routeChunks, true, this.app.seen).css
  }

  /** Stylesheets of the chunks reachable from `start` (dynamic imports too if asked), minus `skip`'s chunks. */
  private from(start: Chunk[], withDynamic: boolean, skip = new Set<string>()): { css: string[]; seen: Set<string> } {
    const css = new Set<string>()
    const seen = new Set(skip)
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet)
      for (const name of [...chunk.imports, ...(withDynamic ? chunk.dynamicImports : [])]) {
        const imported = this.chunks.get(name)
        if (imported) visit(imported)
      }
    }
    start.forEach(visit)
    return { css: [...css], seen }
  }
}

/**
 * Vite's loader skips a stylesheet that a <link> already names: one such link per file that the
 * page carries in another form keeps the app from fetching it a second time. Its type is none a
 * browser supports, so it is never fetched (the HTML standard; Chromium does fetch a link that is
 * only disabled), and disabled, so it could never apply.
 */
const alreadyApplied = (sheets: readonly string[]) =>
  sheets.map((sheet) => `<link rel="stylesheet" href="/${sheet}" type="text/x-inlined" disabled>`).join('')

/**
 * Styles of the first paint: the site-wide ones as one cached file (one request; inlined in every
 * page they would weigh on the offline precache 34 times), the page's own (`ownCss`) inlined.
 */
export function pageStyles({
  siteSheet,
  siteSheets,
  ownSheets,
  ownCss,
}: {
  siteSheet: string
  siteSheets: readonly string[]
  ownSheets: readonly string[]
  ownCss: string
}): string {
  if (/<\/style/i.test(ownCss)) throw new Error('a stylesheet contains </style>')
  const inline = ownCss === '' ? '' : `<style>${ownCss}</style>`
  return `<link rel="stylesheet" href="/${siteSheet}">${inline}${alreadyApplied([...siteSheets, ...ownSheets])}`
}
