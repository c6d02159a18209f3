import 'fake-indexeddb/auto'
import { renderHook, waitFor } from '@testing-library/react'
import { get } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rememberActivatedPlan } from './activated-plan-store'
import { usePurchase } from './use-purchase'

const orderToken = 'T'.repeat(43)
const fetchMock = vi.fn<typeof fetch>()
const status = (paid: boolean) =>
  new Response(JSON.stringify({ order_id: 'order_1', paid, plan_id: 2 }), {
    headers: { 'Content-Type': 'application/json' },
  })

beforeEach(async () => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  await rememberActivatedPlan({ planId: 2, orderId: 'order_1', orderToken })
})
afterEach(() => vi.unstubAllGlobals())

describe('the plan this device bought (issue 60 item 8)', () => {
  it('stays activated after a reload, with its order page’s token, while the server has the order paid', async () => {
    fetchMock.mockResolvedValue(status(true))
    const { result } = renderHook(() => usePurchase())
    await waitFor(() => expect(result.current.state.activePlanId).toBe(2))
    expect(result.current.orderToken).toBe(orderToken)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/plan-orders\/order_1\/$/)
    expect(result.current.state.activePlanId).toBe(2)
  })

  it('is let go, on the page and on the device, once the server says the order is no longer paid (refunded)', async () => {
    fetchMock.mockResolvedValue(status(false))
    const { result } = renderHook(() => usePurchase())
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    await waitFor(() => expect(result.current.state.activePlanId).toBeNull())
    expect(result.current.orderToken).toBeNull()
    await expect(get('plans:activated-plan')).resolves.toBeUndefined()
  })

  it('offline, shows what was last known', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const { result } = renderHook(() => usePurchase())
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(result.current.state.activePlanId).toBe(2)
    expect(result.current.orderToken).toBe(orderToken)
    await expect(get('plans:activated-plan')).resolves.toMatchObject({ orderId: 'order_1' })
  })
})
