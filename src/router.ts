import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { PageData } from './site/page-data'

/**
 * `history` is given when rendering on the server (memory history); the browser uses its own.
 * `pageData` is what the server renders a data page with; the browser reads it from the page.
 */
export function createSiteRouter({ history, pageData }: { history?: RouterHistory; pageData?: PageData } = {}) {
  // The page the app starts on is already where the browser put it: at the top, at its #section,
  // where a reload left it, or where the visitor scrolled while the app was still loading. The
  // router would move it back to the top when it first renders it; from the first move to another
  // address on, it restores and resets as usual (Back to the first page included).
  let startHref: string | undefined
  let moved = false
  const restoreScroll = ({ location }: { location: { href: string } }) => {
    startHref ??= location.href
    if (location.href !== startHref) moved = true
    return moved
  }
  return createRouter({
    routeTree,
    history,
    context: { pageData },
    scrollRestoration: restoreScroll,
    defaultPreload: 'intent',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createSiteRouter>
  }
}
