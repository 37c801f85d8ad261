import { describe, expect, it } from 'vitest'
import { clientIp, ipv6Groups, isIPv6, parseIp } from './ip-address.server'

describe('parseIp', () => {
  it('reads the forms Node writes addresses in, a zone dropped', () => {
    expect(parseIp('203.0.113.7')?.toString()).toBe('203.0.113.7')
    expect(parseIp('2001:DB8:0:0:0:0:0:1')?.toString()).toBe('2001:db8::1')
    expect(parseIp('fe80::1%eth0')?.toString()).toBe('fe80::1')
    expect(parseIp('::ffff:10.1.2.3')?.toString()).toBe('::ffff:a01:203')
  })

  it('keeps an IPv4-compatible address apart from an IPv4-mapped one (ipaddr.js alone would not)', () => {
    expect(parseIp('::127.0.0.1')?.toByteArray()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 127, 0, 0, 1])
    expect(parseIp('64:ff9b::1.2.3.4')?.toString()).toBe('64:ff9b::102:304')
  })

  it('refuses what no socket address is written as', () => {
    for (const text of ['127.1', '0x7f.0.0.1', '010.0.0.1', '1.2.3.4.5', '::1::', 'localhost', '', '[::1]', undefined, null]) expect(parseIp(text), String(text)).toBeUndefined()
  })
})

describe('clientIp', () => {
  it('gives an IPv4 client reported by a dual-stack socket as its IPv4 address', () => {
    expect(clientIp('::ffff:10.1.2.3')?.toString()).toBe('10.1.2.3')
    expect(clientIp('::ffff:7f00:1')?.toString()).toBe('127.0.0.1')
    const v6 = clientIp('2001:db8::1')!
    expect(isIPv6(v6) && ipv6Groups(v6, 4)).toBe('2001:db8:0:0')
  })
})
