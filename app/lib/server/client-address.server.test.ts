import { describe, expect, it } from 'vitest'
import { truncateIp } from './ip-address.server'
import { rateLimitKey, UNPARSABLE_CLIENT } from './rate-limit.server'

describe('the client address a lead stores (truncateIp)', () => {
  it('keeps the network: IPv4 /24, IPv6 /48', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0')
    expect(truncateIp('::ffff:203.0.113.77')).toBe('203.0.113.0')
    expect(truncateIp('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::')
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::')
  })

  it('counts the groups a :: stands for (the hand parser took them for zeros)', () => {
    expect(truncateIp('2001::1:2:3:4:5:6')).toBe('2001:0:1::')
    expect(truncateIp('2001:0DB8:00AB::1')).toBe('2001:db8:ab::')
  })

  it('stores nothing for what is not an address', () => {
    for (const text of [null, undefined, '', 'unknown', 'foo:bar', '999.1.1.1']) expect(truncateIp(text), String(text)).toBeNull()
  })
})

describe('the key a client is rate-limited by (rateLimitKey)', () => {
  it('is the whole IPv4 address and the IPv6 /64', () => {
    expect(rateLimitKey('10.1.2.3')).toBe('10.1.2.3')
    expect(rateLimitKey('::ffff:10.1.2.3')).toBe('10.1.2.3')
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2')
  })

  it('is the same for every way of writing one /64', () => {
    expect(rateLimitKey('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1')
    expect(rateLimitKey('2001:DB8:0:1:ffff::')).toBe('2001:db8:0:1')
  })

  it('counts every unreadable value under one key (a client writing its own X-Forwarded-For is not a fresh client per spelling), and names a missing one', () => {
    for (const text of ['not-an-ip', 'garbage', '[2001:db8::1]', '203.0.113.077', '203.0.113.77:1234', ' ', '999.1.1.1']) expect(rateLimitKey(text), text).toBe(UNPARSABLE_CLIENT)
    expect(UNPARSABLE_CLIENT).toBe('unparsable')
    expect(rateLimitKey(undefined)).toBe('unknown')
    expect(rateLimitKey('')).toBe('unknown')
  })
})
