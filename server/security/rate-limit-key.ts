import { isIP } from 'node:net'

/**
 * The client a rate limit counts for an address: IPv4 (also IPv4-mapped IPv6) per address, other IPv6
 * per /64, since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 * Anything that is not an IP address (e.g. 'unknown') is its own key.
 */
export function rateLimitKey(address: string): string {
  // A zone id (fe80::1%eth0) names the local interface, not the client.
  const bare = address.trim().toLowerCase().replace(/%.*$/, '')
  const version = isIP(bare)
  if (version === 4) return bare
  if (version !== 6) return address
  const groups = ipv6Groups(bare)
  if (isIpv4Mapped(groups)) return `${groups[6] >> 8}.${groups[6] & 0xff}.${groups[7] >> 8}.${groups[7] & 0xff}`
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

type Groups = [number, number, number, number, number, number, number, number]

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a dotted IPv4 tail converted. */
function ipv6Groups(address: string): Groups {
  const [head = '', tail] = address.split('::')
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').flatMap(groupValues))
  const front = parse(head)
  const back = tail === undefined ? [] : parse(tail)
  const zeros = new Array<number>(8 - front.length - back.length).fill(0)
  const all = [...front, ...zeros, ...back]
  return [all[0] ?? 0, all[1] ?? 0, all[2] ?? 0, all[3] ?? 0, all[4] ?? 0, all[5] ?? 0, all[6] ?? 0, all[7] ?? 0]
}

/** One hex group, or the two groups of an embedded dotted IPv4 address (::ffff:1.2.3.4). */
function groupValues(part: string): number[] {
  if (!part.includes('.')) return [Number.parseInt(part, 16)]
  const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number)
  return [(a << 8) | b, (c << 8) | d]
}

function isIpv4Mapped(groups: Groups): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
}
