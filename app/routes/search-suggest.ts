import { data } from 'react-router'
import { isLanguage } from '~/features/i18n/languages'
import { getEnv } from '~/lib/env.server'
import { rateLimitKey, RateLimiter } from '~/features/leads/rate-limit.server'
import { suggest } from '~/features/search/suggestions.server'
import type { Route } from './+types/search-suggest'

/**
 * A visitor typing asks after each 150 ms pause, usually a few times per word: 60 in 10 s leaves
 * room for fast typists and a few people behind one address, not for a flood (probe 2, finding
 * 8: 35 requests a second from one client). Counted per instance: it protects this process's CPU.
 */
export const SUGGEST_LIMIT = { perWindow: 60, windowMs: 10_000 }
let limiter: RateLimiter | undefined
/** Off with the site's limits (RATE_LIMIT_PER_MINUTE=0: the end-to-end tests, all from 127.0.0.1). */
const suggestLimiter = () => (limiter ??= new RateLimiter(getEnv().RATE_LIMIT_PER_MINUTE > 0 ? SUGGEST_LIMIT.perWindow : 0, SUGGEST_LIMIT.windowMs))

/**
 * What the header's search box suggests while the visitor types: the first eight hits as JSON.
 * Anyone may cache an answer for a minute: it depends on the address alone. A client over the
 * limit gets 429 with Retry-After and no hits, which the box shows as no suggestions.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data({ hits: [] }, { status: 404 })
  const limited = suggestLimiter().take(rateLimitKey(context.clientIp))
  if (!limited.ok) return Response.json({ hits: [] }, { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds), 'Cache-Control': 'no-store' } })
  return Response.json({ hits: suggest(params.lang, new URL(request.url).searchParams.get('q')) }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
