import type { Encoding } from './compress-bytes.ts'

/**
 * Where the build keeps a file's compressed variant (server/build/vite/precompress.ts), read by the
 * static site: `app.js` → `app.js.br`, `app.js.gz`.
 */
export const variantFile = (file: string, encoding: Encoding) => `${file}.${encoding === 'br' ? 'br' : 'gz'}`
