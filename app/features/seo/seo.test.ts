import { describe, expect, it } from 'vitest'
import { TURKISH_PROVINCES } from '@content/provinces'
import { HEADQUARTERS_ADDRESS, SITE, SITE_DOMAINS } from '@content/site'
import { organizationJsonLd } from './json-ld/organization'
import { buildSeoMeta, siteSeoFor } from './seo'
import { buildSitemap } from './sitemap'

type Tag = Record<string, unknown>
const find = (tags: Tag[], predicate: (tag: Tag) => boolean) => tags.find(predicate)

function homeMeta(host: string, language: 'tr' | 'en' | 'de') {
  const origin = `https://${host}`
  const site = siteSeoFor(origin, host, language)
  return buildSeoMeta({ site, language, path: '/', title: site.companyName }) as Tag[]
}

describe('search tags per host and language', () => {
  it('has four host domains', () => {
    expect(SITE_DOMAINS).toHaveLength(4)
  })

  it('titles the home page with the Turkish name for tr and the English one for en/de', () => {
    expect(find(homeMeta('yazilimfabrikasi.com', 'tr'), (t) => 'title' in t)?.title).toBe('Yazılım Fabrikası')
    expect(find(homeMeta('yazilimfabrikasi.com', 'en'), (t) => 'title' in t)?.title).toBe('Software Factory')
    expect(find(homeMeta('softwarefactory.de', 'de'), (t) => 'title' in t)?.title).toBe('Software Factory')
  })

  it('keeps the Turkish company name in every language on the Turkish-name domain', () => {
    for (const language of ['tr', 'en', 'de'] as const) {
      expect(find(homeMeta('yazilimfabrikasi.com.tr', language), (t) => 'title' in t)?.title).toBe('Yazılım Fabrikası')
    }
  })

  it('gives an unknown host (localhost) the default domain texts', () => {
    const local = siteSeoFor('http://localhost:3000', 'localhost:3000', 'en')
    const standard = siteSeoFor('https://yazilimfabrikasi.com', 'yazilimfabrikasi.com', 'en')
    const texts = ({ origin: _origin, organization: _organization, ...rest }: typeof local) => rest
    expect(texts(local)).toEqual(texts(standard))
    expect(siteSeoFor('https://evil.example', 'evil.example', 'tr').companyName).toBe('Yazılım Fabrikası')
  })

  it('appends all 81 provinces of Turkey to the keywords', () => {
    expect(TURKISH_PROVINCES).toHaveLength(81)
    const keywords = String(find(homeMeta('yazilimfabrikasi.com', 'de'), (t) => t.name === 'keywords')?.content)
    expect(keywords).toContain('Software')
    expect(keywords.endsWith(TURKISH_PROVINCES.join(', '))).toBe(true)
  })

  it('links the canonical, hreflang alternates and x-default to the request origin', () => {
    const tags = homeMeta('softwarefactory.dev', 'en')
    expect(find(tags, (t) => t.rel === 'canonical')?.href).toBe('https://softwarefactory.dev/en/')
    const alternates = tags.filter((t) => t.rel === 'alternate').map((t) => [t.hrefLang, t.href])
    expect(alternates).toEqual([
      ['tr', 'https://softwarefactory.dev/tr/'],
      ['en', 'https://softwarefactory.dev/en/'],
      ['de', 'https://softwarefactory.dev/de/'],
      ['x-default', 'https://softwarefactory.dev/'],
    ])
  })

  it('carries Open Graph, Twitter card and Organization JSON-LD', () => {
    const tags = homeMeta('yazilimfabrikasi.com', 'tr')
    expect(find(tags, (t) => t.property === 'og:title')?.content).toBe('Yazılım Fabrikası')
    expect(find(tags, (t) => t.property === 'og:locale')?.content).toBe('tr_TR')
    expect(find(tags, (t) => t.property === 'og:image')?.content).toBe('https://yazilimfabrikasi.com/og-image.png')
    expect(find(tags, (t) => t.name === 'twitter:card')?.content).toBe('summary_large_image')
    const jsonLd = find(tags, (t) => 'script:ld+json' in t)?.['script:ld+json'] as Record<string, unknown>
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name: 'Yazılım Fabrikası', url: 'https://yazilimfabrikasi.com/' })
  })

  it('marks pages such as the 404 page noindex', () => {
    const site = siteSeoFor('https://yazilimfabrikasi.com', 'yazilimfabrikasi.com', 'tr')
    const tags = buildSeoMeta({ site, language: 'tr', path: '/nope', title: 'x', noIndex: true }) as Tag[]
    expect(find(tags, (t) => t.name === 'robots')?.content).toBe('noindex')
    // A noindex page that exists (the cart) keeps its canonical; a missing one has none to give.
    expect(find(tags, (t) => t.rel === 'canonical')).toBeDefined()
    const missing = buildSeoMeta({ site, language: 'tr', path: '/nope', title: 'x', noIndex: true, missing: true }) as Tag[]
    expect(find(missing, (t) => t.name === 'robots')?.content).toBe('noindex')
    expect(missing.filter((t) => t.rel === 'canonical' || t.rel === 'alternate' || t.property === 'og:url')).toEqual([])
  })
})

describe('the headquarters address', () => {
  it('reads the same as one line (footer) and in parts (JSON-LD)', () => {
    const { streetAddress, postalCode, district, province, country } = HEADQUARTERS_ADDRESS
    expect(SITE.contact.address).toBe(`${streetAddress}, ${postalCode} ${district} / ${province}, ${country}`)
  })

  it('puts the district (ilçe) in the JSON-LD locality and the province (il) in its region, whatever the page language names the company', () => {
    for (const language of ['tr', 'en', 'de'] as const) {
      const { address } = organizationJsonLd('https://example.com', siteSeoFor('https://example.com', 'example.com', language).companyName) as unknown as { address: Record<string, string> }
      expect(address).toMatchObject({ addressLocality: 'Tepebaşı', addressRegion: 'Eskişehir', postalCode: '26130', addressCountry: 'TR' })
    }
  })
})

describe('sitemap', () => {
  it('lists every page in every language with alternates', () => {
    const xml = buildSitemap('https://yazilimfabrikasi.com', ['/', '/contact'])
    expect(xml.match(/<url>/g)).toHaveLength(6)
    expect(xml).toContain('<loc>https://yazilimfabrikasi.com/de/contact</loc>')
    expect(xml).toContain('hreflang="x-default" href="https://yazilimfabrikasi.com/"')
    expect(xml).toContain('hreflang="en" href="https://yazilimfabrikasi.com/en/contact"')
  })
})
