import { act, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HydrateWhenVisible } from './hydrate-when-visible'

let reportIntersection: ((entries: { isIntersecting: boolean }[]) => void) | undefined

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

/** The page as the build prerenders it, then hydrated the way main.tsx does. */
async function prerenderAndHydrate() {
  container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  await act(async () => {
    root = hydrateRoot(container, page)
  })
  return container.querySelector('button') as HTMLButtonElement
}

describe('HydrateWhenVisible', () => {
  beforeEach(() => {
    reportIntersection = undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: (entries: { isIntersecting: boolean }[]) => void) {
          reportIntersection = report
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
  })

  it('keeps prerendered content as it is, unhydrated, until it comes near the screen', async () => {
    const button = await prerenderAndHydrate()
    expect(button).toHaveTextContent('Clicked 0')
    expect(button).toHaveAttribute('data-hydrated', 'false')
    await act(async () => reportIntersection?.([{ isIntersecting: false }]))
    expect(container.querySelector('button')).toHaveAttribute('data-hydrated', 'false')
    await act(async () => reportIntersection?.([{ isIntersecting: true }]))
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

  it('renders straight away when the app renders it (navigation, no prerendered HTML)', () => {
    render(page)
    expect(screen.getByRole('button')).toHaveAttribute('data-hydrated', 'true')
  })
})
