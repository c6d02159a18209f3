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
   * A route's own stylesheets, without what the app already has: those of its code-split chunks and
   * what they import, and of its lazy parts only those the page `shows` at first paint (the home
   * page below its hero is prerendered too, so its styles count; the careers page's alert form and
   * shared-CV banner appear only later, and their files load with their code then).
   */
  ofRoute(routeFile: string, shows: (sheet: string) => boolean): string[] {
    const routeChunks = [...this.chunks.values()].filter(
      (chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => id.startsWith(routeFile)),
    )
    const eager = this.from(routeChunks, false, this.app.seen).css
    const lazy = this.from(routeChunks, true, this.app.seen).css.filter((sheet) => !eager.includes(sheet))
    return [...eager, ...lazy.filter(shows)]
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

/** Whether `html` uses any class the stylesheet `css` defines (CSS modules' names are unique). */
export function usesStylesheet(html: string, css: string): boolean {
  const classes = new Set(Array.from(css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] as string))
  return [...classes].some((name) => new RegExp(`class="(?:[^"]* )?${name}[ "]`).test(html))
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
