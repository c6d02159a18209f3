// Issue 62: the dialog's code is asked for on a mouse's or pen's hover and on keyboard focus, not on
// a finger's touch or the focus a tap gives (its arrival fell inside the tap; record 091). A tap asks
// for it after its frame is painted (apply-dialog-host.test.tsx). If a touch starts the fetch again,
// or hover and keyboard focus stop starting it, this fails.
import { describe, expect, it, vi } from 'vitest'
import { loadOnIntent } from './careers-lazy-parts'

/** An Apply button that matches `:focus-visible` or not, as the browser decides for keyboard focus. */
const button = (focusVisible: boolean) => ({
  matches: (selector: string) => selector === ':focus-visible' && focusVisible,
})

describe('the apply dialog’s code is fetched on intent, not on a touch', () => {
  it('leaves a finger’s touch and the focus a tap gives alone', () => {
    const load = vi.fn(async () => undefined)
    const prepare = loadOnIntent(load)
    prepare({ type: 'pointerenter', pointerType: 'touch', currentTarget: button(false) })
    prepare({ type: 'focus', currentTarget: button(false) })
    expect(load).not.toHaveBeenCalled()
  })

  it('fetches on a mouse’s or pen’s hover and on keyboard focus, and a failed fetch is no error', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline')
    })
    const prepare = loadOnIntent(load)
    prepare({ type: 'pointerenter', pointerType: 'mouse', currentTarget: button(false) })
    prepare({ type: 'pointerenter', pointerType: 'pen', currentTarget: button(false) })
    prepare({ type: 'focus', currentTarget: button(true) })
    expect(load).toHaveBeenCalledTimes(3)
    await Promise.resolve()
  })
})
