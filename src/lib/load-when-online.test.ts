import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadWhenOnline } from './load-when-online'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

afterEach(() => vi.restoreAllMocks())

describe('loadWhenOnline', () => {
  it('loads at once when online', async () => {
    setOnline(true)
    const load = vi.fn(() => Promise.resolve('chunk'))
    await expect(loadWhenOnline(load)).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('offline without a service worker, waits for the connection before asking', async () => {
    setOnline(false)
    const load = vi.fn(() => Promise.resolve('chunk'))
    const result = loadWhenOnline(load)
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    await expect(result).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('offline under a service worker, loads at once from its cache', async () => {
    setOnline(false)
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } })
    try {
      const load = vi.fn(() => Promise.resolve('chunk'))
      await expect(loadWhenOnline(load)).resolves.toBe('chunk')
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })
})
