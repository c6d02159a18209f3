import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/**
 * The caller's address. X-Forwarded-For is believed only when TRUST_PROXY says how many proxies we
 * sit behind: each proxy appends the address it saw, so the client is that many entries from the end.
 */
export function clientIp(c: Context, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const forwarded = c.req.header('x-forwarded-for')
    if (forwarded !== undefined) {
      const chain = forwarded
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
      const fromEnd = chain[chain.length - trustProxyHops] ?? chain[0]
      if (fromEnd !== undefined) return fromEnd
    }
  }
  return remoteAddress(c)
}

function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Not running under the Node adapter (e.g. app.request() in a script): no socket to ask.
    return 'unknown'
  }
}

/** True when the visitor reached us over HTTPS, directly or through a trusted proxy. */
export function isHttps(c: Context, trustProxyHops: number): boolean {
  if (c.req.url.startsWith('https:')) return true
  if (trustProxyHops === 0) return false
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return proto === 'https'
}
