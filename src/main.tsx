import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { replayEarlyEvents } from './startup/early-event-replay'
import { createSiteRouter } from './router'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Lets support staff (and the update test) tell which build a visitor is running.
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local'

/** Ends the current task, so evaluating the code, building the router and hydrating are separate tasks. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

await yieldToMain()
const router = createSiteRouter()
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

if (container.hasChildNodes()) {
  // A prerendered page. Its static title and description stay until the router has rendered its own
  // (RootLayout hands them over). Render the tree as the server did (no client-only Suspense around
  // the root), with the route's code loaded first, so the first client render matches the HTML.
  // TanStack's documented hydration (`RouterClient` and `hydrate`) takes this flag, with the
  // router's state, from inline `$_TSR` scripts that the policy's ban on inline script rules out;
  // it is set the way `hydrate()` sets it, with no manifest (the HTML links its own assets).
  router.ssr = { manifest: undefined }
  await yieldToMain()
  await router.load()
  await yieldToMain()
  hydrateRoot(container, app, {
    onRecoverableError: (error) =>
      console.error('Hydration mismatch', error, error instanceof Error ? error.cause : undefined),
  })
} else {
  createRoot(container).render(app)
}
// React listens from here on: a tap played back now makes React hydrate its element at once and
// handle it. A prerendered form's submits wait for that form instead (early-submits).
replayEarlyEvents()
