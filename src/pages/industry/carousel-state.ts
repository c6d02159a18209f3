/**
 * The carousel's position as pure functions, so wrapping and jumping are tested without a DOM.
 * Indexes are zero-based; the visitor sees "N of count" with N = index + 1.
 */
export type CarouselAction = { type: 'next' } | { type: 'previous' } | { type: 'goTo'; index: number }

export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0
}

export function previousIndex(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0
}

/** A dot jumps straight to its slide; an out-of-range target is clamped rather than trusted. */
export function goToIndex(target: number, count: number): number {
  if (count <= 0 || !Number.isFinite(target)) return 0
  return Math.min(Math.max(Math.trunc(target), 0), count - 1)
}

export function carouselIndex(index: number, count: number, action: CarouselAction): number {
  switch (action.type) {
    case 'next':
      return nextIndex(index, count)
    case 'previous':
      return previousIndex(index, count)
    case 'goTo':
      return goToIndex(action.index, count)
  }
}

/** A horizontal swipe longer than this (px) turns the slide; shorter ones are taps or jitter. */
export const swipeThreshold = 40

/** Which way a finished swipe turns the carousel, if at all. */
export function swipeAction(deltaX: number, deltaY: number): CarouselAction | undefined {
  if (Math.abs(deltaX) < swipeThreshold || Math.abs(deltaX) < Math.abs(deltaY)) return undefined
  return deltaX < 0 ? { type: 'next' } : { type: 'previous' }
}
