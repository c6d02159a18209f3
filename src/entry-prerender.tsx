import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { text } from 'node:stream/consumers'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { createSiteRouter } from './router'
import { organizationJsonLd, previewOf, robotsTxt, sitemapXml } from './site/link-preview'
import { linkPreviewTags, type PreviewPage } from './site/preview-tags'
import { allPages } from './site/site-map'
import { settings } from './site/settings'

/** Build-time only: renders each page of the site map to HTML for crawlers, previews and first paint. */
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

/** The body markup for a URL, without React's hoisted head tags and the router's inline scroll script. */
export async function renderBody(url: string): Promise<string> {
  const app = async () => {
    const router = createSiteRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
    await router.load()
    return (
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    )
  }
  // A first, static pass waits for every lazily loaded part of the page; once they have loaded, a
  // plain render writes each Suspense boundary in place (no out-of-order segments needing script).
  await text((await prerenderToNodeStream(await app())).prelude)
  const html = renderToString(await app())
  // React 19 emits hoistables (title, meta) first; the page's head is written from the site map instead.
  const body = html.replace(/^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/, '')
  if (body.includes('<!--$?-->') || body.includes('<!--$!-->'))
    throw new Error(`${url}: a part of the page did not render`)
  // CSP allows no inline script; the client router restores scroll by itself.
  return body.replace(/<script>[\s\S]*?<\/script>/g, '')
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
