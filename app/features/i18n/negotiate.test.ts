import { describe, expect, it } from 'vitest'
import { languageFromAcceptLanguage, languageFromCookie, preferredLanguage } from './negotiate'

describe('languageFromCookie', () => {
  it('reads the lang cookie among others', () => {
    expect(languageFromCookie('a=1; lang=de; b=2')).toBe('de')
  })
  it('accepts the JSON shape used in localStorage', () => {
    expect(languageFromCookie(`lang=${encodeURIComponent('{"code":"en"}')}`)).toBe('en')
  })
  it.each(['lang=fr', 'lang=%E0%A4%A', 'lang={bad json', 'lang=', 'other=en', ''])('ignores %s', (header) => {
    expect(languageFromCookie(header)).toBeUndefined()
  })
})

describe('languageFromAcceptLanguage', () => {
  it('picks the highest-weighted supported language', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7')).toBe('de')
    expect(languageFromAcceptLanguage('en;q=0.5, tr;q=0.9')).toBe('tr')
    expect(languageFromAcceptLanguage('de-AT')).toBe('de')
  })
  it('reads a q parameter with or without spaces around it, and no other parameter', () => {
    expect(languageFromAcceptLanguage('en; q=0.5, de ; q=0.8')).toBe('de')
    expect(languageFromAcceptLanguage('en;q=0.5,de;level=1;q=0.8')).toBe('de')
    // A parameter that is not q does not weigh: de stays at the full weight of 1.
    expect(languageFromAcceptLanguage('de;x=0, en;q=0.9')).toBe('de')
  })

  it('takes the first of languages with the same weight', () => {
    expect(languageFromAcceptLanguage('de, en, tr')).toBe('de')
    expect(languageFromAcceptLanguage('en, de, tr')).toBe('en')
    expect(languageFromAcceptLanguage('fr;q=0.9, tr;q=0.5, en;q=0.5, de;q=0.5')).toBe('tr')
  })

  it('reads at most the first 1,000 characters of a header', () => {
    const filler = Array.from({ length: 500 }, () => 'fr').join(',') // 1,499 characters
    expect(languageFromAcceptLanguage(`${filler.slice(0, 995)},de`)).toBe('de')
    expect(languageFromAcceptLanguage(`${filler},de`)).toBeUndefined()
  })

  it('returns nothing for unsupported or malformed headers', () => {
    for (const header of [null, undefined, '']) expect(languageFromAcceptLanguage(header)).toBeUndefined()
    expect(languageFromAcceptLanguage('fr, es;q=0.5')).toBeUndefined()
    expect(languageFromAcceptLanguage(';;;,,q=abc')).toBeUndefined()
    expect(languageFromAcceptLanguage('en;q=0')).toBeUndefined()
  })
})

describe('preferredLanguage', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })
  it('prefers the cookie over Accept-Language, then defaults to tr', () => {
    expect(preferredLanguage(request({ Cookie: 'lang=en', 'Accept-Language': 'de' }))).toBe('en')
    expect(preferredLanguage(request({ 'Accept-Language': 'de' }))).toBe('de')
    expect(preferredLanguage(request({ Cookie: 'lang=xx', 'Accept-Language': 'ja' }))).toBe('tr')
    expect(preferredLanguage(request({}))).toBe('tr')
  })
})
