import type { Request, RequestHandler } from 'express'
import { LRUCache } from 'lru-cache'

export interface RenderBudgetOptions {
  /** Renders a client may ask for at once: more than a visitor opening pages in a row ever reaches. */
  burst: number
  /** Renders a second a client gets back after that. */
  perSecond: number
  /** The client a request is counted for (its address, TRUST_PROXY applied). */
  clientOf: (req: Request) => string
  /** Whether the request is a render this budget pays for (others pass uncounted). */
  counts: (req: Request) => boolean
  /** Clients remembered; the least recently seen is forgotten first (and starts with a full budget). */
  maxClients?: number
  now?: () => number
}

interface Bucket {
  tokens: number
  updatedAt: number
}

/**
 * A token bucket per client for the requests that reach React Router, mounted after the page
 * cache: replays of cached pages never get here, so only renders are counted (issue #50, item 3).
 * A render costs tens to hundreds of milliseconds of CPU; the refusal, decided here before React
 * Router runs, costs a map lookup and a few bytes: 429 with Retry-After.
 */
export function renderBudget({ burst, perSecond, clientOf, counts, maxClients = 10_000, now = Date.now }: RenderBudgetOptions): RequestHandler {
  const buckets = new LRUCache<string, Bucket>({ max: maxClients })
  return (req, res, next) => {
    if (!counts(req)) return next()
    const client = clientOf(req)
    const at = now()
    const bucket = buckets.get(client) ?? { tokens: burst, updatedAt: at }
    bucket.tokens = Math.min(burst, bucket.tokens + ((at - bucket.updatedAt) / 1000) * perSecond)
    bucket.updatedAt = at
    buckets.set(client, bucket)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return next()
    }
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond))))
    res.setHeader('Cache-Control', 'no-store')
    res.status(429).type('text/plain').send('Too Many Requests')
  }
}
