import { Suspense, use, useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'
import { markPartHydrated, replayPartEvents } from './early-event-replay'
import { releasedGate, releaseWhenNear } from './hydration-gate'

const subscribeNever = () => () => {}

/**
 * Part of a prerendered page that stays as plain server HTML (visible and readable, its code not
 * run) until it comes near the screen or the visitor points, taps, focuses or searches inside it;
 * then React hydrates it. Rendered on the client (navigation within the app) it shows at once.
 * Keeps the work of hydrating content below the fold out of the page's first seconds.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  )
}

function Gate({ children }: { children: ReactNode }) {
  const id = useId()
  // The server snapshot is what React uses while hydrating (and on the server): true only then.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  )
  // Events are React's from the commit on; those that came too early are played back after the
  // part's own effects (Radix registers its tabs and items in them).
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => markPartHydrated(id), [id])
  useEffect(() => {
    if (!box.current) return
    replayPartEvents(box.current)
    // Says the part runs now (tests and support staff look for it; set after hydration, so no mismatch).
    box.current.dataset.hydrated = ''
  }, [])
  const wait = hydrating ? releaseWhenNear(id) : releasedGate(id)
  if (wait !== null) use(wait)
  return (
    <div ref={box} data-hydrate-when-visible={id}>
      {children}
    </div>
  )
}
