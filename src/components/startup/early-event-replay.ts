/**
 * A tap or a key on a prerendered page before its code has arrived reaches no React handler: the
 * app itself loads after the first paint, and a part below the fold loads its code when it comes
 * near. (React hydrates a part in the middle of an event only when its code is already there, and
 * otherwise drops the event.) On a slow phone that is a menu button or a question that does not
 * open. Such events are noted from the boot script on, and once the app and every part around their
 * element have hydrated they are played again on it.
 *
 * What the browser already did by itself is not repeated: following a link, a form's own controls,
 * and the keys that move focus or turn into a click (Tab, Enter, Space).
 */

const hydratedParts = new Set<string>()
/** Stands for the whole page until the app has loaded and React listens to it. */
const appPart = 'app'
const boxSelector = '[data-hydrate-when-visible]'
const nativeClickTargets = 'a[href], input, select, textarea, label, summary, [type="submit"]'
const nativeKeys = new Set(['Tab', 'Enter', ' ', 'Shift', 'Control', 'Alt', 'Meta'])
/** A tap that waited longer than this is stale: the visitor has moved on. */
const maxWaitMs = 10_000

type Held = {
  type: string
  target: Element
  replay: () => void
  heldAt: number
  waitingFor: string[]
  /** React hydrated the part in the middle of the event and handled it itself. */
  handled: boolean
}
let held: Held[] = []
let inEvent: Held | null = null
let listening = false

/** Starts noting early events: called by the boot script. */
export function keepEarlyEvents(): void {
  if (listening) return
  listening = true
  // Capture phase on window, before React's listeners: React stops a dropped event from bubbling.
  window.addEventListener('click', (event) => note(event, replayClick), true)
  window.addEventListener('keydown', (event) => note(event, replayKey), true)
}

/**
 * Called once React listens to the page (right after hydrateRoot): events that waited only for the
 * app are played back, and React hydrates what they touch to handle them.
 */
export function markAppHydrated(): void {
  markPartHydrated(appPart)
}

/** Called once a part has hydrated (after its effects): plays back the events that waited for it. */
export function markPartHydrated(id: string): void {
  hydratedParts.add(id)
  // A part hydrating before the event is filed was hydrated for it (React does that for a tap on a
  // part whose code is there; the part reports it from an effect, possibly after the event). Not
  // so for an event that came before React listened at all: the app starting in that gap must not
  // count, or the event would be dropped instead of replayed.
  if (inEvent?.waitingFor.includes(id) && !inEvent.waitingFor.includes(appPart)) inEvent.handled = true
  const ready: Held[] = []
  held = held.filter((entry) => {
    entry.waitingFor = entry.waitingFor.filter((part) => part !== id)
    if (entry.waitingFor.length > 0) return true
    ready.push(entry)
    return false
  })
  if (ready.length > 0) replaySoon(ready)
}

/** Whether an event inside this part is waiting: then the part must not wait to come near the screen. */
export function hasEarlyEventsInside(box: Element): boolean {
  return held.some((entry) => box.contains(entry.target))
}

function replaySoon(entries: Held[]) {
  // After React has finished the commit that hydrated the part and attached its handlers.
  setTimeout(() => {
    for (const entry of entries) {
      if (entry.target.isConnected && performance.now() - entry.heldAt <= maxWaitMs) entry.replay()
    }
  }, 0)
}

function note<E extends Event>(event: E, replayFor: (event: E, target: Element) => (() => void) | null) {
  if (!(event.target instanceof Element)) return
  const waitingFor = unhydratedPartsAround(event.target)
  if (waitingFor.length === 0) return
  const replay = replayFor(event, event.target)
  if (replay === null) return
  const entry: Held = {
    type: event.type,
    target: event.target,
    replay,
    heldAt: performance.now(),
    waitingFor,
    handled: false,
  }
  inEvent = entry
  // Once the event is over: held only if React could not hydrate the part for it.
  setTimeout(() => {
    if (inEvent === entry) inEvent = null
    if (entry.handled) return
    entry.waitingFor = entry.waitingFor.filter((part) => !hydratedParts.has(part))
    if (entry.waitingFor.length === 0) return replaySoon([entry])
    const last = held.at(-1)
    // A second tap on something that did not react is the same wish, not a second one.
    if (last && last.target === entry.target && last.type === 'click' && entry.type === 'click') return
    held.push(entry)
  }, 0)
}

function unhydratedPartsAround(target: Element): string[] {
  const parts: string[] = []
  if (!hydratedParts.has(appPart) && document.getElementById('root')?.contains(target)) parts.push(appPart)
  for (let box = target.closest(boxSelector); box !== null; box = box.parentElement?.closest(boxSelector) ?? null) {
    const id = box.getAttribute('data-hydrate-when-visible')
    if (id !== null && !hydratedParts.has(id)) parts.push(id)
  }
  return parts
}

function replayClick(_event: MouseEvent, target: Element): (() => void) | null {
  if (target.closest(nativeClickTargets) !== null) return null
  // Radix tabs choose on mousedown, its accordion on click: play the whole press.
  return () => {
    const init = { bubbles: true, cancelable: true, composed: true, button: 0 }
    target.dispatchEvent(new MouseEvent('mousedown', init))
    target.dispatchEvent(new MouseEvent('mouseup', init))
    target.dispatchEvent(new MouseEvent('click', init))
  }
}

function replayKey(event: KeyboardEvent, target: Element): (() => void) | null {
  if (nativeKeys.has(event.key) || target.closest('input, select, textarea, [contenteditable="true"]') !== null)
    return null
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event
  return () => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', {
        key,
        code,
        shiftKey,
        ctrlKey,
        altKey,
        metaKey,
        bubbles: true,
        cancelable: true,
        composed: true,
      }),
    )
  }
}

/** For tests: forget every part and held event. */
export function resetEarlyEvents(): void {
  hydratedParts.clear()
  held = []
  inEvent = null
}
