import type { Webhook } from 'standardwebhooks'
import type { Resolver } from '~/lib/server/address-policy.server'
import { pinnedRequest, untilAborted } from '~/lib/server/pinned-request.server'
import { deliveryAddresses } from './webhook-settings.server'

export type WebhookMessage = { endpoint: string; eventId: string; body: string }

export type SendOptions = {
  signer: Webhook
  /** The whole exchange, from DNS to the answer's status line: a dead receiver costs the worker this much, never a visitor. */
  timeoutMs: number
  allowPrivate: boolean
  resolve?: Resolver
  /** The signature's time (Standard Webhooks' `webhook-timestamp`, which receivers check against their clock). */
  signedAt?: Date
  /** Ends the attempt early (the server is shutting down): it counts as failed and is retried. */
  signal?: AbortSignal
}

/** `statusCode` is the endpoint's answer, null when none came (refused address, connection error, timeout). */
export type SendOutcome = { ok: boolean; statusCode: number | null; error: string | null }

/**
 * One signed POST of an event (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`). The endpoint's name is resolved now and every address checked
 * (deliveryAddresses), and the socket connects to exactly those, so a DNS answer that changed
 * since start-up cannot point a delivery at an internal address. Redirects are not followed:
 * the signature is for this endpoint only, and a 3xx counts as a failed attempt.
 */
export async function sendWebhook(message: WebhookMessage, options: SendOptions): Promise<SendOutcome> {
  const url = new URL(message.endpoint)
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) return failed(null, 'must be https')
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
  const signedAt = options.signedAt ?? new Date()
  try {
    const addresses = await untilAborted(deliveryAddresses(url, options.allowPrivate, options.resolve), signal)
    const statusCode = await post(url, addresses, signal, message.body, {
      'content-type': 'application/json',
      'user-agent': 'SoftwareFactorySite-Webhooks/1.0',
      'webhook-id': message.eventId,
      'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
      'webhook-signature': options.signer.sign(message.eventId, signedAt, message.body),
    })
    return statusCode >= 200 && statusCode < 300 ? { ok: true, statusCode, error: null } : failed(statusCode, `HTTP ${statusCode}`)
  } catch (error) {
    if (timeout.aborted) return failed(null, 'timed out')
    if (signal.aborted) return failed(null, 'stopped: the server shut down')
    return failed(null, error instanceof Error ? error.message : String(error))
  }
}

function failed(statusCode: number | null, error: string): SendOutcome {
  return { ok: false, statusCode, error: error.slice(0, 300) }
}

function post(url: URL, addresses: Parameters<typeof pinnedRequest>[1], signal: AbortSignal, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: it goes where this attempt's address check allowed.
    const request = pinnedRequest(url, addresses, signal, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } })
    request.once('response', (response) => {
      // Only the status counts; the answer's body is not read (nor kept waiting for).
      response.resume()
      response.destroy()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
    request.end(body)
  })
}
