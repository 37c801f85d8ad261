import { describe, expect, it } from 'vitest'
import { parseDictionary } from './dictionary-json'
import { loadLanguageLayout } from '~/features/seo/language-layout.server'
import { redirectToPreferredLanguage, requireLanguage } from './language-route.server'

const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${path}`, { headers })

function thrown(fn: () => unknown): Response {
  try {
    fn()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown response')
}

describe('routing decisions', () => {
  it('accepts tr, en and de as the language segment', () => {
    for (const lang of ['tr', 'en', 'de']) expect(requireLanguage(request(`/${lang}`), lang)).toBe(lang)
  })

  it('redirects (302) a non-language first segment under the visitor language', () => {
    const response = thrown(() => requireLanguage(request('/contact?x=1'), 'contact'))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/tr/contact?x=1')
    expect(response.headers.get('Cache-Control')).toContain('no-store')
    expect(response.headers.get('Vary')).toContain('Cookie')
  })

  it('uses the lang cookie, then Accept-Language, then tr', () => {
    const go = (headers: Record<string, string>) => redirectToPreferredLanguage(request('/', headers)).headers.get('Location')
    expect(go({ Cookie: 'lang=de', 'Accept-Language': 'en' })).toBe('/de')
    expect(go({ 'Accept-Language': 'fr-FR, en;q=0.5' })).toBe('/en')
    expect(go({ 'Accept-Language': 'fr-FR' })).toBe('/tr')
    expect(go({ Cookie: 'lang=%E0%A4%A', 'Accept-Language': 'de' })).toBe('/de')
    expect(go({ Cookie: 'lang={"code":"xx"' })).toBe('/tr')
  })

  it('treats an unknown two-letter segment as a page path, never as a language', () => {
    expect(thrown(() => requireLanguage(request('/fr/contact'), 'fr')).headers.get('Location')).toBe('/tr/fr/contact')
  })

  it('never builds a protocol-relative redirect from odd paths', () => {
    const location = redirectToPreferredLanguage(request('//evil.example/x')).headers.get('Location') ?? ''
    expect(location.startsWith('//')).toBe(false)
    expect(location.startsWith('/tr')).toBe(true)
  })

  it('gives the layout per host and language, never per visitor', () => {
    const a = loadLanguageLayout(request('/en', { Cookie: 'lang=de; session=abc' }), 'en')
    const b = loadLanguageLayout(request('/en'), 'en')
    expect(a).toEqual(b)
    expect(a.signInUrl).toBe('https://app.yazilimfabrikasi.com')
    const dictionary = parseDictionary(a.dictionaryJson)
    expect(dictionary['notFound.back']).toBe('Back to Homepage')
    // Only this language's strings travel to the browser.
    expect(Object.values(dictionary)).not.toContain('Zurück zur Startseite')
  })
})
