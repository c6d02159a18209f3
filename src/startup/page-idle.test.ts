import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A fresh copy of the module: it remembers the page's one idle moment. */
async function freshModule() {
  vi.resetModules()
  return import('./page-idle')
}

describe('pageIdle', () => {
  it('waits for the load event and then an idle period, and marks it', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    let idleCallback: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idleCallback = callback
      return 1
    })
    const { pageIdle, pageIdleMark } = await freshModule()
    let settled = false
    void pageIdle().then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(idleCallback).toBeUndefined()
    window.dispatchEvent(new Event('load'))
    expect(idleCallback).toBeDefined()
    await Promise.resolve()
    expect(settled).toBe(false)
    idleCallback?.()
    await vi.waitFor(() => expect(settled).toBe(true))
    expect(performance.getEntriesByName(pageIdleMark)).toHaveLength(1)
    // One idle moment per page: asking again gives the same, settled promise.
    expect(pageIdle()).toBe(pageIdle())
  })

  it('without requestIdleCallback (Safari), settles in the task after the load event', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    vi.stubGlobal('requestIdleCallback', undefined)
    const { pageIdle } = await freshModule()
    await expect(pageIdle()).resolves.toBeUndefined()
  })
})
