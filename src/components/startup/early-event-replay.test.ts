import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keepEarlyEvents, markAppHydrated, markPartHydrated, resetEarlyEvents } from './early-event-replay'

/** Lets the early-event timers (filing the event, then replaying it) run. */
const nextTasks = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('early events', () => {
  let button: HTMLButtonElement
  let keys: KeyboardEvent[]

  beforeEach(() => {
    keepEarlyEvents()
    document.body.innerHTML = '<div id="root"><button type="button">Finance</button></div>'
    const found = document.querySelector('button')
    if (!found) throw new Error('no button')
    button = found
    keys = []
    button.addEventListener('keydown', (event) => keys.push(event))
  })
  afterEach(() => {
    resetEarlyEvents()
    document.body.innerHTML = ''
  })

  it('plays a key pressed before the app started again once it has', async () => {
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    await nextTasks()
    expect(keys).toHaveLength(1)
    markAppHydrated()
    await nextTasks()
    expect(keys.map((event) => event.key)).toEqual(['ArrowRight', 'ArrowRight'])
  })

  it('plays it again when the app starts in a task between the key and its filing', async () => {
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    // The event is over, its filing (a zero-delay timer) has not run yet: the app's start lands here.
    markAppHydrated()
    await nextTasks()
    expect(keys.map((event) => event.key)).toEqual(['ArrowRight', 'ArrowRight'])
  })

  it('does not play a key twice when React hydrated its part for it', async () => {
    markAppHydrated()
    document.body.innerHTML =
      '<div id="root"><div data-hydrate-when-visible="industries"><button type="button">Finance</button></div></div>'
    const inPart = document.querySelector('button')
    if (!inPart) throw new Error('no button')
    const seen: string[] = []
    inPart.addEventListener('keydown', (event) => seen.push(event.key))
    inPart.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    // React hydrated the part in the event and handled the key; the part reports it from its effect.
    markPartHydrated('industries')
    await nextTasks()
    expect(seen).toEqual(['ArrowRight'])
  })
})
