import { afterEach, describe, expect, it, vi } from 'vitest'
import { closedSavedJobIds, showAppBadge, unseenCount } from './closed-saved-jobs'

describe('saved jobs that closed', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'setAppBadge')
    Reflect.deleteProperty(navigator, 'clearAppBadge')
  })

  it('are the saved jobs the live list no longer has', () => {
    expect(closedSavedJobIds([{ id: 1 }, { id: 2 }, { id: 3 }], [{ id: 2 }, { id: 9 }])).toEqual([1, 3])
    expect(closedSavedJobIds([], [{ id: 2 }])).toEqual([])
  })

  it('count for the badge only until the visitor has seen them', () => {
    expect(unseenCount([1, 3], [])).toBe(2)
    expect(unseenCount([1, 3], [3])).toBe(1)
    expect(unseenCount([1, 3], [1, 3, 7])).toBe(0)
  })

  it('set the app badge where the Badging API exists, clear it at zero, and do nothing elsewhere', () => {
    expect(() => showAppBadge(2)).not.toThrow()
    const setAppBadge = vi.fn(() => Promise.resolve())
    const clearAppBadge = vi.fn(() => Promise.resolve())
    Object.assign(navigator, { setAppBadge, clearAppBadge })
    showAppBadge(2)
    showAppBadge(0)
    expect(setAppBadge).toHaveBeenCalledWith(2)
    expect(clearAppBadge).toHaveBeenCalledTimes(1)
  })
})
