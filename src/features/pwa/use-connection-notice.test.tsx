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
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  /** A fresh page: the boot script's record of the return, and the hook that reads it. */
  async function freshPage() {
    vi.resetModules()
    const { captureConnectionReturn } = await import('./connection-return')
    const { useConnectionNotice: freshHook } = await import('./use-connection-notice')
    captureConnectionReturn()
    return freshHook
  }

  // On a slow phone the layer mounts once the page is idle, seconds after it opened (6 s at 8x CPU).
  it('is announced for its whole four seconds once the notice is there, however late', async () => {
    const freshHook = await freshPage()
    vi.useFakeTimers()
    setOnline(false)
    setOnline(true)
    vi.advanceTimersByTime(5000)
    const { result } = renderHook(() => freshHook())
    expect(result.current).toBe('back-online')
    act(() => vi.advanceTimersByTime(3900))
    expect(result.current).toBe('back-online')
    act(() => vi.advanceTimersByTime(200))
    expect(result.current).toBeUndefined()
  })

  it('is announced once: a notice mounted after that says nothing', async () => {
    const freshHook = await freshPage()
    vi.useFakeTimers()
    setOnline(false)
    setOnline(true)
    const first = renderHook(() => freshHook())
    act(() => vi.advanceTimersByTime(4100))
    first.unmount()
    const { result } = renderHook(() => freshHook())
    expect(result.current).toBeUndefined()
  })

  it('is not announced while the connection is down again', async () => {
    const freshHook = await freshPage()
    setOnline(false)
    setOnline(true)
    setOnline(false)
    const { result } = renderHook(() => freshHook())
    expect(result.current).toBe('offline')
  })
})
