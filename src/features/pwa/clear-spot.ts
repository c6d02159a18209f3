/**
 * Where a notice about the app can show without hiding what the visitor may use (issue 60 item 11):
 * at the bottom or, failing that, under the header, wherever it covers no control (which includes
 * the focused one); nowhere while a dialog is open. Measured from the page as it is now.
 */
export type NoticeSpot = 'bottom' | 'top'

export interface Box {
  top: number
  left: number
  bottom: number
  right: number
}

const controls =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'
const dialogs = '[role="dialog"], [role="alertdialog"], dialog[open]'
// A notice's height before it has shown: one line and its 'Dismiss' button (notices.module.css).
const estimatedHeight = 64
// Clear by a finger's width, not by a pixel.
const margin = 8

const overlaps = (a: Box, b: Box) =>
  a.left < b.right + margin && b.left < a.right + margin && a.top < b.bottom + margin && b.top < a.bottom + margin

/** The first of the spots whose box overlaps none of the obstacles. */
export function firstClearSpot(spots: [NoticeSpot, Box][], obstacles: Box[]): NoticeSpot | undefined {
  return spots.find(([, box]) => !obstacles.some((obstacle) => overlaps(box, obstacle)))?.[0]
}

/** A length token of the design (px or rem) in pixels. */
function token(name: string): number {
  const root = getComputedStyle(document.documentElement)
  const value = root.getPropertyValue(name).trim()
  const size = Number.parseFloat(value)
  return value.endsWith('rem') ? size * Number.parseFloat(root.fontSize) : size
}

/**
 * The boxes a notice would take at each spot, as notices.module.css places its viewport (centred, at
 * most 420 px wide): its own size once it shows, the widest it can be before.
 */
function spotBoxes(size: { width: number; height: number } | undefined): [NoticeSpot, Box][] {
  const height = size?.height || estimatedHeight
  const width = size?.width || Math.min(420, window.innerWidth - 2 * token('--space-4'))
  const left = (window.innerWidth - width) / 2
  const bottom = window.innerHeight - token('--space-4')
  const top = token('--header-height') + token('--space-3')
  return [
    ['bottom', { top: bottom - height, left, bottom, right: left + width }],
    ['top', { top, left, bottom: top + height, right: left + width }],
  ]
}

const shown = (element: Element) => {
  const box = element.getBoundingClientRect()
  return box.width > 1 && box.height > 1
}

/**
 * Where the notice can show now, or undefined: not yet. `notice` is the notice itself, if showing;
 * the spot it holds is tried first, so that it does not hop back and forth.
 */
export function clearSpot(notice: Element | null, holding?: NoticeSpot): NoticeSpot | undefined {
  if ([...document.querySelectorAll(dialogs)].some(shown)) return undefined
  const obstacles = [...document.querySelectorAll(controls)]
    .filter((element) => !notice?.contains(element) && shown(element))
    .map((element) => element.getBoundingClientRect())
  const spots = spotBoxes(notice?.getBoundingClientRect())
  return firstClearSpot(holding === 'top' ? spots.reverse() : spots, obstacles)
}
