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

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.toLowerCase().replace(/^::ffff:/, '')
  return ipv4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4)
}

/**
 * True when the caller is on this machine. The socket's peer must be loopback, so a forwarded
 * header from a remote peer can never make it look local; behind a trusted local proxy the
 * forwarded client must be loopback too, so a remote visitor relayed by that proxy is not local.
 */
export function isLoopbackClient(c: Context, trustProxyHops: number): boolean {
  return isLoopbackAddress(remoteAddress(c)) && isLoopbackAddress(clientIp(c, trustProxyHops))
}

/** True when the visitor reached us over HTTPS, directly or through a trusted proxy. */
export function isHttps(c: Context, trustProxyHops: number): boolean {
  if (c.req.url.startsWith('https:')) return true
  if (trustProxyHops === 0) return false
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return proto === 'https'
}
