import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Reveal } from './reveal'

type Report = (entries: { isIntersecting: boolean }[]) => void
let observers: { report: Report; disconnect: ReturnType<typeof vi.fn> }[] = []
const measure = vi.fn()

function stubEnvironment({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }))
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn()
      constructor(report: Report) {
        observers.push({ report, disconnect: this.disconnect })
      }
      observe() {}
    },
  )
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(measure)
}

describe('Reveal', () => {
  beforeEach(() => {
    observers = []
    measure.mockClear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('hides content that starts below the fold until it scrolls into view, once', () => {
    stubEnvironment({ reducedMotion: false })
    render(<Reveal>Our values</Reveal>)
    const element = screen.getByText('Our values')
    observers[0]?.report([{ isIntersecting: false }])
    expect(element).toHaveClass('reveal-pending')
    observers[1]?.report([{ isIntersecting: true }])
    expect(element).toHaveClass('reveal-shown')
    expect(element).not.toHaveClass('reveal-pending')
    expect(observers[1]?.disconnect).toHaveBeenCalled()
  })

  it('never hides content when the visitor prefers reduced motion', () => {
    stubEnvironment({ reducedMotion: true })
    render(<Reveal>Our values</Reveal>)
    expect(screen.getByText('Our values')).not.toHaveClass('reveal-pending')
    expect(observers).toHaveLength(0)
  })

  it('leaves content that is already on screen alone', () => {
    stubEnvironment({ reducedMotion: false })
    render(<Reveal>Above the fold</Reveal>)
    observers[0]?.report([{ isIntersecting: true }])
    expect(screen.getByText('Above the fold')).not.toHaveClass('reveal-pending')
    expect(observers).toHaveLength(1)
  })

  it('never measures the element (no forced layout while the page hydrates)', () => {
    stubEnvironment({ reducedMotion: false })
    render(<Reveal>Our values</Reveal>)
    observers[0]?.report([{ isIntersecting: false }])
    expect(measure).not.toHaveBeenCalled()
  })
})
