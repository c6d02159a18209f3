import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

export type RequestIdVariables = { requestId: string }

const acceptable = /^[\w.:=-]{1,128}$/

/**
 * Gives every request an id, sent back as X-Request-Id and put in its log lines. A proxy's id is taken
 * only behind a trusted proxy (TRUST_PROXY), and only if it is short and plain; otherwise we make one.
 */
export function requestIds(trustProxyHops: number): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const incoming = trustProxyHops > 0 ? c.req.header('x-request-id') : undefined
    const id = incoming !== undefined && acceptable.test(incoming) ? incoming : randomUUID()
    c.set('requestId', id)
    c.header('X-Request-Id', id)
    await next()
  }
}
