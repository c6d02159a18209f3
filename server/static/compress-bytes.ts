import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// The site's compression itself, apart from the HTTP layer (compression.ts): the build uses it too
// (server/build/vite/precompress.ts), so a variant written at build time is what the server would make.

export type Encoding = 'br' | 'gzip'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this size the framing costs more than compression saves. */
export const minCompressBytes = 1024

/** Compresses in the zlib thread pool; `best` for files compressed once and cached, fast for live responses. */
export function compress(bytes: Uint8Array, encoding: Encoding, level: 'best' | 'fast'): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
  }
  return gzipAsync(bytes, { level: level === 'best' ? 9 : 6 })
}
