import MiniSearch from 'minisearch'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { searchSite } from './site-search.server'
import { createSuggester, SUGGEST_TERM_BOUNDS } from './suggestions.server'

afterEach(() => vi.restoreAllMocks())

describe('search suggestions', () => {
  it('hands MiniSearch at most six words of two to forty characters, however long the query', () => {
    const searched: string[] = []
    const search = vi.spyOn(MiniSearch.prototype, 'search').mockImplementation(function (this: MiniSearch, query) {
      searched.push(String(query))
      return []
    })
    const suggest = createSuggester()
    // The probe's query: ~50 one-letter words, plus long ones.
    const letters = 'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(2)
    suggest('en', `${letters} ${'x'.repeat(300)} erp`)
    suggest('en', `${'devops '.repeat(20)}${'y'.repeat(90)}`)
    expect(search).toHaveBeenCalled()
    for (const query of searched) {
      const words = query.split(' ')
      expect(words.length).toBeLessThanOrEqual(SUGGEST_TERM_BOUNDS.maxTerms)
      for (const word of words) expect(word.length).toBeGreaterThanOrEqual(2)
      for (const word of words) expect(word.length).toBeLessThanOrEqual(40)
    }
    // One-letter words alone reach no search at all.
    searched.length = 0
    expect(suggest('en', letters)).toEqual([])
    expect(searched).toEqual([])
  })

  it('answers a repeated query (in any case) from its cache for a minute', () => {
    let now = 1_000_000
    const search = vi.fn(searchSite)
    const suggest = createSuggester({ now: () => now, search })
    const first = suggest('en', 'DevOps  engineer')
    expect(first.length).toBeGreaterThan(0)
    expect(suggest('en', 'devops engineer')).toBe(first)
    expect(search).toHaveBeenCalledTimes(1)
    // Another language is another answer.
    suggest('de', 'devops engineer')
    expect(search).toHaveBeenCalledTimes(2)
    now += 61_000
    expect(suggest('en', 'devops engineer')).toEqual(first)
    expect(search).toHaveBeenCalledTimes(3)
  })

  it('keeps a bounded number of answers, dropping the least recently used', () => {
    const search = vi.fn(() => [])
    const suggest = createSuggester({ search, cacheEntries: 2 })
    suggest('en', 'erp')
    suggest('en', 'mrp')
    suggest('en', 'erp')
    suggest('en', 'iot')
    expect(search).toHaveBeenCalledTimes(3)
    suggest('en', 'erp')
    expect(search).toHaveBeenCalledTimes(3)
    suggest('en', 'mrp')
    expect(search).toHaveBeenCalledTimes(4)
  })
})
