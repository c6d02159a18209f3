import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageData } from '../../src/site/page-data.ts'
import { builtSiteOrigin } from '../jobs/sitemap-route.ts'

/** The pages the server renders with the current data (dataPagePaths in src/site/page-data.ts). */
export type DataPage = 'job-openings' | 'products' | 'privacy'

/** What `src/entry-server.tsx`, built into the site's `.server/` folder, gives the server. */
interface ServerEntry {
  renderBody(url: string, pageData: PageData): Promise<string>
}

export interface BuiltRenderer extends ServerEntry {
  /** Each data page as built, with the marks where its head and body go; null if the build has none. */
  pages: Record<DataPage, string | null>
  /** The origin the build wrote into canonical URLs and the sitemap. */
  origin: string
}

const recheckMs = 5_000

/**
 * The build's server renderer and the pages it fills, loaded once and again only when a new build
 * replaces them (looked at every few seconds): the renderer and the pages' styles must come from the
 * same build. Null when the site was built without one (tests' stand-in sites, an older build).
 */
export function builtRenderer(
  staticDir: string,
  onLoadError: (error: unknown) => void,
): () => Promise<BuiltRenderer | null> {
  const serverDir = path.join(staticDir, '.server')
  const entryFile = path.join(serverDir, 'entry-server.js')
  let checked: { at: number; modified: number; loading: Promise<BuiltRenderer | null> } | undefined

  async function load(modified: number): Promise<BuiltRenderer | null> {
    if (modified === 0) return null
    // The modification time in the URL: a new build is a new module, not the cached old one.
    const entry: Partial<ServerEntry> = await import(`${pathToFileURL(entryFile).href}?built=${modified}`)
    if (typeof entry.renderBody !== 'function') return null
    const page = (name: DataPage) => readFile(path.join(serverDir, 'pages', `${name}.html`), 'utf8').catch(() => null)
    const [jobOpenings, products, privacy, origin] = await Promise.all([
      page('job-openings'),
      page('products'),
      page('privacy'),
      builtSiteOrigin(staticDir),
    ])
    return {
      renderBody: entry.renderBody,
      pages: { 'job-openings': jobOpenings, products, privacy },
      origin,
    }
  }

  return async () => {
    if (checked !== undefined && Date.now() - checked.at < recheckMs) return checked.loading
    const modified = await stat(entryFile).then(
      (info) => info.mtimeMs,
      () => 0,
    )
    if (checked === undefined || checked.modified !== modified) {
      checked = {
        at: Date.now(),
        modified,
        loading: load(modified).catch((error: unknown) => {
          onLoadError(error)
          return null
        }),
      }
    } else {
      checked.at = Date.now()
    }
    return checked.loading
  }
}
