// What `npm run bench:inp` runs inside the page, from before its first script: Event Timing (every
// interaction's events over 16 ms), long animation frames with the scripts in them, and when the
// interaction's answer first reached the screen. A string, so the bundler's helpers never leak into
// the page.

export interface PageRecord {
  events: { id: number; name: string; start: number; duration: number }[]
  frames: { start: number; duration: number; scripts: { source: string; duration: number }[] }[]
  /** The first real pointerup or keydown (its timeStamp): when the visitor waits for an answer. */
  inputAt: number | null
  /** performance.now() in the first animation frame after the input whose answer expression was true. */
  answeredAt: number | null
}

/** The init script; `answered` is a script expression, or null when the browser answers by itself. */
export function recorderScript(answered: string | null): string {
  return `(() => {
  const record = { events: [], frames: [], inputAt: null, answeredAt: null }
  window.__inpRecord = record
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) record.events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const f of list.getEntries())
      record.frames.push({
        start: f.startTime,
        duration: f.duration,
        scripts: f.scripts.map((s) => ({
          source: (s.sourceURL.replace(/^.*\\//, '') || s.invokerType) + ' ' + (s.sourceFunctionName || s.invoker || '(anonymous)'),
          duration: s.duration,
        })),
      })
  }).observe({ type: 'long-animation-frame', buffered: true })
  // A tap held during start-up is answered by its control's pressed mark (src/startup/early-event-replay.ts).
  const answered = ${answered === null ? 'null' : `() => (${answered}) || document.querySelector('[data-held-tap]') !== null`}
  const watch = () => {
    if (answered()) record.answeredAt = performance.now()
    else if (performance.now() - record.inputAt < 5000) requestAnimationFrame(watch)
  }
  const first = (event) => {
    if (!event.isTrusted || record.inputAt !== null) return
    record.inputAt = event.timeStamp
    if (answered) requestAnimationFrame(watch)
  }
  // A finger's hold shows the browser's own pressed look; the visitor waits for the page from the lift.
  addEventListener('pointerup', first, { capture: true })
  addEventListener('keydown', first, { capture: true })
})()`
}
