import {
  createRootRouteWithContext,
  HeadContent,
  lazyRouteComponent,
  Outlet,
  Scripts,
  redirect,
  useLocation,
} from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useLayoutEffect, useSyncExternalStore } from 'react'
import { RetentionFiguresProvider } from '../components/forms/retention-figures'
import { SiteShell } from '../components/layout/site-shell'
import { replayEarlyEvents } from '../startup/early-event-replay'
import { handOverPrerenderedHead } from '../startup/hand-over-prerendered-head'
import { AfterPageIdle } from '../startup/page-idle'
import { installOffer, subscribeToInstallOffer } from '../features/pwa/install-offer'
import { PwaLayer } from '../features/pwa/pwa-layer'
import { loadWhenOnline } from '../lib/load-when-online'
import type { RouterContext } from '../site/page-data'
import { respelledPage } from '../site/page-spelling'

// Most visits are never offered installation: the button's code loads only for an offer.
const InstallAppButton = lazy(() =>
  loadWhenOnline(() => import('../features/pwa/install-app-button')).then((module) => ({
    default: module.InstallAppButton,
  })),
)

export const Route = createRootRouteWithContext<RouterContext>()({
  // `/pharmaceuticals` is the page `/Pharmaceuticals`: replace the address, as the server's 301 does.
  beforeLoad: ({ location }) => {
    const page = respelledPage(location.pathname)
    if (page !== undefined) throw redirect({ to: page, search: true, hash: location.hash, replace: true })
  },
  // The running server's retention figures, on a page it rendered (record 062): in the router's state
  // for the browser, which reads them there (its own router has no page data).
  loader: ({ context }) => ({ retention: context.pageData?.retention }),
  component: RootLayout,
  // Only an address that is no page needs it; the router loads it before it renders one.
  notFoundComponent: lazyRouteComponent(() => import('../components/layout/not-found'), 'NotFound'),
})

function RootLayout() {
  // Runs in the commit that put the router's <title> in the head, so the page is never without one.
  useLayoutEffect(() => handOverPrerenderedHead(document.head), [])
  // React handles events from its first commit on (RouterClient holds that commit until the router
  // has hydrated): a tap or key that came before is played then. Played after React's effects have
  // run, not within them: a tap on a part React has not hydrated yet (the page's own content, in its
  // Suspense boundary) makes React hydrate that part at once, which it cannot do inside an effect.
  // A prerendered form's submits wait for that form instead (early-submits).
  useEffect(() => queueMicrotask(replayEarlyEvents), [])
  // The staff console brings its own header; the site's header, footer and app notices are for visitors.
  const inConsole = useLocation({ select: (location) => location.pathname.startsWith('/console') })
  const { retention } = Route.useLoaderData()
  if (inConsole) {
    return (
      <>
        <HeadContent />
        <Outlet />
      </>
    )
  }
  return (
    <>
      <HeadContent />
      <RetentionFiguresProvider fromPage={retention}>
        <SiteShell footerExtra={<InstallOfferSlot />}>
          <Outlet />
        </SiteShell>
      </RetentionFiguresProvider>
      {/* The service worker and the app's own notices wait until the page is idle: none of it is
          needed for the first screen. */}
      <AfterPageIdle>
        <PwaLayer />
      </AfterPageIdle>
      <HashLanding />
      {/* The router's state for RouterClient, written by the server only: each script removes itself
          once run, so the browser renders nothing in its place (and the app does not need its code). */}
      {import.meta.env.SSR && <Scripts />}
    </>
  )
}

/** The install button or hint: its code loads only when there is an offer to show (most visits have none). */
function InstallOfferSlot() {
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => undefined)
  if (offer === undefined) return null
  return (
    <Suspense fallback={null}>
      <InstallAppButton />
    </Suspense>
  )
}

/**
 * A link to a section (`/#industries`, `/privacy#terms`) lands on its heading, from any page. Its own
 * component: only it re-renders when the address changes.
 */
function HashLanding() {
  const location = useLocation()
  useEffect(() => {
    if (location.hash === '') return
    // Its code loads only for an address with a #section: it stays out of every page's first load.
    let cancel: (() => void) | undefined
    let left = false
    void import('../lib/land-on-hash-target').then(
      ({ landOnHashTarget }) => {
        if (!left) cancel = landOnHashTarget(decodeHash(location.hash))
      },
      () => undefined,
    )
    return () => {
      left = true
      cancel?.()
    }
  }, [location])
  return null
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}
