import type { HeadersArgs } from 'react-router'

/**
 * Caching fails closed (docs/decisions/012): every response is `private, no-store` unless its route
 * opts in to sharing with `export const headers = publicPageHeaders`, and only a page whose HTML
 * holds nothing per visitor may do so.
 *
 * A shared page is `public, max-age=0, must-revalidate`: the server's page micro-cache may replay it
 * (it swaps in a fresh CSP nonce per response), but no browser, proxy or CDN reuses a copy without
 * asking again, so no cache outside the server ever pins one response's nonce for other visitors.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** True for a Cache-Control value that keeps a response to one visitor (or to nobody). */
export function isPrivateCacheControl(value: string | null | undefined): boolean {
  return !value || /\b(private|no-store|no-cache)\b/i.test(value) || !/\bpublic\b/i.test(value)
}

/** The most private of the given values wins; a missing value counts as "no opinion". */
export function mostPrivateCacheControl(...values: (string | null | undefined)[]): string {
  const stated = values.filter((value): value is string => !!value)
  if (stated.length === 0 || stated.some(isPrivateCacheControl)) return PRIVATE_CACHE_CONTROL
  return PUBLIC_PAGE_CACHE_CONTROL
}

/**
 * React Router `headers` export of a page that may be shared: public unless a parent route or the
 * loader said otherwise (a layout that adds per-visitor data makes every page under it private).
 */
export function publicPageHeaders({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers()
  const stated = [parentHeaders, loaderHeaders, actionHeaders, errorHeaders].map((source) => source?.get('Cache-Control'))
  headers.set('Cache-Control', mostPrivateCacheControl(PUBLIC_PAGE_CACHE_CONTROL, ...stated))
  return headers
}

/**
 * `headers` export of a layout: passes the most private Cache-Control of its parent and its own
 * loader down to the pages (React Router drops a loader's headers unless its route exports this).
 */
export function layoutHeaders({ parentHeaders, loaderHeaders }: HeadersArgs): Headers {
  const headers = new Headers()
  const stated = [parentHeaders.get('Cache-Control'), loaderHeaders.get('Cache-Control')].filter(Boolean)
  if (stated.length > 0) headers.set('Cache-Control', mostPrivateCacheControl(...stated))
  return headers
}

/**
 * `headers` export of a page whose form can be refused for too many attempts: never shared, and
 * the action's `Retry-After` reaches the visitor (React Router drops an action's headers unless
 * the route passes them on; only cookies travel by themselves).
 */
export function limitedFormHeaders({ actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers({ 'Cache-Control': PRIVATE_CACHE_CONTROL })
  const retryAfter = actionHeaders.get('Retry-After') ?? errorHeaders?.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
