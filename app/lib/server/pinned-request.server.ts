import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { ResolvedAddress } from './address-policy.server'

// Outbound requests to addresses from outside (news feeds and their pictures, lead webhooks' receivers):
// each to the addresses its check allowed (address-policy.server.ts), over a fresh connection.

/**
 * The socket's DNS step answers with the addresses that were checked, never with a new lookup:
 * a name that resolved to a public address for the check cannot rebind to 127.0.0.1 for the
 * connection. (Node skips `lookup` for IP literals; those were checked as written.)
 */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const usable = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses
    const first = usable[0]
    if (!first) {
      callback(Object.assign(new Error(`no IPv${options.family} address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0)
    } else if (options.all) {
      callback(null, usable.map(({ address, family }) => ({ address, family })))
    } else {
      callback(null, first.address, first.family)
    }
  }
}

/** The system resolver cannot be cancelled; the deadline still holds for a slow DNS answer. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * A request over a fresh connection (no pooled keep-alive socket) to one of `addresses`, the ones
 * its own address check allowed, without following redirects. The caller ends it (with its body)
 * and listens for 'response' and 'error'. The news reader and the lead webhooks send through it.
 */
export function pinnedRequest(url: URL, addresses: readonly ResolvedAddress[], signal: AbortSignal, options: { method: string; headers: Record<string, string> }): http.ClientRequest {
  const client = url.protocol === 'https:' ? https : http
  return client.request(url, { method: options.method, agent: false, lookup: pinnedLookup(addresses), signal, headers: options.headers })
}
