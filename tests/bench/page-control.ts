// How bench:inp finds, waits for, focuses and scrolls to its controls: with the page's own DOM, in
// plain scripts (page.evaluate of a string), never through Playwright's locators. The first locator
// used on a page makes Playwright inject its script, whose constructor listens on the window for
// pointerdown, pointerup, touchend, click and a dozen more (the hit-target check of its own actions)
// for the rest of the page's life. A visitor's page has none of that: in a Chromium trace at 4× CPU
// it was 16 calls and ~5 ms inside every measured tap (record 092).
import type { Page } from '@playwright/test'

/** A control: the `nth` element matching `selector` whose accessible-ish name matches `name`. */
export interface Control {
  selector: string
  /** A case-insensitive regular expression's source, tested on aria-label, the label or the text. */
  name?: string
  nth?: number
}

/** An exact name, as a `Control.name`. */
export const exactly = (text: string) => `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`

// The finder, as page source: a string, so the bundler's helpers never leak into the page.
const finder = `(spec) => {
  const pattern = spec.name === undefined ? null : new RegExp(spec.name, 'i')
  const nameOf = (element) =>
    (element.getAttribute('aria-label') || element.labels?.[0]?.textContent || element.textContent || '').trim()
  const found = [...document.querySelectorAll(spec.selector)].filter((element) => !pattern || pattern.test(nameOf(element)))
  return found[spec.nth ?? 0] ?? null
}`
const visible = `(element) => {
  const box = element.getBoundingClientRect()
  return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
}`

/** Runs `body` in the page with `control` (the element or null) and `find` in scope. */
function inPage<T>(page: Page, control: Control, body: string): Promise<T> {
  return page.evaluate(`(async () => {
  const find = ${finder}
  const isVisible = ${visible}
  const spec = ${JSON.stringify(control)}
  ${body}
})()`)
}

/**
 * Tries once a frame in the page (as Playwright's own waiting does) until `holds` (page source, with
 * `element`: the control or null) is true; `act` runs first on each try.
 */
function untilInPage(page: Page, control: Control, holds: string, failure: string, timeoutMs: number, act = '') {
  return inPage<void>(
    page,
    control,
    `const until = performance.now() + ${timeoutMs}
  await new Promise((resolve, reject) => {
    const attempt = () => {
      const element = find(spec)
      ${act}
      if (${holds}) resolve()
      else if (performance.now() > until) reject(new Error(${JSON.stringify(failure)} + JSON.stringify(spec)))
      else requestAnimationFrame(attempt)
    }
    attempt()
  })`,
  )
}

/** Waits until the control is shown. */
export function waitVisible(page: Page, control: Control, timeoutMs = 60_000): Promise<void> {
  return untilInPage(page, control, 'element && isVisible(element)', 'not visible: ', timeoutMs)
}

/** Waits until nothing matches `control` any more (a dialog closed). */
export function waitGone(page: Page, control: Control, timeoutMs = 10_000): Promise<void> {
  return untilInPage(page, control, '!element', 'still there: ', timeoutMs)
}

/** Where a finger would land on the control: its centre, if nothing covers it there; null otherwise. */
export function landingPoint(page: Page, control: Control): Promise<{ x: number; y: number } | null> {
  return inPage(
    page,
    control,
    `const element = find(spec)
  if (!element) return null
  const box = element.getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  const onTop = document.elementFromPoint(x, y)
  return onTop && element.contains(onTop) ? { x, y } : null`,
  )
}

/** Brings the control to the middle of the screen, as a visitor scrolls to it. */
export function scrollToControl(page: Page, control: Control): Promise<void> {
  return inPage(page, control, `find(spec)?.scrollIntoView({ block: 'center', behavior: 'instant' })`)
}

/**
 * Gives the control the keyboard's focus (a visitor's Tab to it), trying until it holds: while the
 * page starts up, hydration may replace the element between two tries.
 */
export function focusControl(page: Page, control: Control, timeoutMs = 10_000): Promise<void> {
  return untilInPage(
    page,
    control,
    'element && document.activeElement === element',
    'could not focus: ',
    timeoutMs,
    'element?.focus()',
  )
}
