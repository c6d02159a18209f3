/** How long a landing waits for its target to exist (a lazily loaded part of the page). */
const waitForTargetMs = 10_000
/** How long the heading is held in place while the page above it is still settling. */
const holdMs = 4_000
/** The landing ends once the heading has not moved for this long. */
const settledMs = 1_500
const checkEveryMs = 100
/** Input that means the visitor is scrolling or acting: the page stops moving for them. */
const visitorInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * The element a `#id` link lands on: the target itself when it is a heading or made to take focus
 * (the skip link's `<main tabindex="-1">`), else the target's first heading.
 */
function headingOf(target: HTMLElement): HTMLElement {
  if (/^H[1-6]$/.test(target.tagName) || target.hasAttribute('tabindex')) return target
  return target.querySelector<HTMLElement>('h1, h2, h3, h4') ?? target
}

/** The heading's distance from where `scrollIntoView` puts it (the root's scroll-padding-top). */
function offsetFromLanding(heading: HTMLElement): number {
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  return heading.getBoundingClientRect().top - padding
}

function findTarget(id: string): HTMLElement | null {
  return document.getElementById(id)
}

/**
 * Brings the element `#id` names to the top of the viewport (below the sticky header) and moves
 * focus to its heading, also when the element arrives late (the home page's sections load after
 * the jump) or the page above it is still growing (images, late sections): until the visitor
 * scrolls, taps or types, or the heading has stayed put for a moment, it is put back in place.
 * Returns a function that cancels the landing.
 */
export function landOnHashTarget(id: string): () => void {
  let stopped = false
  const cleanups: (() => void)[] = []
  const stop = () => {
    stopped = true
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
  for (const type of visitorInput) {
    window.addEventListener(type, stop, { passive: true, capture: true })
    cleanups.push(() => window.removeEventListener(type, stop, { capture: true }))
  }

  function land(target: HTMLElement) {
    const heading = headingOf(target)
    heading.scrollIntoView({ block: 'start', behavior: 'instant' })
    if (!heading.matches('a[href], button, input, select, textarea, [tabindex]')) heading.setAttribute('tabindex', '-1')
    // The visitor may already be in the section (a tab focused while the app was still loading):
    // their focus stays where they put it.
    if (!target.contains(document.activeElement)) heading.focus({ preventScroll: true })
    const started = Date.now()
    let stillSince = Date.now()
    const timer = window.setInterval(() => {
      if (!heading.isConnected || Date.now() - started > holdMs || Date.now() - stillSince > settledMs) return stop()
      if (Math.abs(offsetFromLanding(heading)) < 2) return
      stillSince = Date.now()
      heading.scrollIntoView({ block: 'start', behavior: 'instant' })
    }, checkEveryMs)
    cleanups.push(() => window.clearInterval(timer))
  }

  const present = findTarget(id)
  if (present !== null) land(present)
  else {
    const observer = new MutationObserver(() => {
      const target = findTarget(id)
      if (target === null || stopped) return
      observer.disconnect()
      land(target)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const giveUp = window.setTimeout(stop, waitForTargetMs)
    cleanups.push(() => {
      observer.disconnect()
      window.clearTimeout(giveUp)
    })
  }
  return stop
}
