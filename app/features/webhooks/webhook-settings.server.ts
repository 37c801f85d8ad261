import { isIP } from 'node:net'
import type { Env } from '~/lib/env.server'
import { allowedAddresses, nonPublicReason, type Resolver } from '~/lib/server/address-policy.server'

/** What the lead webhooks need from the environment (README, Configuration: LEADS_WEBHOOK_*). */
export type WebhookSettings = {
  endpoints: readonly string[]
  /** `whsec_…` (Standard Webhooks): never logged, never shown. */
  secret: string
  /** First retry delay; each further one doubles (with jitter), at most an hour apart. */
  retryBaseSeconds: number
  /** Development and tests: http and private, loopback and link-local addresses are allowed. */
  allowPrivate: boolean
  /** The message text goes out only when asked for: a CRM needs the contact, not always the words. */
  includeMessage: boolean
}

export class UnsafeEndpointError extends Error {
  override name = 'UnsafeEndpointError'
}

/**
 * The webhook settings, or undefined when no endpoint is configured. An endpoint that is not
 * https, or that names a private, loopback or link-local address (as an IP or `localhost`), stops
 * the server at start-up unless LEADS_WEBHOOK_ALLOW_PRIVATE is on; names are resolved and checked
 * again at every delivery (webhook-sender.server.ts), where a DNS answer can change.
 */
export function webhookSettingsFrom(env: Env): WebhookSettings | undefined {
  if (env.LEADS_WEBHOOK_URLS.length === 0 || !env.LEADS_WEBHOOK_SECRET) return undefined
  const problems = env.LEADS_WEBHOOK_URLS.flatMap((url) => {
    const problem = endpointProblem(url, env.LEADS_WEBHOOK_ALLOW_PRIVATE)
    return problem ? [`${endpointLabel(url)}: ${problem}`] : []
  })
  if (problems.length > 0) throw new UnsafeEndpointError(`LEADS_WEBHOOK_URLS refused:\n  ${problems.join('\n  ')}`)
  return {
    endpoints: [...new Set(env.LEADS_WEBHOOK_URLS)],
    secret: env.LEADS_WEBHOOK_SECRET,
    retryBaseSeconds: env.LEADS_WEBHOOK_RETRY_SECONDS,
    allowPrivate: env.LEADS_WEBHOOK_ALLOW_PRIVATE,
    includeMessage: env.LEADS_WEBHOOK_INCLUDE_MESSAGE,
  }
}

/** Why an endpoint may not be used as written, or null (the checks that need no DNS). */
export function endpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'not a URL'
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'must be https (plain http only with LEADS_WEBHOOK_ALLOW_PRIVATE=1)'
  if (allowPrivate) return null
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback (allowed only with LEADS_WEBHOOK_ALLOW_PRIVATE=1)'
  const reason = isIP(host) ? nonPublicReason(host) : null
  return reason ? `${reason} address (allowed only with LEADS_WEBHOOK_ALLOW_PRIVATE=1)` : null
}

/**
 * The addresses a delivery may connect to: every address the name has now must be public
 * (unless private ones are allowed), and the caller connects to exactly these.
 */
export function deliveryAddresses(url: URL, allowPrivate: boolean, resolve?: Resolver) {
  return allowedAddresses(url, { trustedOrigins: allowPrivate ? [url.origin] : [], resolve })
}

/**
 * An endpoint as logs name it: its origin only. The path and query of a receiver's URL are often
 * its only secret (n8n, Zapier and HubSpot webhook URLs), so they are never logged.
 */
export function endpointLabel(endpoint: string): string {
  try {
    return new URL(endpoint).origin
  } catch {
    return '(not a URL)'
  }
}
