// Issue 46: 'Buy Now' answered in 140–200 ms at 4× CPU: the tap rendered the whole page's purchase
// state (every card, their GST dialogs) and started the order request (`fetch` alone ~12 ms) before
// its first paint. The tap now marks its button busy and nothing else; the purchase starts in a task
// after that paint. If the purchase moves back into the tap, this fails (record 075).
import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Plan } from './plan-schema'
import { PlansPage } from './plans-page'

vi.mock('./checkout-script', () => ({ loadCheckout: vi.fn(() => new Promise(() => undefined)) }))

const plans: Plan[] = [
  { id: 1, name: 'Starter', max_users: 5, max_tasks: 500, max_storage_gb: 10, price: 4999, billing: 'one-off' },
  { id: 2, name: 'Growth', max_users: 25, max_tasks: 5000, max_storage_gb: 100, price: 9999, billing: 'yearly' },
]
const fetchMock = vi.fn<typeof fetch>(() => new Promise(() => undefined))

beforeEach(() => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Buy Now paints its answer before the purchase starts', () => {
  it('marks the tapped button busy in the tap’s render; the order is asked for only after a painted frame', () => {
    render(<PlansPage initial={{ plans, savedAt: undefined }} />)
    const growth = within(screen.getByRole('article', { name: 'Growth' })).getByRole('button', { name: 'Buy Now' })
    const starter = within(screen.getByRole('article', { name: 'Starter' })).getByRole('button', { name: 'Buy Now' })

    act(() => {
      fireEvent.click(growth)
    })
    expect(growth).toHaveAttribute('data-busy')
    expect(starter).not.toHaveAttribute('data-busy')
    // Nothing else yet: no request, no page-wide state.
    expect(fetchMock).not.toHaveBeenCalled()
    expect(starter).toBeEnabled()
    // A frame's callbacks alone (before its paint) do not start it either.
    act(() => vi.advanceTimersToNextFrame())
    expect(fetchMock).not.toHaveBeenCalled()

    // The task after the paint does: one order, every Buy Now disabled, the tapped one still busy.
    act(() => vi.advanceTimersByTime(1))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/create-plan-order/')
    expect(starter).toBeDisabled()
    expect(growth).toBeDisabled()
    expect(growth).toHaveAttribute('data-busy')
    expect(screen.getByText('Opening the secure checkout for the Growth plan…')).toBeInTheDocument()
  })

  it('a double tap within the frame still makes one order', () => {
    render(<PlansPage initial={{ plans, savedAt: undefined }} />)
    const growth = within(screen.getByRole('article', { name: 'Growth' })).getByRole('button', { name: 'Buy Now' })
    act(() => {
      fireEvent.click(growth)
      fireEvent.click(growth)
    })
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.advanceTimersByTime(1))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('leaving the page before the paint starts no purchase', () => {
    const { unmount } = render(<PlansPage initial={{ plans, savedAt: undefined }} />)
    act(() => {
      fireEvent.click(within(screen.getByRole('article', { name: 'Growth' })).getByRole('button', { name: 'Buy Now' }))
    })
    unmount()
    act(() => vi.advanceTimersToNextFrame())
    act(() => vi.advanceTimersByTime(1))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
