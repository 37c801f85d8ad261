import { describe, expect, it } from 'vitest'
import { collectionItems, contentPage } from '~/features/content/content.server'
import { LANGUAGES } from '~/features/i18n/languages'
import { ITEM_PAGES, searchHelpArticles, searchSite } from './site-search.server'

describe('the site search', () => {
  it('shows every collection item on a detail page of that collection', () => {
    for (const [collection, path] of Object.entries(ITEM_PAGES)) expect(contentPage(path, 'en')?.detail?.collection, path).toBe(collection)
  })

  it('finds a job, a help article and a shop product by their titles in every language', () => {
    for (const language of LANGUAGES) {
      const job = collectionItems('jobs', language)[0]!
      expect(searchSite(language, job.data.title).map((hit) => hit.url), language).toContain(`/career/single/${job.slug}`)
      const help = collectionItems('help', language).find((item) => item.slug === 'data-protection')!
      expect(searchSite(language, help.data.title).map((hit) => hit.url), language).toContain('/help/detail/data-protection')
      expect(searchSite(language, 'Nova X')[0], language).toMatchObject({ kind: 'product', url: '/shop/single/1030' })
    }
  })

  it('folds Turkish letters and forgives a typo in a longer word', () => {
    const folded = searchSite('tr', 'yazilim').map((hit) => hit.url)
    expect(folded.length).toBeGreaterThan(0)
    expect(folded).toEqual(searchSite('tr', 'yazılım').map((hit) => hit.url))
    expect(searchSite('en', 'integrashion').length).toBeGreaterThan(0)
    expect(searchSite('de', 'strasse').map((hit) => hit.url)).toContain('/demos/mobile-app')
  })

  it('answers empty, long, hostile and control-character queries without failing', () => {
    expect(searchSite('en', '')).toEqual([])
    expect(searchSite('en', '   ')).toEqual([])
    expect(() => searchSite('de', 'x'.repeat(1000))).not.toThrow()
    expect(() => searchSite('tr', '<script>alert(1)</script>\u0000\u0007')).not.toThrow()
    expect(() => searchSite('en', '*** ((( ??? ')).not.toThrow()
  })

  it('gives the help center its own articles only', () => {
    const slugs = searchHelpArticles('de', 'Datenschutz')
    expect(slugs).toContain('data-protection')
    const help = new Set(collectionItems('help', 'de').map((item) => item.slug))
    for (const slug of slugs) expect(help.has(slug)).toBe(true)
  })
})
