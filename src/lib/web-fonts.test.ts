import { describe, expect, it, vi } from 'vitest'
import { waitForWebFonts, webFontFaces, webFontsReady } from './web-fonts'

/** The page's FontFace objects as Chromium lists them: quoted family names, weights as strings. */
function fakeFaces(load: () => Promise<unknown>, status: FontFaceLoadStatus = 'unloaded') {
  const loads: string[] = []
  const faces = webFontFaces.map(({ family, weight }) => ({
    family: family.includes(' ') ? `"${family}"` : family,
    weight,
    status,
    load: () => {
      loads.push(`${weight} ${family}`)
      return load()
    },
  }))
  return { faces, loads }
}

const loaded = () => Promise.resolve()

describe('web fonts', () => {
  it('loads the five faces the pages use and resolves when they have loaded', async () => {
    const { faces, loads } = fakeFaces(loaded)
    await waitForWebFonts(faces, 3000)
    expect(loads).toEqual(webFontFaces.map(({ family, weight }) => `${weight} ${family}`))
    expect(loads).toEqual(['400 Roboto', '500 Roboto', '700 Roboto', '400 Open Sans', '600 Open Sans'])
  })

  it('leaves faces the design does not use alone', async () => {
    const { faces, loads } = fakeFaces(loaded)
    const unloaded: FontFaceLoadStatus = 'unloaded'
    const other = { family: 'Comic Sans', weight: '400', status: unloaded, load: vi.fn(loaded) }
    // Declared in fonts.css, used by no page.
    const light = { family: '"Open Sans"', weight: '300', status: unloaded, load: vi.fn(loaded) }
    await waitForWebFonts([...faces, other, light], 3000)
    expect(other.load).not.toHaveBeenCalled()
    expect(light.load).not.toHaveBeenCalled()
    expect(loads).toHaveLength(5)
  })

  it('resolves when a face fails to load', async () => {
    const { faces } = fakeFaces(() => Promise.reject(new Error('network')))
    await expect(waitForWebFonts(faces, 3000)).resolves.toBeUndefined()
  })

  it('gives up after the time limit when fonts never answer', async () => {
    vi.useFakeTimers()
    const { faces } = fakeFaces(() => new Promise(() => {}))
    let done = false
    void waitForWebFonts(faces, 3000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    vi.useRealTimers()
  })

  it('reports ready only when every face is loaded', () => {
    expect(webFontsReady(fakeFaces(loaded, 'loaded').faces)).toBe(true)
    expect(webFontsReady(fakeFaces(loaded, 'loading').faces)).toBe(false)
    const failed: FontFaceLoadStatus = 'error'
    const [first, ...rest] = fakeFaces(loaded, 'loaded').faces
    expect(webFontsReady([...rest, ...(first ? [{ ...first, status: failed }] : [])])).toBe(false)
  })

  it('is never ready when the page has no font rules (their stylesheet failed)', () => {
    expect(webFontsReady([])).toBe(false)
    expect(webFontsReady(fakeFaces(loaded, 'loaded').faces.slice(1))).toBe(false)
  })

  it('waits for the first rule of each face (the basic characters), never for the rest of the latin set', async () => {
    const { faces, loads } = fakeFaces(loaded)
    const unloaded: FontFaceLoadStatus = 'unloaded'
    const extra = webFontFaces.map(({ family, weight }) => ({ family, weight, status: unloaded, load: vi.fn(loaded) }))
    await waitForWebFonts([...faces, ...extra], 3000)
    expect(loads).toHaveLength(5)
    for (const face of extra) expect(face.load).not.toHaveBeenCalled()
    const ready = faces.map((face) => ({ ...face, status: 'loaded' as FontFaceLoadStatus }))
    expect(webFontsReady([...ready, ...extra])).toBe(true)
  })
})
