import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Box, clearSpot, firstClearSpot } from './clear-spot'

const box = (top: number, left: number, height: number, width: number): Box => ({
  top,
  left,
  bottom: top + height,
  right: left + width,
})
const bottom = box(700, 0, 64, 390)
const top = box(76, 0, 64, 390)

describe('firstClearSpot', () => {
  it('takes the first spot that covers no obstacle', () => {
    expect(
      firstClearSpot(
        [
          ['bottom', bottom],
          ['top', top],
        ],
        [box(300, 20, 44, 100)],
      ),
    ).toBe('bottom')
    expect(
      firstClearSpot(
        [
          ['bottom', bottom],
          ['top', top],
        ],
        [box(720, 150, 44, 100)],
      ),
    ).toBe('top')
    expect(
      firstClearSpot(
        [
          ['top', top],
          ['bottom', bottom],
        ],
        [],
      ),
    ).toBe('top')
  })

  it('keeps a finger’s width away from a control, and gives up when every spot is taken', () => {
    expect(firstClearSpot([['bottom', bottom]], [box(650, 0, 46, 100)])).toBeUndefined()
    expect(firstClearSpot([['bottom', bottom]], [box(600, 0, 80, 100)])).toBe('bottom')
    expect(
      firstClearSpot(
        [
          ['bottom', bottom],
          ['top', top],
        ],
        [box(720, 0, 10, 10), box(100, 0, 10, 10)],
      ),
    ).toBe(undefined)
  })
})

describe('clearSpot on the page', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  /** Lays out the page: each element's box by its data-box attribute (jsdom has no layout). */
  function layOut(html: string) {
    document.body.innerHTML = html
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const [t = 0, l = 0, h = 0, w = 0] = (this.getAttribute('data-box') ?? '').split(' ').map(Number)
      return DOMRect.fromRect({ x: l, y: t, width: w, height: h })
    })
    Object.assign(window, { innerWidth: 390, innerHeight: 844 })
    // The design's tokens, as tokens.css sets them (jsdom loads no style sheet).
    const tokens = { '--space-3': '12px', '--space-4': '16px', '--header-height': '64px' }
    for (const [name, value] of Object.entries(tokens)) document.documentElement.style.setProperty(name, value)
  }

  it('shows nowhere while a dialog is open', () => {
    layOut('<div role="dialog" data-box="100 10 400 370"><button data-box="300 20 44 100">Submit</button></div>')
    expect(clearSpot(null)).toBeUndefined()
  })

  it('moves under the header when a button sits at the bottom, and stays there while it is clear', () => {
    layOut('<button data-box="780 150 44 100">Install app</button>')
    expect(clearSpot(null)).toBe('top')
    document.body.innerHTML = '<p>Nothing to press</p>'
    expect(clearSpot(null)).toBe('bottom')
    expect(clearSpot(null, 'top')).toBe('top')
  })

  it('counts a focused field, but not the notice’s own button or controls that are not shown', () => {
    layOut(
      '<input aria-label="Name" data-box="760 20 44 300"><a href="/x" data-box="80 20 20 40">x</a>' +
        '<li id="notice" data-box="700 20 60 350"><button data-box="710 300 36 80">Dismiss</button></li>',
    )
    expect(clearSpot(document.getElementById('notice'))).toBeUndefined()
    document.querySelector('a')?.remove()
    expect(clearSpot(document.getElementById('notice'))).toBe('top')
    document.querySelector('input')?.setAttribute('data-box', '0 0 0 0')
    expect(clearSpot(document.getElementById('notice'))).toBe('bottom')
  })
})
