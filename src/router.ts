import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

export function createSiteRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createSiteRouter>
  }
}
