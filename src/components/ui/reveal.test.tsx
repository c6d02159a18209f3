import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Reveal } from './reveal'

let intersect: ((entries: { isIntersecting: boolean }[]) => void) | undefined
const disconnect = vi.fn()

function stubEnvironment({ reducedMotion, top }: { reducedMotion: boolean; top: number }) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }))
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        intersect = callback
      }
      observe() {}
      disconnect = disconnect
    },
  )
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ y: top, height: 100 }))
}

describe('Reveal', () => {
  beforeEach(() => {
    intersect = undefined
    disconnect.mockClear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('hides content below the fold until it scrolls into view, once', () => {
    stubEnvironment({ reducedMotion: false, top: 5000 })
    render(<Reveal>Our values</Reveal>)
    const element = screen.getByText('Our values')
    expect(element).toHaveClass('reveal-pending')
    intersect?.([{ isIntersecting: true }])
    expect(element).toHaveClass('reveal-shown')
    expect(element).not.toHaveClass('reveal-pending')
    expect(disconnect).toHaveBeenCalled()
  })

  it('never hides content when the visitor prefers reduced motion', () => {
    stubEnvironment({ reducedMotion: true, top: 5000 })
    render(<Reveal>Our values</Reveal>)
    expect(screen.getByText('Our values')).not.toHaveClass('reveal-pending')
    expect(intersect).toBeUndefined()
  })

  it('leaves content that is already on screen alone', () => {
    stubEnvironment({ reducedMotion: false, top: 10 })
    render(<Reveal>Above the fold</Reveal>)
    expect(screen.getByText('Above the fold')).not.toHaveClass('reveal-pending')
  })
})
