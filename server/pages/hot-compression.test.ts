import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { hotCompressor } from './hot-compression.ts'

/** A page like the careers list: many similar cards with their own words and numbers. */
function page(): Uint8Array<ArrayBuffer> {
  const roles = ['Developer', 'Recruiter', 'Analyst', 'Engineer', 'Consultant', 'Architect']
  const cards = Array.from(
    { length: 400 },
    (_, index) =>
      `<li><article id="job-${index}"><h2>${roles[index % roles.length]} ${(index * 7919) % 1000}</h2>` +
      `<p>Pay ₹${(index * 104729) % 90000},000 a year, ${['Pune', 'Dallas', 'Chennai'][index % 3]}</p></article></li>`,
  )
  return new TextEncoder().encode(`<!doctype html><ul>${cards.join('')}</ul>`)
}

/** Asks again until the answer is smaller than `quick` (the best compression runs in the zlib pool). */
const smallerThan = (ask: () => Promise<Uint8Array>, quick: Uint8Array) =>
  vi.waitFor(
    async () => {
      const bytes = await ask()
      expect(bytes.length).toBeLessThan(quick.length)
      return bytes
    },
    { timeout: 20_000, interval: 50 },
  )

describe('compression of a rendered page', () => {
  it('answers quickly at first and with the smallest bytes once the page is hot', async () => {
    const html = page()
    const answer = hotCompressor({ hotAfter: 3 })()
    const first = await answer.bytes(html, 'br')
    expect(new Uint8Array(brotliDecompressSync(first))).toEqual(html)
    await answer.bytes(html, 'br')
    // The third request makes it hot: it still gets the quick bytes, the best ones are made meanwhile.
    expect(await answer.bytes(html, 'br')).toBe(first)
    const best = await smallerThan(() => answer.bytes(html, 'br'), first)
    expect(new Uint8Array(brotliDecompressSync(best))).toEqual(html)

    // Each encoding counts its own requests.
    const gzip = await answer.bytes(html, 'gzip')
    expect(new Uint8Array(gunzipSync(gzip))).toEqual(html)
  })

  it('makes one best compression at a time and at most one per spacing, for all pages together', async () => {
    let clock = 0
    const forAnswer = hotCompressor({ hotAfter: 1, spacingMs: 10_000, now: () => clock })
    const html = page()
    const [a, b] = [forAnswer(), forAnswer()]
    const quickA = await a.bytes(html, 'br')
    const quickB = await b.bytes(html, 'br')
    await smallerThan(() => a.bytes(html, 'br'), quickA)
    // B was hot as soon as A, but its turn comes only after the spacing.
    for (let ask = 0; ask < 5; ask++) expect(await b.bytes(html, 'br')).toBe(quickB)
    clock = 10_000
    await smallerThan(() => b.bytes(html, 'br'), quickB)
  })
})
