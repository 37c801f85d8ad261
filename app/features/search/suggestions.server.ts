/**
 * The header search box's suggestions (routes/search-suggest.ts), kept cheap for the server:
 * fewer and longer words than the search page takes, and answers cached per language and query
 * for a minute (the route adds a per-client limit). Probe 2 (finding 8) had 35 requests a second
 * of ~50 one-letter words put /healthz at 310 ms.
 */
import type { Language } from '~/features/i18n/languages'
import { boundedQuery, searchSite, type SearchHit, type TermBounds } from './site-search.server'

/** One-letter words match nearly every term by prefix: not worth suggesting from. */
export const SUGGEST_TERM_BOUNDS: TermBounds = { maxTerms: 6, maxTermLength: 40, minTermLength: 2 }
const SUGGESTIONS = 8
/** The same minute the answer may be cached by the browser (Cache-Control of the route). */
const CACHE_TTL_MS = 60_000
/** Answers kept: each is at most eight short hits (~2 KB), so this stays under a megabyte or two. */
const CACHE_ENTRIES = 500

/** A small LRU with an age limit: a Map keeps insertion order, so the first key is the oldest. */
class AnswerCache {
  private readonly entries = new Map<string, { hits: SearchHit[]; expiresAt: number }>()
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, now: number): SearchHit[] | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.expiresAt <= now) return undefined
    this.entries.set(key, entry)
    return entry.hits
  }

  set(key: string, hits: SearchHit[], now: number): void {
    this.entries.delete(key)
    this.entries.set(key, { hits, expiresAt: now + this.ttlMs })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }
}

type SuggesterOptions = { now?: () => number; search?: typeof searchSite; cacheEntries?: number }

export function createSuggester({ now = Date.now, search = searchSite, cacheEntries = CACHE_ENTRIES }: SuggesterOptions = {}) {
  const cache = new AnswerCache(cacheEntries, CACHE_TTL_MS)
  return (language: Language, rawQuery: string | null): SearchHit[] => {
    // Case does not change what is found (the index folds it), so "ERP" and "erp" share an answer.
    const query = boundedQuery(rawQuery, SUGGEST_TERM_BOUNDS).toLocaleLowerCase('tr')
    if (query === '') return []
    const key = `${language}\n${query}`
    const cached = cache.get(key, now())
    if (cached) return cached
    const hits = search(language, query, SUGGESTIONS, SUGGEST_TERM_BOUNDS)
    cache.set(key, hits, now())
    return hits
  }
}

/** The suggestions of this process (one cache per instance). */
export const suggest = createSuggester()
