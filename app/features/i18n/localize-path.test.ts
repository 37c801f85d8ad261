import { describe, expect, it } from 'vitest'
import { localizePath, stripLanguage } from './localize-path'

describe('localizePath', () => {
  it('inserts or replaces the first segment', () => {
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/contact', 'de')).toBe('/de/contact')
    expect(localizePath('/tr/contact', 'en')).toBe('/en/contact')
    expect(localizePath('/en/shop/single/1030?x=1#top', 'tr')).toBe('/tr/shop/single/1030?x=1#top')
  })
  it('never produces a protocol-relative redirect', () => {
    expect(localizePath('//evil.example/path', 'tr')).toBe('/tr/evil.example/path')
  })
  it('strips the language', () => {
    expect(stripLanguage('/en/contact')).toBe('/contact')
    expect(stripLanguage('/de')).toBe('/')
    expect(stripLanguage('/blog/grid')).toBe('/blog/grid')
  })
})
