import { hasEarlyEventsInside } from '../startup/early-event-replay'

/** Events that mean the visitor is using a part of the page: it must hydrate before React handles them. */
const interactions = ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'focusin', 'submit', 'beforematch'] as const

/** How far outside the screen a part starts hydrating, so it is ready by the time it scrolls in. */
const nearMargin = '300px 0px'

type Gate = Promise<void> & { status?: string; value?: undefined }

const released = new Set<string>()
const waiting = new Map<string, Gate>()

/**
 * Null when the part marked `data-hydrate-when-visible={id}` has nothing to wait for; otherwise a
 * promise (the same one every time) that settles when it comes near the screen or is interacted
 * with. The release is recorded synchronously, so React's own handler for the same event finds
 * the part free to hydrate.
 */
export function releaseWhenNear(id: string, root: Document | undefined = globalThis.document): Promise<void> | null {
  if (root === undefined) return null
  const known = waiting.get(id)
  if (known !== undefined) return known
  const box = Array.from(root.querySelectorAll('[data-hydrate-when-visible]')).find(
    (element) => element.getAttribute('data-hydrate-when-visible') === id,
  )
  if (box === undefined || typeof IntersectionObserver === 'undefined') return null
  // A part inside one the visitor already used (a tab tapped while the code was loading) hydrates at once.
  if (hasEarlyEventsInside(box)) return null

  const wait: Gate = new Promise<void>((resolve) => {
    const release = () => {
      if (released.has(id)) return
      released.add(id)
      // React's use() reads a settled promise's status synchronously: the hydration this very event
      // triggers goes through at once instead of suspending again.
      wait.status = 'fulfilled'
      wait.value = undefined
      observer.disconnect()
      for (const type of interactions) window.removeEventListener(type, onInteraction, true)
      resolve()
    }
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && box.contains(event.target)) release()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release()
      },
      { rootMargin: nearMargin },
    )
    observer.observe(box)
    for (const type of interactions) window.addEventListener(type, onInteraction, true)
  })
  waiting.set(id, wait)
  return wait
}

/**
 * The promise of a part already released, if any: rendering it again after hydration must make the
 * same use() call as the render that waited (React requires it), and a settled one costs nothing.
 */
export function releasedGate(id: string): Promise<void> | null {
  const known = waiting.get(id)
  return known?.status === 'fulfilled' ? known : null
}
