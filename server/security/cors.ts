import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { requestMessages } from '../messages.ts'
import { problem } from '../http/problem.ts'

/** CORS for the API, only for origins listed in ALLOWED_ORIGINS; others get no CORS headers at all. */
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins)
  const preflight = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  })
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    await next()
    // The same headers hono's cors() adds after the answer, set on the answer's own headers: its
    // c.header() would copy the whole answer into a new Response (a stream) on every request.
    const origin = c.req.header('origin')
    if (origin !== undefined && allowed.has(origin)) c.res.headers.set('Access-Control-Allow-Origin', origin)
    c.res.headers.append('Vary', 'Origin')
  }
}

function ownOrigins(c: Context, trustProxyHops: number): string[] {
  const url = new URL(c.req.url)
  const origins = [url.origin]
  const host = c.req.header('host')
  if (host !== undefined) origins.push(`${url.protocol}//${host}`)
  if (trustProxyHops > 0) {
    const forwardedHost = c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    if (forwardedHost !== undefined) origins.push(`${forwardedProto ?? 'https'}://${forwardedHost}`)
  }
  return origins
}

/**
 * Refuses state-changing requests that a browser sent from a foreign page (CSRF): an Origin header
 * must be this server's own origin or one in ALLOWED_ORIGINS. Server-to-server calls send no Origin.
 */
export function rejectForeignOrigins(allowedOrigins: readonly string[], trustProxyHops: number): MiddlewareHandler {
  const allowed = new Set(allowedOrigins)
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const origin = c.req.header('origin')
    if (origin === undefined || allowed.has(origin)) return next()
    if (origin !== 'null' && ownOrigins(c, trustProxyHops).includes(origin)) return next()
    return problem(c, 403, requestMessages.originNotAllowed)
  }
}
