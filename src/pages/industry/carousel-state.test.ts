import { describe, expect, it } from 'vitest'
import { carouselIndex, goToIndex, nextIndex, previousIndex, swipeAction } from './carousel-state'

describe('carousel state', () => {
  it('moves forward and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 5)).toBe(1)
    expect(nextIndex(3, 5)).toBe(4)
    expect(nextIndex(4, 5)).toBe(0)
  })

  it('moves back and wraps from the first slide to the last', () => {
    expect(previousIndex(2, 5)).toBe(1)
    expect(previousIndex(0, 5)).toBe(4)
  })

  it('jumps straight to a dot’s slide and clamps impossible targets', () => {
    expect(goToIndex(3, 5)).toBe(3)
    expect(goToIndex(0, 5)).toBe(0)
    expect(goToIndex(9, 5)).toBe(4)
    expect(goToIndex(-2, 5)).toBe(0)
    expect(goToIndex(Number.NaN, 5)).toBe(0)
  })

  it('applies actions the way the buttons send them', () => {
    expect(carouselIndex(4, 5, { type: 'next' })).toBe(0)
    expect(carouselIndex(0, 5, { type: 'previous' })).toBe(4)
    expect(carouselIndex(1, 5, { type: 'goTo', index: 4 })).toBe(4)
  })

  it('never divides by zero on an empty carousel', () => {
    expect(nextIndex(0, 0)).toBe(0)
    expect(previousIndex(0, 0)).toBe(0)
    expect(goToIndex(2, 0)).toBe(0)
  })

  it('turns a horizontal swipe into next or previous and ignores taps and scrolls', () => {
    expect(swipeAction(-80, 5)).toEqual({ type: 'next' })
    expect(swipeAction(80, -10)).toEqual({ type: 'previous' })
    expect(swipeAction(10, 0)).toBeUndefined()
    expect(swipeAction(-60, 200)).toBeUndefined()
  })
})
