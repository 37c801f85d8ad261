import { describe, expect, it } from 'vitest'
import { AddressRefusedError, allowedAddresses, nonPublicReason, originsOf, type Resolver } from './address-policy.server'

describe('nonPublicReason', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['0:0:0:0:0:ffff:0.0.0.0', 'IPv4-mapped unspecified'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::10.0.0.1', 'IPv4-compatible private'],
    ['::ffff:0:192.168.0.1', 'IPv4-translated private'],
    ['64:ff9b::127.0.0.1', 'NAT64 loopback'],
    ['2002:7f00:1::', '6to4 loopback'],
    ['2002:a00:1::1', '6to4 private'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'special-purpose'],
    ['100::1', 'discard-only'],
    ['4000::1', 'reserved'],
    ['localhost', 'not an IP address'],
  ])('%s is refused (%s)', (address, reason) => {
    expect(nonPublicReason(address)).toBe(reason)
  })

  it.each(['8.8.8.8', '93.184.216.34', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    '%s is public',
    (address) => {
      expect(nonPublicReason(address)).toBeNull()
    },
  )
})

describe('allowedAddresses', () => {
  const resolve: Resolver = async (hostname) => {
    const table: Record<string, string[]> = {
      'public.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
      'split.test': ['93.184.216.34', '127.0.0.1'],
      'empty.test': [],
    }
    const addresses = table[hostname]
    if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`)
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }

  it('gives every address of a public name, to connect to exactly those', async () => {
    expect(await allowedAddresses(new URL('https://public.test/feed'), { resolve })).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ])
  })

  it('refuses a name when any one of its addresses is not public', async () => {
    await expect(allowedAddresses(new URL('https://split.test/'), { resolve })).rejects.toThrow(
      'address 127.0.0.1 of split.test refused (loopback)',
    )
  })

  it('refuses names that do not resolve, or to nothing', async () => {
    await expect(allowedAddresses(new URL('https://empty.test/'), { resolve })).rejects.toThrow(AddressRefusedError)
    await expect(allowedAddresses(new URL('https://missing.test/'), { resolve })).rejects.toThrow(/ENOTFOUND/)
  })

  it('checks IP literals as written, without a lookup', async () => {
    const noLookup: Resolver = () => Promise.reject(new Error('no lookup expected'))
    await expect(allowedAddresses(new URL('http://[::ffff:127.0.0.1]:8080/'), { resolve: noLookup })).rejects.toThrow(/IPv4-mapped loopback/)
    expect(await allowedAddresses(new URL('http://8.8.8.8/'), { resolve: noLookup })).toEqual([{ address: '8.8.8.8', family: 4 }])
  })

  it('lets a configured feed origin be local, and only that exact origin', async () => {
    const trustedOrigins = originsOf(['http://127.0.0.1:4000/tr.xml', 'not a url'])
    expect(trustedOrigins).toEqual(['http://127.0.0.1:4000'])
    expect(await allowedAddresses(new URL('http://127.0.0.1:4000/img/a.png'), { trustedOrigins })).toEqual([
      { address: '127.0.0.1', family: 4 },
    ])
    for (const other of ['http://127.0.0.1:4001/', 'https://127.0.0.1:4000/', 'http://127.0.0.2:4000/']) {
      await expect(allowedAddresses(new URL(other), { trustedOrigins }), other).rejects.toThrow(/loopback/)
    }
  })
})
