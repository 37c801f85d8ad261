import { describe, expect, it } from 'vitest'
import { domainForHost, signInUrl } from './site'

describe('site config', () => {
  it('finds the domain by host, ignoring port, case and www', () => {
    expect(domainForHost('WWW.YazilimFabrikasi.com.tr:443').host).toBe('yazilimfabrikasi.com.tr')
    expect(domainForHost('softwarefactory.de').host).toBe('softwarefactory.de')
    expect(domainForHost(undefined).host).toBe('yazilimfabrikasi.com')
    expect(domainForHost('localhost:3000').host).toBe('yazilimfabrikasi.com')
  })

  it('signs in on the app subdomain of the current host; localhost maps to the company host', () => {
    expect(signInUrl('softwarefactory.de')).toBe('https://app.softwarefactory.de')
    expect(signInUrl('www.softwarefactory.dev:8443')).toBe('https://app.softwarefactory.dev')
    expect(signInUrl('localhost:3000')).toBe('https://app.yazilimfabrikasi.com')
    expect(signInUrl('127.0.0.1')).toBe('https://app.yazilimfabrikasi.com')
    expect(signInUrl('attacker.example')).toBe('https://app.yazilimfabrikasi.com')
  })
})

describe('addresses', () => {
  it("name the country in the page's language: the address lines hold none of their own", async () => {
    const { OFFICES } = await import('./offices')
    const { COUNTRY_NAMES, HEADQUARTERS_LINE } = await import('./site')
    const names = Object.values(COUNTRY_NAMES).flatMap((country) => Object.values(country))
    for (const line of [HEADQUARTERS_LINE, ...OFFICES.map((office) => office.addressLine)]) {
      expect(names.filter((name) => line.includes(name)), line).toEqual([])
    }
    expect(COUNTRY_NAMES.TR.de).toBe('Türkei')
    expect(COUNTRY_NAMES.DE.tr).toBe('Almanya')
  })
})
