import type { MiddlewareHandler } from 'hono'
import { compress, type Encoding, minCompressBytes } from './compress-bytes.ts'
import { isCompressible } from './content-types.ts'

export { compress, type Encoding, minCompressBytes }

/** The encoding to answer with: brotli if the client takes it, else gzip, else none (honours q=0). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null
  const accepted = new Set<string>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param))
    if (name !== undefined && name !== '' && !refused) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return null
}

/** Compresses API responses (JSON, the sandbox script) for clients that accept gzip or brotli. */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const encoding = preferredEncoding(c.req.header('accept-encoding'))
    const res = c.res
    const type = res.headers.get('content-type') ?? ''
    // Headers first: reading `body` turns the server's light response into a full one (a stream to
    // pump), which an answer compressed already (the cached job list) should never pay for.
    if (res.headers.has('content-encoding') || !isCompressible(type)) return
    if (!/accept-encoding/i.test(res.headers.get('vary') ?? '')) res.headers.append('Vary', 'Accept-Encoding')
    if (encoding === null || res.body === null) return
    const bytes = new Uint8Array(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    // Clear first: assigning over an existing c.res would copy its old Content-Length and ETag back.
    c.res = undefined
    if (bytes.length < minCompressBytes) {
      c.res = new Response(bytes, { status: res.status, headers })
      return
    }
    const body = await compress(bytes, encoding, 'fast')
    headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.length))
    const etag = headers.get('etag')
    if (etag !== null) headers.set('ETag', etag.replace(/"$/, `-${encoding}"`))
    c.res = new Response(body, { status: res.status, headers })
  }
}
