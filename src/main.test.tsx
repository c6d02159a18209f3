import { afterEach, describe, expect, it, vi } from 'vitest'

// What main.tsx starts, replaced by records of when it was started.
const started: string[] = []
vi.mock('./router', () => ({ createSiteRouter: () => started.push('router') }))
vi.mock('react-dom/client', () => ({
  hydrateRoot: () => started.push('hydrate'),
  createRoot: () => ({ render: () => started.push('render') }),
}))
vi.mock('@tanstack/react-router/ssr/client', () => ({ RouterClient: () => null }))

afterEach(() => {
  vi.useRealTimers()
  started.length = 0
  document.body.innerHTML = ''
  Reflect.deleteProperty(window, '$_TSR')
})

describe('the app start', () => {
  // A tap that lands while the app starts waits for the task it lands in: evaluating the code,
  // building the router and hydrating are each one task, never two in one (record 078).
  it('evaluates, builds the router and hydrates in three tasks', async () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div id="root"><main>prerendered</main></div>'
    Object.assign(window, { $_TSR: {} })
    await import('./main')
    expect(started).toEqual([])
    vi.advanceTimersToNextTimer()
    expect(started).toEqual(['router'])
    vi.advanceTimersToNextTimer()
    expect(started).toEqual(['router', 'hydrate'])
  })
})
