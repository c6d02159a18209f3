import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { type ReactNode, StrictMode } from 'react'
import { text } from 'node:stream/consumers'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { createSiteRouter } from './router'
import type { PageData } from './site/page-data'

export { dataPagePaths } from './site/page-data'
import { organizationJsonLd, previewOf, robotsTxt, sitemapXml } from './site/link-preview'
import { linkPreviewTags, type PreviewPage } from './site/preview-tags'
import { allPages } from './site/site-map'
import { settings } from './site/settings'

/**
 * The site rendered on the server: at build time every page of the site map (for crawlers, previews
 * and the first paint), and at request time the data pages with the current data
 * (server/pages/data-pages-route.ts). Built by vite.config.ts into the build's `.server/` folder.
 */
export interface PrerenderTarget {
  file: string
  url: string
  preview: PreviewPage
}

const notFound: PreviewPage = {
  path: '/404',
  title: `Page not found | ${settings.companyName}`,
  description: 'The page you are looking for has moved or no longer exists.',
  notFound: true,
}

export const prerenderTargets: readonly PrerenderTarget[] = [
  ...allPages.map((page) => ({
    file: page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`,
    url: page.path,
    preview: previewOf(page),
  })),
  { file: '404.html', url: '/__page-not-found__', preview: notFound },
]

/**
 * The body markup for a URL, without React's hoisted head tags and the router's inline scroll
 * script; `pageData` is what the route loaders read (the server's current data).
 */
export async function renderBody(url: string, pageData?: PageData): Promise<string> {
  const app = async () => {
    const router = createSiteRouter({ history: createMemoryHistory({ initialEntries: [url] }), pageData })
    await router.load()
    return (
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    )
  }
  // A page's first render waits for every lazily loaded part of it in a static pass; once they have
  // loaded, a plain render writes each Suspense boundary in place (no out-of-order segments needing
  // script). Later renders of the page need only the plain one, unless it shows a part not loaded yet.
  const path = url.replace(/[?#].*$/, '')
  if (!warmedPaths.has(path)) await loadLazyParts(await app())
  warmedPaths.add(path)
  let html = renderToString(await app())
  if (incomplete(html)) {
    await loadLazyParts(await app())
    html = renderToString(await app())
  }
  // React 19 emits hoistables (title, meta) first; the page's head is written from the site map instead.
  const body = html.replace(/^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/, '')
  if (incomplete(body)) throw new Error(`${url}: a part of the page did not render`)
  // CSP allows no inline script; the client router restores scroll by itself.
  return findableWhenHidden(body.replace(/<script>[\s\S]*?<\/script>/g, ''))
}

const warmedPaths = new Set<string>()

async function loadLazyParts(app: ReactNode): Promise<void> {
  await text((await prerenderToNodeStream(app)).prelude)
}

/** Whether a Suspense boundary was left pending or to the client. */
const incomplete = (html: string) => html.includes('<!--$?-->') || html.includes('<!--$!-->')

/**
 * React writes `hidden` only as a boolean; closed answers marked data-findable get the value
 * "until-found" in the HTML, so find-in-page reaches them before (and without) the app's script.
 */
function findableWhenHidden(html: string): string {
  if (!html.includes('data-findable')) return html
  return html.replace(/<[^>]*\sdata-findable=""[^>]*>/g, (tag) => tag.replace(' hidden=""', ' hidden="until-found"'))
}

export function headFor(target: PrerenderTarget, siteUrl: string): string {
  const tags = linkPreviewTags(target.preview, siteUrl)
  return target.url === '/' ? `${tags}\n    ${organizationJsonLd(siteUrl)}` : tags
}

export const sitemapFor = (siteUrl: string) =>
  sitemapXml(
    allPages.map((page) => page.path),
    siteUrl,
  )
export const robotsFor = robotsTxt
