import { type ReactNode, useEffect, useState } from 'react'

/** How long the browser may keep the page busy before work waiting for an idle moment runs anyway. */
const maxIdleWaitMs = 2_000

export const pageIdleMark = 'page-idle'

let idle: Promise<void> | undefined

/**
 * Settles once the page has loaded and the browser has had an idle moment after it. What is not
 * needed for the first screen to work waits for it: the app's own notices (service worker, install,
 * connection) and the code of the parts of the page that hydrate as they come near the screen
 * (readable as server HTML meanwhile; a tap or a focus inside one loads it at once). The first
 * visit's work is then only what the first screen needs.
 */
export function pageIdle(): Promise<void> {
  if (idle !== undefined) return idle
  idle = new Promise<void>((resolve) => {
    // Marked for the first-load benchmark (`npm run bench:first-load`), which counts what loads before.
    const settle = () => {
      performance.mark(pageIdleMark)
      resolve()
    }
    // Safari has no requestIdleCallback: the task after the load event is the next best moment.
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(settle, { timeout: maxIdleWaitMs })
        : setTimeout(settle, 0)
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  })
  return idle
}

/**
 * Renders `children` once the page has been idle (see pageIdle); nothing before, on the server and in
 * the first render, so hydration matches. The waiting happens in here: the parent renders once and
 * never again for it (a part of the page around it may still be server HTML waiting to hydrate,
 * and new props would make React throw that HTML away and render the part afresh).
 */
export function AfterPageIdle({ children }: { children: ReactNode }): ReactNode {
  const [isIdle, setIdle] = useState(false)
  useEffect(() => {
    let mounted = true
    void pageIdle().then(() => {
      if (mounted) setIdle(true)
    })
    return () => {
      mounted = false
    }
  }, [])
  return isIdle ? children : null
}
