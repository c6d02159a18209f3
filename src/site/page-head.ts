import { documentTitle, type SitePage } from './site-map'

/** The document head of a page, as TanStack Router's `head` option expects it. */
export function pageHead(page: SitePage) {
  return {
    meta: [
      { title: documentTitle(page) },
      { name: 'description', content: page.description },
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  }
}
