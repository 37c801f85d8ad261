/** What kind of page a hit is: a content page, a collection's item, a shop product or a news item. */
export type SearchKind = 'page' | 'services' | 'projects' | 'jobs' | 'help' | 'articles' | 'legal' | 'features' | 'integrations' | 'product' | 'news'

/** One hit: `url` is a site path without language, or the address of a news article elsewhere. */
export type SearchHit = { kind: SearchKind; title: string; summary: string; url: string }

/** Where the browser asks for suggestions while the visitor types (routes/search-suggest.ts). */
export function suggestUrl(language: string, query: string): string {
  return `/${language}/search/suggest?q=${encodeURIComponent(query)}`
}
