import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SlideCarousel } from './slide-carousel'

const slides = [1, 2, 3, 4, 5].map((n) => ({ src: `/slide-${n}.svg`, alt: `Scene ${n}`, width: 1200, height: 400 }))

function slideElements() {
  // Hidden slides are out of the accessibility tree, so collect them by their role description.
  return Array.from(document.querySelectorAll('[aria-roledescription="slide"]'))
}

function shownSlide() {
  const shown = slideElements().filter((slide) => slide.getAttribute('aria-hidden') === 'false')
  expect(shown).toHaveLength(1)
  return shown[0]?.getAttribute('aria-label')
}

describe('SlideCarousel', () => {
  it('is a labelled carousel region with five labelled slides, only the first shown', () => {
    render(<SlideCarousel label="Banking highlights" slides={slides} />)
    const region = screen.getByRole('region', { name: 'Banking highlights' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(slideElements().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ])
    expect(shownSlide()).toBe('1 of 5')
    const hidden = slideElements().slice(1)
    for (const slide of hidden) {
      expect(slide).toHaveAttribute('aria-hidden', 'true')
      expect(slide).toHaveAttribute('inert')
    }
    expect(screen.getByRole('group', { name: '1 of 5' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Scene 1' })).toHaveAttribute('loading', 'eager')
    expect(screen.queryByRole('img', { name: 'Scene 2' })).toBeNull()
  })

  it('names its buttons and wraps both ways', async () => {
    const user = userEvent.setup()
    render(<SlideCarousel label="Retail highlights" slides={slides} />)
    await user.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(shownSlide()).toBe('5 of 5')
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(shownSlide()).toBe('1 of 5')
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(shownSlide()).toBe('2 of 5')
  })

  it('jumps straight to a dot’s slide and marks that dot current', async () => {
    const user = userEvent.setup()
    render(<SlideCarousel label="Finance highlights" slides={slides} />)
    const dots = [1, 2, 3, 4, 5].map((n) => screen.getByRole('button', { name: `Go to slide ${n}` }))
    await user.click(dots[3]!)
    expect(shownSlide()).toBe('4 of 5')
    expect(dots[3]).toHaveAttribute('aria-current', 'true')
    expect(dots[0]).not.toHaveAttribute('aria-current')
    expect(slideElements()[0]).toHaveAttribute('inert')
  })

  it('turns on a horizontal swipe', () => {
    render(<SlideCarousel label="Telecom highlights" slides={slides} />)
    const viewport = slideElements()[0]!.parentElement!.parentElement!
    fireEvent.pointerDown(viewport, { clientX: 300, clientY: 100, pointerType: 'touch' })
    fireEvent.pointerUp(viewport, { clientX: 150, clientY: 110, pointerType: 'touch' })
    expect(shownSlide()).toBe('2 of 5')
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 100, pointerType: 'touch' })
    fireEvent.pointerUp(viewport, { clientX: 300, clientY: 100, pointerType: 'touch' })
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 100, pointerType: 'touch' })
    fireEvent.pointerUp(viewport, { clientX: 300, clientY: 100, pointerType: 'touch' })
    expect(shownSlide()).toBe('5 of 5')
  })
})
