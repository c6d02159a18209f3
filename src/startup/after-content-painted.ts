/**
 * Runs `task` once the browser reports a largest-contentful-paint entry at or after `since` (the
 * page's main content is on screen), or after `maxWaitMs` — whichever comes first. Browsers
 * without LCP entries wait two animation frames instead.
 */
export function afterContentPainted(task: () => void, since: number, maxWaitMs = 500): void {
  let done = false
  let observer: PerformanceObserver | undefined
  const run = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    observer?.disconnect()
    task()
  }
  const timer = setTimeout(run, maxWaitMs)
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) run()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  } else {
    requestAnimationFrame(() => requestAnimationFrame(run))
  }
}
