import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { PageData } from './site/page-data'

/**
 * `history` is given when rendering on the server (memory history); the browser uses its own.
 * `pageData` is what the server renders a data page with; the browser reads it from the page.
 */
export function createSiteRouter({ history, pageData }: { history?: RouterHistory; pageData?: PageData } = {}) {
  return createRouter({
    routeTree,
    history,
    context: { pageData },
    scrollRestoration: true,
    defaultPreload: 'intent',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createSiteRouter>
  }
}
