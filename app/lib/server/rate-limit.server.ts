import { clientIp, ipv6Groups, isIPv6 } from './ip-address.server'

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }
/** A counted place that can be given back: `release` is a no-op after the first call. */
export type RateLimitReservation = { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number }

/** A per-client limit, counted in this process (RateLimiter) or shared by every instance (SharedRateLimiter). */
export type Limiter = {
  take: (key: string) => Promise<RateLimitResult>
  reserve: (key: string) => Promise<RateLimitReservation>
}

/** The in-memory limiter behind the shared interface. */
export function inMemoryLimiter(limiter: RateLimiter): Limiter {
  return { take: async (key) => limiter.take(key), reserve: async (key) => limiter.reserve(key) }
}

type Window = { count: number; resetAt: number }

/**
 * A window per client address that starts with its first post, in memory: enough for one server
 * process (the embedded database allows no other). With PostgreSQL, SharedRateLimiter counts
 * the same limit in the database for every instance.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>()
  private lastSweep = 0

  constructor(
    private readonly limitPerWindow: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Clients counted now: a window that has run out is forgotten within one window length, so many one-time clients cost no memory. */
  get size(): number {
    return this.windows.size
  }

  take(key: string): RateLimitResult {
    const reservation = this.reserve(key)
    return reservation.ok ? { ok: true } : reservation
  }

  /**
   * Counts one like `take`, for something whose outcome is not known yet: `release` gives the
   * place back. Counting first keeps parallel requests from overshooting the limit.
   */
  reserve(key: string): RateLimitReservation {
    if (this.limitPerWindow <= 0) return { ok: true, release: () => {} }
    const now = this.now()
    this.sweep(now)
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs }
      this.windows.set(key, window)
    }
    if (window.count >= this.limitPerWindow) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) }
    }
    window.count++
    const counted = window
    let released = false
    return {
      ok: true,
      release: () => {
        // A window that has run out is replaced, not reused: giving back to it changes nothing.
        if (released) return
        released = true
        counted.count--
      },
    }
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}

/**
 * The cap on all lead posts of one client per minute, accepted or not: the contract's limit
 * counts accepted posts only, so refused ones (invalid, forged, too big) need a bound of their
 * own against floods. Off with the limit.
 */
export function floodLimitFor(acceptedPerMinute: number): number {
  return acceptedPerMinute <= 0 ? 0 : Math.max(60, acceptedPerMinute * 10)
}

/**
 * The key a client is counted under. IPv6 clients usually own a whole /64; counting per address
 * would let them rotate freely. What is not an address (an `X-Forwarded-For` a client wrote
 * itself: `garbage`, `[2001:db8::1]`, `203.0.113.77:1234`) is one key for all such clients, not a
 * fresh one per spelling (probe 3).
 */
export const UNPARSABLE_CLIENT = 'unparsable'

export function rateLimitKey(ip: string | undefined): string {
  if (!ip) return 'unknown'
  const address = clientIp(ip)
  if (!address) return UNPARSABLE_CLIENT
  return isIPv6(address) ? ipv6Groups(address, 4) : address.toString()
}
