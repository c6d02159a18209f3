import { createElement, Suspense } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { heldTapAttribute, keepEarlyEvents, replayEarlyEvents, resetEarlyEvents } from './early-event-replay'

/** What the app's handlers saw, in order. */
let handled: string[] = []

function Counter() {
  return createElement(
    'button',
    {
      type: 'button',
      onClick: () => handled.push('click'),
      onKeyDown: (event: { key: string }) => handled.push(event.key),
    },
    'Industries',
  )
}

/** As the header sits on the page: inside a Suspense boundary React hydrates on its own. */
const page = createElement(
  'main',
  null,
  createElement(Suspense, { fallback: null }, createElement(Counter)),
  createElement('a', { href: '#faq' }, 'FAQ'),
)

describe('early events', () => {
  let root: HTMLDivElement
  let hydrated: Root | undefined
  let button: HTMLButtonElement

  beforeEach(() => {
    handled = []
    // As in the browser: React schedules the hydration itself, act() does not flush it.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })
    keepEarlyEvents()
    // The prerendered page, before the app has loaded.
    root = document.createElement('div')
    root.id = 'root'
    root.innerHTML = renderToString(page)
    document.body.append(root)
    button = root.querySelector('button') as HTMLButtonElement
  })
  afterEach(async () => {
    // Unmounted once React has had its turn to hydrate.
    await new Promise((resolve) => setTimeout(resolve, 20))
    hydrated?.unmount()
    root.remove()
    resetEarlyEvents()
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  })

  /** What main.tsx does once the app's code is there: no waiting in between. */
  function startApp() {
    hydrated = hydrateRoot(root, page)
    replayEarlyEvents()
  }

  it('handles a tap and a key that came before the app started, once it has', () => {
    button.click()
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    expect(handled).toEqual([])
    startApp()
    // Handled within the replay: React hydrated the button's boundary for it, synchronously.
    expect(handled).toEqual(['click', 'ArrowRight'])
    // The server's element is kept, not replaced.
    expect(root.querySelector('button')).toBe(button)
  })

  it('shows a held tap pressed at once, until the app plays it', () => {
    button.click()
    // global.css styles the mark as pressed.
    expect(button.hasAttribute(heldTapAttribute)).toBe(true)
    startApp()
    expect(handled).toEqual(['click'])
    expect(root.querySelector(`[${heldTapAttribute}]`)).toBeNull()
  })

  it('handles a double tap on something that did not react as one tap', () => {
    button.click()
    button.click()
    startApp()
    expect(handled).toEqual(['click'])
  })

  it('leaves alone what the browser did by itself, and what comes after the start', () => {
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    let followed = 0
    root.querySelector('a')?.addEventListener('click', () => followed++)
    root.querySelector('a')?.click()
    startApp()
    expect(handled).toEqual([])
    expect(followed).toBe(1)
    button.click()
    expect(handled).toEqual(['click'])
  })

  it('drops a tap on an element that is gone by the time the app starts', () => {
    const outside = document.createElement('button')
    root.append(outside)
    let clicks = 0
    outside.addEventListener('click', () => clicks++)
    outside.click()
    outside.remove()
    startApp()
    // Held from the page (no handler saw it) and dropped with its element.
    expect(clicks).toBe(0)
  })
})
