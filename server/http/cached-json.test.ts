import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { cachedJson } from './cached-json.ts'

describe('cachedJson', () => {
  it('reads once per period, again after clear(), and never keeps a copy read before the clear', async () => {
    let version = 0
    let release: () => void = () => undefined
    let hold = false
    const handler = cachedJson(async () => {
      const seen = version
      if (hold) await new Promise<void>((resolve) => (release = resolve))
      return { version: seen }
    }, 60_000)
    const app = new Hono().get('/data', handler)
    const read = async () => (await app.request('/data')).json()

    expect(await read()).toEqual({ version: 0 })
    version = 1
    expect(await read()).toEqual({ version: 0 }) // cached
    handler.clear()
    expect(await read()).toEqual({ version: 1 })

    // A read in flight when the data changes answers its own request, but is not kept.
    version = 2
    handler.clear()
    hold = true
    const slow = read()
    await new Promise((resolve) => setTimeout(resolve, 10))
    version = 3
    handler.clear()
    release()
    expect(await slow).toEqual({ version: 2 })
    hold = false
    expect(await read()).toEqual({ version: 3 })
  })
})
