import { act, render, screen } from '@testing-library/react'
import { lazy, useEffect, useRef, useState, type ComponentType } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepEarlyEvents, resetEarlyEvents } from './early-event-replay'
import { HydrateWhenVisible } from './hydrate-when-visible'
import { pageIdle } from './page-idle'

/** What the gate reads of an IntersectionObserver entry: near the screen (within its margin), and where. */
interface Report {
  isIntersecting: boolean
  boundingClientRect?: { top: number; bottom: number }
}
let reportIntersection: ((entries: Report[]) => void) | undefined
/** Every observer's report, for pages with more than one part. */
let allReports: ((entries: Report[]) => void)[] = []
const onScreen: Report = { isIntersecting: true, boundingClientRect: { top: 100, bottom: 300 } }
/** Within the margin, just below the screen (jsdom's window is 768 px high). */
const justBelow: Report = { isIntersecting: true, boundingClientRect: { top: 800, bottom: 1000 } }

function Counter() {
  const [count, setCount] = useState(0)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <button type="button" data-hydrated={hydrated} onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  )
}

const page = (
  <main>
    <HydrateWhenVisible>
      <Counter />
    </HydrateWhenVisible>
  </main>
)

let container: HTMLDivElement
let root: Root | undefined

/** The page as the build prerenders it (`server`), then hydrated the way main.tsx does. */
async function prerenderAndHydrate(client = page, identifierPrefix = '', server = page) {
  container = document.createElement('div')
  container.innerHTML = renderToString(server, { identifierPrefix })
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(container, client, { identifierPrefix })
  })
  return container.querySelector('button') as HTMLButtonElement
}

describe('HydrateWhenVisible', () => {
  beforeEach(() => {
    keepEarlyEvents()
    reportIntersection = undefined
    allReports = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: (entries: Report[]) => void) {
          reportIntersection = report
          allReports.push(report)
        }
        observe() {}
        disconnect() {}
      },
    )
  })
  afterEach(() => {
    act(() => root?.unmount())
    container?.remove()
    vi.unstubAllGlobals()
    resetEarlyEvents()
  })

  it('keeps prerendered content as it is, unhydrated, until it comes near the screen', async () => {
    const button = await prerenderAndHydrate()
    expect(button).toHaveTextContent('Clicked 0')
    expect(button).toHaveAttribute('data-hydrated', 'false')
    await act(async () => reportIntersection?.([{ isIntersecting: false }]))
    expect(container.querySelector('button')).toHaveAttribute('data-hydrated', 'false')
    await act(async () => reportIntersection?.([onScreen]))
    // Near the screen, it hydrates once the page is idle (the load event, then an idle moment).
    await act(() => pageIdle())
    expect(container.querySelector('button')).toHaveAttribute('data-hydrated', 'true')
    // The server's element is kept, not replaced.
    expect(container.querySelector('button')).toBe(button)
  })

  it('hydrates at once when the visitor uses it, and handles that very click', async () => {
    const button = await prerenderAndHydrate()
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      button.click()
    })
    expect(button).toHaveAttribute('data-hydrated', 'true')
    expect(button).toHaveTextContent('Clicked 1')
  })

  it('hydrates as soon as the pointer is over it: a mouse on its way to a link', async () => {
    const button = await prerenderAndHydrate(page, 'over-')
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    })
    expect(button).toHaveAttribute('data-hydrated', 'true')
  })

  it('near but not yet on screen when the page is idle, waits for the visitor to scroll', async () => {
    const button = await prerenderAndHydrate(page, 'below-')
    await act(async () => reportIntersection?.([justBelow]))
    await act(() => pageIdle())
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(button).toHaveAttribute('data-hydrated', 'false')
    await act(async () => {
      window.dispatchEvent(new Event('scroll'))
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
    expect(button).toHaveAttribute('data-hydrated', 'true')
    expect(container.querySelector('button')).toBe(button)
  })

  it('renders straight away when the app renders it (navigation, no prerendered HTML)', () => {
    render(page)
    expect(screen.getByRole('button')).toHaveAttribute('data-hydrated', 'true')
  })

  describe('while its code is still loading', () => {
    let deliverCode: (module: { default: ComponentType }) => void = () => {}
    const LateCounter = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (deliverCode = resolve)))
    const pageWithLateCode = (
      <main>
        <HydrateWhenVisible>
          <LateCounter />
        </HydrateWhenVisible>
      </main>
    )

    async function tapTwiceThenDeliverCode() {
      const button = await prerenderAndHydrate(pageWithLateCode, 'late-')
      await act(async () => {
        button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
        button.click()
        button.click()
      })
      expect(button).toHaveTextContent('Clicked 0')
      expect(button).toHaveAttribute('data-hydrated', 'false')
      await act(async () => deliverCode({ default: Counter }))
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
      return button
    }

    it('plays an early tap back once the part has hydrated, once for a double tap', async () => {
      const button = await tapTwiceThenDeliverCode()
      expect(button).toHaveAttribute('data-hydrated', 'true')
      expect(button).toHaveTextContent('Clicked 1')
    })
  })

  it('plays an early key to a part only once its own children have run their effects', async () => {
    // Like Radix tabs: the key handler finds its items through what an effect registered.
    const seen: string[] = []
    // biome-ignore lint/correctness/noComponentHookFactories: a component of this test alone, recording into its array
    function RegisteredKeys() {
      const registered = useRef(false)
      useEffect(() => {
        registered.current = true
      }, [])
      return (
        <button type="button" onKeyDown={(event) => seen.push(`${event.key} registered=${registered.current}`)}>
          Tab
        </button>
      )
    }
    const twoParts = (
      <main>
        <HydrateWhenVisible>
          <p>A part before it</p>
        </HydrateWhenVisible>
        <HydrateWhenVisible>
          <RegisteredKeys />
        </HydrateWhenVisible>
      </main>
    )
    const button = await prerenderAndHydrate(twoParts, 'two-', twoParts)
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(seen).toEqual([])
    // Both parts come near the screen at once, so they hydrate in one commit.
    expect(allReports).toHaveLength(2)
    await act(async () => {
      for (const report of allReports) report([onScreen])
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(seen).toEqual(['ArrowRight registered=true'])
  })

  it('an event that hydrates the part itself is handled once, not played again', async () => {
    let presses = 0
    // biome-ignore lint/correctness/noComponentHookFactories: a component of this test alone, counting into its variable
    function KeyCounter() {
      return (
        <button type="button" onKeyDown={() => (presses += 1)}>
          Press
        </button>
      )
    }
    const keyPage = (
      <main>
        <HydrateWhenVisible>
          <KeyCounter />
        </HydrateWhenVisible>
      </main>
    )
    const button = await prerenderAndHydrate(keyPage, 'keys-', keyPage)
    await act(async () => {
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(presses).toBe(1)
  })
})
