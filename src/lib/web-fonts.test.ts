import { describe, expect, it, vi } from 'vitest'
import { waitForWebFonts, webFontFaces, webFontsReady } from './web-fonts'

function fakeFontSet(load: (face: string) => Promise<FontFace[]>, ready = false) {
  return { check: () => ready, load }
}

describe('web fonts', () => {
  it('asks for all six faces and resolves when they have loaded', async () => {
    const load = vi.fn((_face: string) => Promise.resolve<FontFace[]>([]))
    const fonts = fakeFontSet(load)
    await waitForWebFonts(fonts, 3000)
    expect(load.mock.calls.map(([face]) => face)).toEqual([...webFontFaces])
  })

  it('resolves when a face fails to load', async () => {
    const fonts = fakeFontSet(() => Promise.reject(new Error('network')))
    await expect(waitForWebFonts(fonts, 3000)).resolves.toBeUndefined()
  })

  it('gives up after the time limit when fonts never answer', async () => {
    vi.useFakeTimers()
    const fonts = fakeFontSet(() => new Promise(() => {}))
    let done = false
    void waitForWebFonts(fonts, 3000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    vi.useRealTimers()
  })

  it('reports ready only when every face is active', () => {
    expect(webFontsReady(fakeFontSet(() => Promise.resolve([]), true))).toBe(true)
    expect(webFontsReady(fakeFontSet(() => Promise.resolve([]), false))).toBe(false)
  })
})
