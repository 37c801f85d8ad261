import type { RequestHandler } from 'express'
import { rateLimitKey, RateLimiter } from '~/lib/server/rate-limit.server'

/**
 * A visitor typing asks after each 150 ms pause, usually a few times per word: 60 in 10 s leaves
 * room for fast typists and a few people behind one address, not for a flood (probe 2, finding
 * 8: 35 requests a second from one client). Counted per instance: it protects this process's CPU.
 */
export const SUGGEST_LIMIT = { perWindow: 60, windowMs: 10_000 }

/** The suggestions route (`:lang/search/suggest` in app/routes.ts), also as the data request of a client navigation. */
export const SUGGEST_PATH = /^\/[^/]+\/search\/suggest(\.data)?\/?$/i

/**
 * The suggestions' per-client limit, as Express middleware mounted before React Router: a refusal
 * through the router cost ~5 ms of CPU (probe 3, re-test of probe 2's #8), here it costs a map
 * lookup. A client over the limit gets 429 with Retry-After and no hits, which the search box
 * shows as no suggestions. `perWindow` 0 turns it off (RATE_LIMIT_PER_MINUTE=0: the end-to-end
 * tests, all from 127.0.0.1).
 */
export function limitSuggestions(perWindow: number, windowMs = SUGGEST_LIMIT.windowMs, now?: () => number): RequestHandler {
  const limiter = new RateLimiter(perWindow, windowMs, now)
  return (req, res, next) => {
    const limited = limiter.take(rateLimitKey(req.ip))
    if (limited.ok) return next()
    res.setHeader('Retry-After', String(limited.retryAfterSeconds))
    res.setHeader('Cache-Control', 'no-store')
    res.status(429).json({ hits: [] })
  }
}
