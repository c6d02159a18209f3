import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFirstScreenFirst } from './use-first-screen-first'

describe('useFirstScreenFirst', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('renders the first screen, then everything from the next task on', async () => {
    const { result, rerender } = renderHook(({ total }) => useFirstScreenFirst(total, 3, false), {
      initialProps: { total: 10 },
    })
    expect(result.current).toBe(3)
    await act(async () => vi.runAllTimersAsync())
    expect(result.current).toBe(10)
    // Later lists (a search, a filter) render whole.
    rerender({ total: 7 })
    expect(result.current).toBe(7)
  })

  it('never asks for more items than there are', () => {
    const { result } = renderHook(() => useFirstScreenFirst(2, 3, false))
    expect(result.current).toBe(2)
  })

  it('renders everything at once when asked to (a link to one item)', () => {
    const { result } = renderHook(() => useFirstScreenFirst(10, 3, true))
    expect(result.current).toBe(10)
  })
})
