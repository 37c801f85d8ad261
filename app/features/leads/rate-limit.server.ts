/**
 * Fixed one-minute window per client address, in memory: enough for one server process. Several
 * instances behind a balancer each keep their own count (documented in the decision record).
 */
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()
  private lastSweep = 0

  constructor(
    private readonly limitPerWindow: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateLimitResult {
    if (this.limitPerWindow <= 0) return { ok: true }
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
    return { ok: true }
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}

/** IPv6 clients usually own a whole /64; counting per address would let them rotate freely. */
export function rateLimitKey(ip: string | undefined): string {
  if (!ip) return 'unknown'
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (v4) return v4[1]!
  const [head = '', tail] = ip.split('::')
  const groups = head.split(':')
  if (tail !== undefined) while (groups.length < 4) groups.push('0')
  return groups.slice(0, 4).join(':')
}
