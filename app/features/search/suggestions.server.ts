/**
 * The header search box's suggestions (routes/search-suggest.ts), kept cheap for the server:
 * fewer and longer words than the search page takes, and answers cached per language and query
 * for a minute (server/suggest-limit.ts adds a per-client limit). Probe 2 (finding 8) had 35
 * requests a second of ~50 one-letter words put /healthz at 310 ms.
 */
import { LRUCache } from 'lru-cache'
import type { Language } from '~/features/i18n/languages'
import { boundedQuery, searchSite, type SearchHit, type TermBounds } from './site-search.server'

/** One-letter words match nearly every term by prefix: not worth suggesting from. */
export const SUGGEST_TERM_BOUNDS: TermBounds = { maxTerms: 6, maxTermLength: 40, minTermLength: 2 }
const SUGGESTIONS = 8
/** The same minute the answer may be cached by the browser (Cache-Control of the route). */
const CACHE_TTL_MS = 60_000
/** Answers kept: each is at most eight short hits (~2 KB), so this stays under a megabyte or two. */
const CACHE_ENTRIES = 500

type SuggesterOptions = { now?: () => number; search?: typeof searchSite; cacheEntries?: number }

export function createSuggester({ now = Date.now, search = searchSite, cacheEntries = CACHE_ENTRIES }: SuggesterOptions = {}) {
  // Read through `now` (tests move it); each read asks the clock, none is cached (ttlResolution 0).
  const cache = new LRUCache<string, SearchHit[]>({ max: cacheEntries, ttl: CACHE_TTL_MS, ttlResolution: 0, perf: { now } })
  return (language: Language, rawQuery: string | null): SearchHit[] => {
    // Case does not change what is found (the index folds it), so "ERP" and "erp" share an answer.
    const query = boundedQuery(rawQuery, SUGGEST_TERM_BOUNDS).toLocaleLowerCase('tr')
    if (query === '') return []
    const key = `${language}\n${query}`
    const cached = cache.get(key)
    if (cached) return cached
    const hits = search(language, query, SUGGESTIONS, SUGGEST_TERM_BOUNDS)
    cache.set(key, hits)
    return hits
  }
}

/** The suggestions of this process (one cache per instance). */
export const suggest = createSuggester()
