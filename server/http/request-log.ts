import type { ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import type { Log } from '../log.ts'
import type { RequestIdVariables } from './request-id.ts'

type Chunk = string | Uint8Array

function chunkBytes(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string')
    return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return chunk instanceof Uint8Array ? chunk.byteLength : 0
}

/**
 * Counts the body bytes written to a Node response. @hono/node-server hands the headers to writeHead
 * directly, so the response's own Content-Length is not readable back; the writes are.
 */
function countBodyBytes(outgoing: ServerResponse): () => number {
  let total = 0
  const write = outgoing.write.bind(outgoing) as (chunk: Chunk, ...rest: unknown[]) => boolean
  const end = outgoing.end.bind(outgoing) as (...args: unknown[]) => ServerResponse
  outgoing.write = ((chunk: Chunk, ...rest: unknown[]) => {
    total += chunkBytes(chunk, rest[0])
    return write(chunk, ...rest)
  }) as ServerResponse['write']
  outgoing.end = ((...args: unknown[]) => {
    if (args[0] !== undefined && typeof args[0] !== 'function') total += chunkBytes(args[0], args[1])
    return end(...args)
  }) as ServerResponse['end']
  return () => total
}

function byteCount(value: number | string | string[] | null | undefined): number | null {
  const count = Number(Array.isArray(value) ? value[0] : value)
  return value === null || value === undefined || !Number.isFinite(count) ? null : count
}

/**
 * One log line per request, once its answer has gone out: request id, method, path without the query
 * string, status, duration in ms and the body's size when known (null for a streamed answer). Nothing a
 * visitor sent: no bodies, no query strings, no headers.
 */
export function requestLog(log: Log): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const fields = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status }
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10
    // Under Node the size is only known once @hono/node-server has written the answer.
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
    if (outgoing === undefined || outgoing.writableFinished) {
      log('info', 'request', {
        ...fields,
        durationMs: elapsed(),
        bytes: byteCount(c.res.headers.get('content-length')),
      })
      return
    }
    const bytes = countBodyBytes(outgoing)
    outgoing.once('close', () => {
      log('info', 'request', { ...fields, status: outgoing.statusCode, durationMs: elapsed(), bytes: bytes() })
    })
  }
}
