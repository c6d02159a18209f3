import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router'
import { NotFound } from '../components/layout/not-found'
import { SiteShell } from '../components/layout/site-shell'
import { StartupGate } from '../components/startup/startup-gate'

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <StartupGate />
      <SiteShell>
        <Outlet />
      </SiteShell>
    </>
  )
}
