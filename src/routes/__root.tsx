import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router'
import { NotFound } from '../components/layout/not-found'
import { SiteShell } from '../components/layout/site-shell'
import { InstallAppButton } from '../features/pwa/install-app-button'
import { PwaLayer } from '../features/pwa/pwa-layer'

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <SiteShell footerExtra={<InstallAppButton />}>
        <Outlet />
      </SiteShell>
      <PwaLayer />
    </>
  )
}
