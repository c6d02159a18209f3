import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useConnectionNotice } from './use-connection-notice'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('useConnectionNotice', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('says nothing while online, "offline" while down, then "back-online" for four seconds', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useConnectionNotice())
    expect(result.current).toBeUndefined()
    act(() => setOnline(false))
    expect(result.current).toBe('offline')
    act(() => setOnline(true))
    expect(result.current).toBe('back-online')
    act(() => vi.advanceTimersByTime(3900))
    expect(result.current).toBe('back-online')
    act(() => vi.advanceTimersByTime(200))
    expect(result.current).toBeUndefined()
  })

  it('mounted while offline, it still announces the return', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { result } = renderHook(() => useConnectionNotice())
    expect(result.current).toBe('offline')
    act(() => setOnline(true))
    expect(result.current).toBe('back-online')
  })

  it('a connection that drops again hides the "back online" notice at once', () => {
    const { result } = renderHook(() => useConnectionNotice())
    act(() => setOnline(false))
    act(() => setOnline(true))
    act(() => setOnline(false))
    expect(result.current).toBe('offline')
    act(() => setOnline(true))
    expect(result.current).toBe('back-online')
  })
})

describe('a connection that returned before the notice was there', () => {
  it('is announced for what is left of the four seconds', async () => {
    vi.resetModules()
    const { captureConnectionReturn } = await import('./connection-return')
    const { useConnectionNotice: freshHook } = await import('./use-connection-notice')
    captureConnectionReturn()
    vi.useFakeTimers()
    setOnline(false)
    setOnline(true)
    vi.advanceTimersByTime(1000)
    const { result } = renderHook(() => freshHook())
    expect(result.current).toBe('back-online')
    act(() => vi.advanceTimersByTime(3100))
    expect(result.current).toBeUndefined()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })
})
