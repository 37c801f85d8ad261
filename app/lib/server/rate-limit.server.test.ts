import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { floodLimitFor, inMemoryLimiter, RateLimiter, rateLimitKey } from './rate-limit.server'

describe('RateLimiter', () => {
  it('allows the limit per window, then answers with the seconds until the window resets', () => {
    let now = 1_000_000
    const limiter = new RateLimiter(2, 60_000, () => now)
    expect(limiter.take('a')).toEqual({ ok: true })
    expect(limiter.take('a')).toEqual({ ok: true })
    now += 15_000
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 45 })
    expect(limiter.take('b')).toEqual({ ok: true })
    now += 45_000
    expect(limiter.take('a')).toEqual({ ok: true })
  })

  it('gives a reserved place back once, and only to its own window', () => {
    let now = 1_000_000
    const limiter = new RateLimiter(2, 60_000, () => now)
    const first = limiter.reserve('a')
    const second = limiter.reserve('a')
    expect(limiter.reserve('a')).toEqual({ ok: false, retryAfterSeconds: 60 })
    if (!first.ok || !second.ok) throw new Error('both places should be free')
    first.release()
    first.release()
    expect(limiter.reserve('a').ok).toBe(true)
    expect(limiter.reserve('a').ok).toBe(false)
    // A place of a window that has run out does not free one in the next.
    now += 60_000
    expect(limiter.take('a')).toEqual({ ok: true })
    expect(limiter.take('a')).toEqual({ ok: true })
    second.release()
    expect(limiter.take('a').ok).toBe(false)
  })

  it('caps all posts at ten times the accepted limit, at least 60, and is off with it', () => {
    expect(floodLimitFor(10)).toBe(100)
    expect(floodLimitFor(5)).toBe(60)
    expect(floodLimitFor(1)).toBe(60)
    expect(floodLimitFor(0)).toBe(0)
  })

  it('is off at 0', () => {
    const limiter = new RateLimiter(0)
    for (let i = 0; i < 100; i++) expect(limiter.take('a').ok).toBe(true)
  })

  it('keys IPv4 by address and IPv6 by /64', () => {
    expect(rateLimitKey('::ffff:10.1.2.3')).toBe('10.1.2.3')
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2')
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0')
    expect(rateLimitKey(undefined)).toBe('unknown')
  })
})

describe('RateLimiter on the clock (fake timers)', () => {
  const T0 = Date.UTC(2026, 0, 1)
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  /** Sets the clock to `ms` after T0. */
  const at = (ms: number) => vi.setSystemTime(T0 + ms)

  it('reads Date.now by default, and starts a new window exactly when the old one ends', () => {
    const limiter = new RateLimiter(1, 60_000)
    limiter.take('first')
    at(10_000)
    expect(limiter.take('a')).toEqual({ ok: true })
    // Another client's post at 60 s sweeps, so no sweep at 70 s: the window's own end decides.
    at(60_000)
    expect(limiter.take('b')).toEqual({ ok: true })
    at(69_999)
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
    at(70_000)
    expect(limiter.take('a')).toEqual({ ok: true })
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 })
  })

  it('rounds the seconds to wait up, and says at least 1', () => {
    const limiter = new RateLimiter(1, 60_000)
    limiter.take('a')
    at(500)
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 })
    at(58_999)
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 2 })
    at(59_001)
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
  })

  it('forgets clients whose window ran out, once per window length, and keeps the others', () => {
    const limiter = new RateLimiter(1, 60_000)
    limiter.take('first') // the first post sweeps (nothing yet) and starts the sweep's clock
    at(10_000)
    limiter.take('a') // its window ends at 70 s
    expect(limiter.size).toBe(2)
    at(59_999)
    limiter.take('b')
    expect(limiter.size).toBe(3)
    // 60 s after the last sweep: 'first' (ended at 60 s) goes, 'a' and 'b' are still counted.
    at(60_000)
    limiter.take('c')
    expect(limiter.size).toBe(3)
    expect(limiter.take('a').ok).toBe(false)
    expect(limiter.take('b').ok).toBe(false)
    // 'a' ended at 70 s, but the next sweep is at 120 s: until then it is kept.
    at(75_000)
    limiter.take('d')
    expect(limiter.size).toBe(4)
    at(120_000)
    limiter.take('e')
    expect(limiter.size).toBe(2) // 'b' ended at 119.999 s, 'c' at 120 s; 'd' and 'e' remain
  })

  it('counts nothing while it is off', () => {
    const limiter = new RateLimiter(0)
    limiter.take('a')
    limiter.reserve('b')
    expect(limiter.size).toBe(0)
  })

  it('answers through the shared interface as it does itself', async () => {
    const limiter = inMemoryLimiter(new RateLimiter(1, 60_000))
    const reservation = await limiter.reserve('a')
    expect(reservation.ok).toBe(true)
    expect(await limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 60 })
    if (reservation.ok) reservation.release()
    expect(await limiter.take('a')).toEqual({ ok: true })
  })
})
