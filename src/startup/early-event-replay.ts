/**
 * A tap or a key on a prerendered page can come before the code that handles it: the app loads
 * after the first paint (boot.ts), and a part below the fold hydrates when it comes near
 * (HydrateWhenVisible). React replays nothing that came before `hydrateRoot` was called, and drops
 * a discrete event on a part it cannot hydrate on the spot. On a slow phone that is a menu button or
 * a question that does not open.
 *
 * Such events are held from the boot script on and dispatched again once their code listens:
 * after the app's first commit for the page (the root layout's effect), or from a part's effect
 * once that part has hydrated. An event
 * inside a part that has not hydrated is stopped before React sees it, so it is handled exactly
 * once: by the replay, never also by React.
 *
 * A held tap marks its control at once (`data-held-tap`, styled as pressed in global.css) until it is
 * played or dropped: a tap during start-up is answered on screen within a frame (record 073).
 *
 * What the browser already did by itself is not repeated: following a link, a form's own controls,
 * and the keys that move focus or turn into a click (Tab, Enter, Space). Submits are held apart
 * (early-submits): a form must adopt its typed text first.
 */

const partSelector = '[data-hydrate-when-visible]'
const nativeClickTargets = 'a[href], input, select, textarea, label, summary, [type="submit"]'
const nativeKeys = new Set(['Tab', 'Enter', ' ', 'Shift', 'Control', 'Alt', 'Meta'])
/** A tap that waited longer than this is stale: the visitor has moved on. */
const maxWaitMs = 10_000

interface Held {
  type: string
  target: Element
  replay: () => void
  heldAt: number
  unmark: () => void
}

/** The attribute that shows a held tap's control as pressed until the tap is played or dropped. */
export const heldTapAttribute = 'data-held-tap'

function markHeld(target: Element): () => void {
  const control = target.closest('button, [role="button"], [role="tab"], summary') ?? target
  control.setAttribute(heldTapAttribute, '')
  // A tap whose code never comes (a part that never hydrates) stops looking pressed when it goes stale.
  const stale = setTimeout(() => control.removeAttribute(heldTapAttribute), maxWaitMs)
  return () => {
    clearTimeout(stale)
    control.removeAttribute(heldTapAttribute)
  }
}
let held: Held[] = []
const hydratedParts = new Set<string>()
let listening = false
let appListens = false

/** Starts holding early events: called by the boot script. */
export function keepEarlyEvents(): void {
  if (listening) return
  listening = true
  // Capture phase on window: before React's own listeners, so a held event never reaches them.
  window.addEventListener('click', (event) => hold(event, replayClick), true)
  window.addEventListener('keydown', (event) => hold(event, replayKey), true)
}

/** Called after the app's first commit: React handles the page from now on; what waited only for that is played. */
export function replayEarlyEvents(): void {
  appListens = true
  playWhatIsDue(() => true)
}

/** Called from a part's layout effect: events inside it are React's own from now on. */
export function markPartHydrated(id: string): void {
  hydratedParts.add(id)
}

/**
 * Called from a part's effect, after its children's (Radix registers its items in effects): plays
 * what waited for it, inside it only. A part before it in the same commit runs its effects before
 * this part's children have run theirs, so it must not play this part's events.
 */
export function replayPartEvents(part: Element): void {
  playWhatIsDue((target) => part.contains(target))
}

/** Whether an event inside this part is waiting: then the part must not wait to come near the screen. */
export function hasEarlyEventsInside(box: Element): boolean {
  return held.some((entry) => box.contains(entry.target))
}

function playWhatIsDue(within: (target: Element) => boolean) {
  const due = held.filter((entry) => within(entry.target) && !isWaiting(entry.target))
  if (due.length === 0) return
  held = held.filter((entry) => !due.includes(entry))
  for (const entry of due) {
    entry.unmark()
    if (entry.target.isConnected && performance.now() - entry.heldAt <= maxWaitMs) entry.replay()
  }
}

/** Whether the code that handles events on this element has not arrived yet. */
function isWaiting(target: Element): boolean {
  if (!appListens && document.getElementById('root')?.contains(target)) return true
  for (
    let part = target.closest(partSelector);
    part !== null;
    part = part.parentElement?.closest(partSelector) ?? null
  ) {
    const id = part.getAttribute('data-hydrate-when-visible')
    if (id !== null && !hydratedParts.has(id)) return true
  }
  return false
}

function hold<E extends Event>(event: E, replayFor: (event: E, target: Element) => (() => void) | null) {
  if (!(event.target instanceof Element) || !isWaiting(event.target)) return
  const replay = replayFor(event, event.target)
  if (replay === null) return
  event.stopPropagation()
  const last = held.at(-1)
  // A second tap on something that did not react is the same wish, not a second one.
  if (last && last.target === event.target && last.type === 'click' && event.type === 'click') return
  const unmark = event.type === 'click' ? markHeld(event.target) : () => undefined
  held.push({ type: event.type, target: event.target, replay, heldAt: performance.now(), unmark })
}

function replayClick(_event: MouseEvent, target: Element): (() => void) | null {
  if (target.closest(nativeClickTargets) !== null) return null
  // The whole press, as the browser sends it: Radix tabs choose on mousedown, its accordion on click.
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
    const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true, composed: true }
    target.dispatchEvent(new KeyboardEvent('keydown', init))
  }
}

/** For tests: forget every held event and hydrated part, as before the app started. */
export function resetEarlyEvents(): void {
  for (const entry of held) entry.unmark()
  held = []
  hydratedParts.clear()
  appListens = false
}
