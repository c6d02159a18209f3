import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { StrictMode } from 'react'
import { text } from 'node:stream/consumers'
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
 * The body markup for a URL, without React's hoisted head tags: the page as TanStack Router's
 * documented server rendering writes it (`createRequestHandler`, `renderRouterToString`,
 * `RouterServer`), with the router's state in its inline scripts for `RouterClient` to hydrate
 * from. `pageData` is what the route loaders read (the server's current data).
 */
export async function renderBody(url: string, pageData?: PageData): Promise<string> {
  // A page's first render waits for every lazily loaded part of it in a static pass; once they have
  // loaded, a plain render writes each Suspense boundary in place (no out-of-order segments needing
  // script). Later renders of the page need only the plain one, unless it shows a part not loaded yet.
  const path = url.replace(/[?#].*$/, '')
  if (!warmedPaths.has(path)) await loadLazyParts(url, pageData)
  warmedPaths.add(path)
  let html = await renderPage(url, pageData)
  if (incomplete(html)) {
    await loadLazyParts(url, pageData)
    html = await renderPage(url, pageData)
  }
  // React 19 emits hoistables (title, meta) first; the page's head is written from the site map instead.
  const body = html
    .replace(/^<!DOCTYPE html>/i, '')
    .replace(/^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/, '')
  if (incomplete(body)) throw new Error(`${url}: a part of the page did not render`)
  // The router's scroll script would move the page before the app runs; the app leaves it where the
  // browser put it (router.ts). Its hydration scripts stay: the server lists their hashes in the CSP.
  return findableWhenHidden(
    body.replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?<\/script>/g, (script) =>
      script.includes('$_TSR') ? script : '',
    ),
  )
}

async function renderPage(url: string, pageData: PageData | undefined): Promise<string> {
  const handler = createRequestHandler({
    request: new Request(new URL(url, 'http://localhost')),
    createRouter: () => createSiteRouter({ pageData }),
  })
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <StrictMode>
          <RouterServer router={router} />
        </StrictMode>
      ),
    }),
  )
  if (response.status >= 500) throw new Error(`${url}: the page did not render (${response.status})`)
  return response.text()
}

const warmedPaths = new Set<string>()

async function loadLazyParts(url: string, pageData: PageData | undefined): Promise<void> {
  const router = createSiteRouter({ history: createMemoryHistory({ initialEntries: [url] }), pageData })
  await router.load()
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
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
    allPages.filter((page) => !page.noindex).map((page) => page.path),
    siteUrl,
  )
export const robotsFor = robotsTxt
