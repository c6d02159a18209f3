import type { MiddlewareHandler } from 'hono'

/**
 * API replies that must never sit in a cache: every answer to a POST (it is about what this visitor sent)
 * and every error. GET answers that set their own caching (job and plan lists) keep it.
 */
export function privateApiReplies(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.req.method === 'POST' || c.res.status >= 400) c.res.headers.set('Cache-Control', 'no-store')
  }
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length')
  return headers.has('transfer-encoding') || (length !== null && length !== '0')
}

/**
 * An error answered before the request body was read (413 as soon as a cap is passed, 415 before parsing)
 * closes the connection: Node would otherwise keep reading, or drop, a body nobody wants while the reply
 * promised keep-alive, and the client's next request on that connection would fail.
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const refusedEarly = c.res.status === 413 || (c.res.status >= 400 && !c.req.raw.bodyUsed)
    if (refusedEarly && hasBody(c.req.raw.headers)) c.res.headers.set('Connection', 'close')
  }
}
