import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6

/** The dotted IPv4 address at the end of an IPv6 address (`::ffff:10.0.0.1`, `64:ff9b::1.2.3.4`). */
const EMBEDDED_IPV4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

/**
 * An IP address as Node writes one (`req.ip`, `dns.lookup`, a URL's host), parsed by ipaddr.js;
 * a `%zone` is dropped. Only the strict forms `node:net` accepts count: ipaddr.js alone would
 * also read `127.1` or `0x7f.0.0.1`, which no socket address is written as. An embedded dotted
 * IPv4 address is handed to ipaddr.js as two hex groups: it reads `::127.0.0.1` (IPv4-compatible,
 * `::7f00:1`) as `::ffff:127.0.0.1` (IPv4-mapped), another address. Undefined for anything else.
 */
export function parseIp(text: string | null | undefined): IpAddress | undefined {
  const bare = text?.replace(/%.*$/, '') ?? ''
  const version = isIP(bare)
  if (version === 0) return undefined
  const written = version === 6 ? bare.replace(EMBEDDED_IPV4, (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`) : bare
  try {
    return ipaddr.parse(written)
  } catch {
    return undefined
  }
}

export function isIPv6(address: IpAddress): address is ipaddr.IPv6 {
  return address.kind() === 'ipv6'
}

/** The client's address: an IPv4-mapped IPv6 address (`::ffff:10.1.2.3`, as a dual-stack socket reports IPv4 clients) as its IPv4 address. */
export function clientIp(text: string | null | undefined): IpAddress | undefined {
  const address = parseIp(text)
  return address && isIPv6(address) && address.isIPv4MappedAddress() ? address.toIPv4Address() : address
}

/** The first `count` 16-bit groups of an IPv6 address in hex without leading zeros (`2001:db8:0`). */
export function ipv6Groups(address: ipaddr.IPv6, count: number): string {
  return address.parts
    .slice(0, count)
    .map((part) => part.toString(16))
    .join(':')
}

/** Privacy: keep the network, drop the host (IPv4 /24, IPv6 /48). */
export function truncateIp(ip: string | null | undefined): string | null {
  const address = clientIp(ip)
  if (!address) return null
  return isIPv6(address) ? `${ipv6Groups(address, 3)}::` : `${address.octets.slice(0, 3).join('.')}.0`
}
