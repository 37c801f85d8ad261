import dns from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { isIPv6, parseIp, type IpAddress } from './ip-address.server'

export type ResolvedAddress = { address: string; family: number }

/** Host name → every address it has, as `dns.lookup(host, { all: true })` answers. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true })

export type AddressPolicy = {
  /**
   * Origins (`scheme://host:port`) the operator configured as feeds. They may be on a private
   * address (development and the e2e tests read feeds from 127.0.0.1); every other origin,
   * including a redirect target or a picture on another port of the same host, must be public.
   */
  trustedOrigins?: readonly string[]
  /** Injectable so tests can map names to addresses without asking a DNS server. */
  resolve?: Resolver
}

export class AddressRefusedError extends Error {
  override name = 'AddressRefusedError'
}

type Range = { cidr: [IpAddress, number]; reason: string }

function range(cidr: string, reason: string): Range {
  return { cidr: ipaddr.parseCIDR(cidr), reason }
}

// IANA's special-purpose registries: nothing here is a public web server a feed may point at.
const IPV4_REFUSED = [
  range('0.0.0.0/8', 'unspecified'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'shared (CGNAT)'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'special-purpose'),
  range('192.0.2.0/24', 'documentation'),
  range('192.88.99.0/24', 'relay'),
  range('192.168.0.0/16', 'private'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('240.0.0.0/4', 'reserved'),
]

// IPv6 forms that carry an IPv4 address at byte `at`: judged by that address (::ffff:127.0.0.1 is loopback).
const IPV6_EMBEDDING = [
  { range: range('::ffff:0:0/96', 'IPv4-mapped'), at: 12 },
  { range: range('::/96', 'IPv4-compatible'), at: 12 },
  { range: range('::ffff:0:0:0/96', 'IPv4-translated'), at: 12 },
  { range: range('64:ff9b::/96', 'NAT64'), at: 12 },
  { range: range('2002::/16', '6to4'), at: 2 },
]

const IPV6_REFUSED = [
  range('64:ff9b:1::/48', 'local NAT64'),
  range('100::/64', 'discard-only'),
  range('2001::/23', 'special-purpose'), // Teredo, ORCHID, benchmarking, …
  range('2001:db8::/32', 'documentation'),
  range('3fff::/20', 'documentation'),
  range('fc00::/7', 'unique-local'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'site-local'),
  range('ff00::/8', 'multicast'),
]
const IPV6_GLOBAL_UNICAST = range('2000::/3', 'global unicast')

function reasonIn(address: IpAddress, ranges: readonly Range[]): string | null {
  return ranges.find((entry) => address.match(entry.cidr))?.reason ?? null
}

/**
 * Why an address may not be fetched from (`'loopback'`, `'private'`, …), or null when it is
 * public. Parsed by ipaddr.js (~/lib/server/ip-address.server); the table of refused ranges, with
 * the IPv4 address inside the IPv6 forms that carry one, is this module's.
 */
export function nonPublicReason(address: string): string | null {
  const parsed = parseIp(address)
  if (!parsed) return isIP(address.replace(/%.*$/, '')) ? 'unparsable' : 'not an IP address'
  if (!isIPv6(parsed)) return reasonIn(parsed, IPV4_REFUSED)
  const bytes = parsed.toByteArray()
  if (bytes.every((byte) => byte === 0)) return 'unspecified'
  if (bytes.slice(0, 15).every((byte) => byte === 0) && bytes[15] === 1) return 'loopback'
  for (const { range: embedding, at } of IPV6_EMBEDDING) {
    if (parsed.match(embedding.cidr)) {
      const reason = reasonIn(ipaddr.fromByteArray(bytes.slice(at, at + 4)), IPV4_REFUSED)
      return reason && `${embedding.reason} ${reason}`
    }
  }
  return reasonIn(parsed, IPV6_REFUSED) ?? (parsed.match(IPV6_GLOBAL_UNICAST.cidr) ? null : 'reserved')
}

/** `[::1]` → `::1`: URL host names keep IPv6 brackets, resolvers and sockets do not. */
function bareHostname(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
}

/**
 * The addresses a request to `url` may connect to: every address of the host must be public
 * (an attacker's name that resolves to one public and one internal address is refused), unless
 * the URL's origin is a configured feed's. The caller connects to exactly these addresses, so a
 * second DNS answer (rebinding) never reaches the socket.
 */
export async function allowedAddresses(url: URL, policy: AddressPolicy = {}): Promise<ResolvedAddress[]> {
  const hostname = bareHostname(url)
  const trusted = policy.trustedOrigins?.includes(url.origin) ?? false
  const literal = isIP(hostname)
  const addresses = literal
    ? [{ address: hostname, family: literal }]
    : await (policy.resolve ?? systemResolver)(hostname).catch((error: unknown) => {
        throw new AddressRefusedError(`cannot resolve ${hostname}: ${error instanceof Error ? error.message : String(error)}`)
      })
  if (addresses.length === 0) throw new AddressRefusedError(`cannot resolve ${hostname}: no address`)
  if (trusted) return addresses
  for (const { address } of addresses) {
    const reason = nonPublicReason(address)
    if (reason) throw new AddressRefusedError(`address ${address}${address === hostname ? '' : ` of ${hostname}`} refused (${reason})`)
  }
  return addresses
}

/** The origins of configured feed addresses; addresses that do not parse are left out. */
export function originsOf(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return [new URL(url).origin]
    } catch {
      return []
    }
  })
}
