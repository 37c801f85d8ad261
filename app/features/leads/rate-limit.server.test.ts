import { describe, expect, it } from 'vitest'
import { floodLimitFor, RateLimiter, rateLimitKey } from './rate-limit.server'

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
