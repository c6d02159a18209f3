import { describe, expect, it } from 'vitest'
import { kept } from './kept.ts'

describe('kept', () => {
  it('keeps at most its size, dropping the least recently used, and makes each key once', async () => {
    const made: string[] = []
    const get = kept<string>(2)
    const make = (key: string) => () => {
      made.push(key)
      return Promise.resolve(key)
    }
    await Promise.all([get('a', make('a')), get('a', make('a'))])
    await get('b', make('b'))
    await get('a', make('a'))
    // Over the size: b, the least recently used, goes.
    await get('c', make('c'))
    await get('a', make('a'))
    await get('b', make('b'))
    expect(made).toEqual(['a', 'b', 'c', 'b'])
  })

  it('does not keep a failed making', async () => {
    const get = kept<string>(2)
    await expect(get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await get('a', () => Promise.resolve('up'))).toBe('up')
  })
})
