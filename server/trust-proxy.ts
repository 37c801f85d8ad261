import { clientIp } from '~/lib/server/ip-address.server'

/**
 * Whether any peer's X-Forwarded-For is believed: a hop count (TRUST_PROXY=1) trusts whatever
 * connected, as does a subnet of every address (/0). A list of proxy addresses or subnets trusts
 * those peers only: a client elsewhere cannot choose its own address.
 */
function trustsAnyPeer(setting: false | number | string[]): boolean {
  if (setting === false) return false
  if (typeof setting === 'number') return setting > 0
  return setting.some((entry) => /\/0$/.test(entry))
}

/** Only this machine can connect: 127.0.0.0/8, ::1, localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true
  // 127.0.0.0/8 and ::1 in any written form, an IPv4-mapped 127.x.y.z too.
  return clientIp(bare)?.range() === 'loopback'
}

/**
 * The warning for a server that believes forwarded headers from any peer while others can reach
 * it (HOST not loopback): without a proxy in front every client picks the address the per-IP
 * limits count (probe 2, finding 13). Undefined when the setting is safe.
 */
export function trustProxyWarning(setting: false | number | string[], host: string): string | undefined {
  if (!trustsAnyPeer(setting) || isLoopbackHost(host)) return undefined
  return `TRUST_PROXY=${Array.isArray(setting) ? setting.join(',') : setting} trusts X-Forwarded-For from any peer, and the server listens on ${host}: a client that reaches it directly chooses its own address for the rate limits. Listen on 127.0.0.1 behind the proxy, or set TRUST_PROXY to the proxy's address or subnet.`
}
