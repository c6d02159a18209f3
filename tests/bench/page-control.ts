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

/** Waits, polling once a frame in the page (as Playwright's own waitFor does), until it is shown. */
export function waitVisible(page: Page, control: Control, timeoutMs = 60_000): Promise<void> {
  return inPage(
    page,
    control,
    `const until = performance.now() + ${timeoutMs}
  await new Promise((resolve, reject) => {
    const check = () => {
      const element = find(spec)
      if (element && isVisible(element)) resolve()
      else if (performance.now() > until) reject(new Error('not visible: ' + JSON.stringify(spec)))
      else requestAnimationFrame(check)
    }
    check()
  })`,
  )
}

/** Waits until nothing matches `control` any more (a dialog closed). */
export function waitGone(page: Page, control: Control, timeoutMs = 10_000): Promise<void> {
  return inPage(
    page,
    control,
    `const until = performance.now() + ${timeoutMs}
  await new Promise((resolve, reject) => {
    const check = () => {
      if (!find(spec)) resolve()
      else if (performance.now() > until) reject(new Error('still there: ' + JSON.stringify(spec)))
      else requestAnimationFrame(check)
    }
    check()
  })`,
  )
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
 * Gives the control the keyboard's focus (a visitor's Tab to it), trying once a frame until it
 * holds: while the page starts up, hydration may replace the element between two tries.
 */
export function focusControl(page: Page, control: Control, timeoutMs = 10_000): Promise<void> {
  return inPage(
    page,
    control,
    `const until = performance.now() + ${timeoutMs}
  await new Promise((resolve, reject) => {
    const attempt = () => {
      const element = find(spec)
      element?.focus()
      if (element && document.activeElement === element) resolve()
      else if (performance.now() > until) reject(new Error('could not focus: ' + JSON.stringify(spec)))
      else requestAnimationFrame(attempt)
    }
    attempt()
  })`,
  )
}
