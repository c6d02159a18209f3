import { hasEarlyEventsInside } from './early-event-replay'
import { pageIdle } from './page-idle'

/**
 * Events that mean the visitor is using a part of the page: it must hydrate before React handles
 * them. A pointer over it counts: a mouse on its way to a link gives its code a head start.
 */
const interactions = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'mousedown',
  'keydown',
  'focusin',
  'submit',
  'beforematch',
] as const

/** How far outside the screen a part starts hydrating, so it is ready by the time it scrolls in. */
const nearMargin = '300px 0px'

const released = new Set<string>()
const waiting = new Map<string, Promise<void>>()

let scrolled: Promise<void> | undefined
/** Settles on the visitor's first scroll, or at once on a page that is already scrolled. */
function firstScroll(): Promise<void> {
  scrolled ??= new Promise<void>((resolve) => {
    if (window.scrollY > 0) resolve()
    else window.addEventListener('scroll', () => resolve(), { once: true, passive: true })
  })
  return scrolled
}

/**
 * Null when the part marked `data-hydrate-when-visible={id}` has nothing to wait for; otherwise a
 * promise (the same one every time, as `use()` asks) that settles when it is interacted with, or
 * when it comes near the screen once the page is idle (its code stays out of the first load). A part
 * that is near but not yet on screen when the page settles also waits for the visitor's first
 * scroll: the margin is there to get ahead of a scroll, and a visit that stays on the first screen
 * never needs its code. React hydrates the part once it has settled; the event that released it is
 * held and played back then (early-event-replay).
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

  const wait = new Promise<void>((resolve) => {
    const release = () => {
      if (released.has(id)) return
      released.add(id)
      observer.disconnect()
      for (const type of interactions) window.removeEventListener(type, onInteraction, true)
      resolve()
    }
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && box.contains(event.target)) release()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.find((entry) => entry.isIntersecting)
        if (near === undefined) return
        const onScreen = near.boundingClientRect.top < window.innerHeight && near.boundingClientRect.bottom > 0
        void pageIdle()
          .then(() => (onScreen ? undefined : firstScroll()))
          .then(release)
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
 * same use() call as the render that waited (React requires it), and React reads a settled one it
 * has seen without suspending.
 */
export function releasedGate(id: string): Promise<void> | null {
  return released.has(id) ? (waiting.get(id) ?? null) : null
}
