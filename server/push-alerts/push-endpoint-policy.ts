import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * The browsers' own push services (record 056): Chrome and Android, Firefox, Safari, Windows. A
 * subscription to any other host is refused, unless the operator names it in PUSH_ENDPOINT_HOSTS.
 */
const pushServiceHosts = ['fcm.googleapis.com', 'updates.push.services.mozilla.com']
const pushServiceDomains = ['.push.apple.com', '.notify.windows.com']

export type EndpointVerdict =
  /** `trusted`: the operator named the host; its addresses are the operator's to choose. */
  { allowed: true; host: string; trusted: boolean } | { allowed: false }

/** Whether the server may send to this endpoint: https, the standard port, a browser's push service or a named host. */
export function checkPushEndpoint(endpoint: string, namedHosts: readonly string[]): EndpointVerdict {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return { allowed: false }
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return { allowed: false }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (namedHosts.includes(host)) return { allowed: true, host, trusted: true }
  if (url.port !== '' || isIP(host) !== 0) return { allowed: false }
  const known = pushServiceHosts.includes(host) || pushServiceDomains.some((domain) => host.endsWith(domain))
  return known ? { allowed: true, host, trusted: false } : { allowed: false }
}

/** Only addresses on the public internet: never loopback, private, link-local, CGNAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

export class PrivateAddressError extends Error {
  readonly code = 'EPUSHPRIVATE'
  constructor() {
    super('the push endpoint resolves to an address that is not public')
  }
}

type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: Error | null, addresses: LookupAddress[]) => void,
) => void
const resolveAll: Resolve = (hostname, options, callback) => dnsLookup(hostname, options, callback)

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for the push request's socket: resolves as usual, then refuses the host outright if any
 * of its addresses is not public, so neither a spoofed record nor a rebinding answer reaches inside.
 */
export function publicOnlyLookup(resolve: Resolve = resolveAll) {
  return (hostname: string, options: { family?: number | string; all?: boolean }, callback: LookupCallback): void => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0
    resolve(hostname, { family, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address)))
        return callback(new PrivateAddressError(), [])
      if (options.all === true) return callback(null, addresses)
      const [first] = addresses
      return first === undefined ? callback(new PrivateAddressError(), []) : callback(null, first.address, first.family)
    })
  }
}
