import { describe, expect, it } from 'vitest'
import { localizePath, stripLanguage } from './localize-path'

describe('localizePath', () => {
  it('inserts or replaces the first segment', () => {
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/contact', 'de')).toBe('/de/contact')
    expect(localizePath('/tr/contact', 'en')).toBe('/en/contact')
    expect(localizePath('/en/shop/single/1030?x=1#top', 'tr')).toBe('/tr/shop/single/1030?x=1#top')
  })
  it('keeps the query and the hash as they are, whatever they hold', () => {
    expect(localizePath('/en?next=/de/contact', 'tr')).toBe('/tr?next=/de/contact')
    expect(localizePath('/de#/en/top', 'en')).toBe('/en#/en/top')
    expect(localizePath('/blog#comments?x', 'de')).toBe('/de/blog#comments?x')
    expect(localizePath('?page=2', 'de')).toBe('/de?page=2')
    expect(localizePath('', 'de')).toBe('/de')
  })
  it('replaces only a language of ours, and only as the first segment', () => {
    expect(localizePath('/fr/contact', 'de')).toBe('/de/fr/contact')
    expect(localizePath('/shop/en', 'de')).toBe('/de/shop/en')
    expect(localizePath('/english', 'tr')).toBe('/tr/english')
    expect(localizePath('contact//form/', 'en')).toBe('/en/contact/form')
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
