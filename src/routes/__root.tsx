import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useLayoutEffect } from 'react'
import { NotFound } from '../components/layout/not-found'
import { SiteShell } from '../components/layout/site-shell'
import { handOverPrerenderedHead } from '../components/startup/hand-over-prerendered-head'
import { loadWhenOnline } from '../lib/load-when-online'

// The app's own messages (updates, offline, install) are never needed for the first paint.
const PwaLayer = lazy(() =>
  loadWhenOnline(() => import('../features/pwa/pwa-layer')).then((module) => ({ default: module.PwaLayer })),
)
const InstallAppButton = lazy(() =>
  loadWhenOnline(() => import('../features/pwa/install-app-button')).then((module) => ({ default: module.InstallAppButton })),
)

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  // Runs in the commit that put the router's <title> in the head, so the page is never without one.
  useLayoutEffect(() => handOverPrerenderedHead(document.head), [])
  return (
    <>
      <HeadContent />
      <SiteShell
        footerExtra={
          <Suspense fallback={null}>
            <InstallAppButton />
          </Suspense>
        }
      >
        <Outlet />
      </SiteShell>
      <Suspense fallback={null}>
        <PwaLayer />
      </Suspense>
    </>
  )
}
