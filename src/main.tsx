import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createSiteRouter } from './router'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Lets support staff (and the update test) tell which build a visitor is running.
document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local'

// Evaluating the code, building the router, and hydrating are three tasks, each short enough for a tap
// to be handled in between (record 078). Tasks, not a top-level await: this module shares its chunk
// with the shell, which the route chunks import.
setTimeout(() => {
  const router = createSiteRouter()
  setTimeout(() => startApp(container, router), 0)
}, 0)

function startApp(container: HTMLElement, router: ReturnType<typeof createSiteRouter>) {
  // A page rendered by the server (at build time or per request) carries the router's state in the
  // inline script the root layout wrote; TanStack's RouterClient hydrates from it. A page without it
  // (the app shell; a page whose script the policy refused) is rendered afresh.
  if (container.hasChildNodes() && '$_TSR' in window) {
    hydrateRoot(
      container,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
      {
        onRecoverableError: (error) =>
          console.error('Hydration mismatch', error, error instanceof Error ? error.cause : undefined),
      },
    )
  } else {
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  }
}
