import { compress, type Encoding } from '../static/compression.ts'

/**
 * A rendered page's compressed bytes, per encoding. The first request gets them compressed quickly
 * (brotli 5: ~4 ms for the careers page with 200 jobs); once the page has been asked for `hotAfter`
 * times it is compressed again at the best level (brotli 11: ~13 % fewer bytes, ~0.75 s of one zlib
 * thread for that page), and every later visitor gets the smaller answer (record 072). Pages the
 * server renders change only with their data, so a hot page pays that once per change.
 */
export interface HotCompression {
  bytes(html: Uint8Array<ArrayBuffer>, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>>
}

interface Variant {
  bytes: Promise<Uint8Array<ArrayBuffer>>
  hits: number
  best: boolean
}

/**
 * One per server: best-level compressions run one at a time and at most one per `spacingMs`, so
 * requests made up to heat many pages cannot keep the zlib threads busy (at worst ~0.75 s of one
 * thread per `spacingMs`); a page that misses its turn is tried again on a later request.
 */
export function hotCompressor({ hotAfter = 20, spacingMs = 10_000, now = () => performance.now() } = {}) {
  let busy = false
  let lastStarted = Number.NEGATIVE_INFINITY

  function upgrade(variant: Variant, html: Uint8Array<ArrayBuffer>, encoding: Encoding) {
    if (busy || variant.best || variant.hits < hotAfter || now() - lastStarted < spacingMs) return
    busy = true
    lastStarted = now()
    compress(html, encoding, 'best')
      .then(
        (buffer) => {
          variant.bytes = Promise.resolve(new Uint8Array(buffer))
          variant.best = true
        },
        // The quick bytes stay: they are correct, only larger.
        () => undefined,
      )
      .finally(() => {
        busy = false
      })
  }

  /** The compressed bytes of one answer (one `html`), kept with it. */
  return function forAnswer(): HotCompression {
    const variants = new Map<Encoding, Variant>()
    return {
      bytes(html, encoding) {
        let variant = variants.get(encoding)
        if (variant === undefined) {
          const quick = compress(html, encoding, 'fast').then((buffer) => new Uint8Array(buffer))
          // A failed compression is not kept: the next request tries again.
          quick.catch(() => variants.delete(encoding))
          variant = { bytes: quick, hits: 0, best: false }
          variants.set(encoding, variant)
        }
        variant.hits++
        const served = variant.bytes
        upgrade(variant, html, encoding)
        return served
      },
    }
  }
}
