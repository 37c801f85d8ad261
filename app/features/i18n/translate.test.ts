import { describe, expect, it } from 'vitest'
import { rawDictionaries, translatorFor } from './dictionaries.server'
import { createTranslator, translate, translatePlural } from './translate'

describe('translate', () => {
  it('falls back to Turkish, then to the key', () => {
    const t = createTranslator({ a: 'English A' }, { a: 'Türkçe A', b: 'Türkçe B' })
    expect(t('a' as never)).toBe('English A')
    expect(t('b' as never)).toBe('Türkçe B')
    expect(t('missing.key' as never)).toBe('missing.key')
  })
  it('throws on an empty key', () => {
    expect(() => translate([{}], '')).toThrow('Parameter "key" required')
  })
  it('interpolates parameters and leaves unknown ones', () => {
    const t = createTranslator({ hi: 'Merhaba {{name}}, {{other}}' })
    expect(t('hi' as never, { name: 'Ayşe' })).toBe('Merhaba Ayşe, {{other}}')
  })
  it('picks the plural form by the language\'s rules', () => {
    const t = createTranslator({ 'n.one': '{{count}} Bewertung', 'n.other': '{{count}} Bewertungen' })
    expect(translatePlural(t, 'de-DE', 'n' as never, 1)).toBe('1 Bewertung')
    expect(translatePlural(t, 'de-DE', 'n' as never, 0)).toBe('0 Bewertungen')
    expect(translatePlural(t, 'de-DE', 'n' as never, 2)).toBe('2 Bewertungen')
    expect(translatePlural(t, 'en-US', 'n' as never, 1.5)).toBe('1.5 Bewertungen')
  })
  it('gives the spec titles per language', () => {
    expect(translatorFor('en')('notFound.heading')).toBe('Something gone wrong!')
  })
})

describe('dictionaries', () => {
  const dictionaries = rawDictionaries()
  const keys = (lang: keyof typeof dictionaries) => Object.keys(dictionaries[lang]).sort()

  it.each(['en', 'de'] as const)('%s has exactly the Turkish key set', (lang) => {
    expect(keys(lang)).toEqual(keys('tr'))
  })

  it.each(['tr', 'en', 'de'] as const)('%s has no empty texts', (lang) => {
    const empty = Object.entries(dictionaries[lang]).filter(([, text]) => text.trim() === '')
    expect(empty).toEqual([])
  })

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
    for (const [key, text] of Object.entries(dictionaries.tr)) {
      expect(placeholders(dictionaries.en[key] ?? ''), `en ${key}`).toEqual(placeholders(text))
      expect(placeholders(dictionaries.de[key] ?? ''), `de ${key}`).toEqual(placeholders(text))
    }
  })
})
