/**
 * The site search (issue #16): every content page, service, project, job, help article, article,
 * product feature, integration and shop product in the visitor's language, from one MiniSearch
 * index per language built from the content on first use (docs/decisions/015), plus the news
 * items the server has cached. Words are folded (fold.ts), prefixes match, longer words forgive a
 * typo. Runs on the server only: the browser asks /{lang}/search (HTML) or its suggestions (JSON).
 */
import MiniSearch from 'minisearch'
import { PRODUCTS as SHOP_PRODUCTS } from '~/features/shop/catalog'
import { collectionItems, contentPage, contentPagePaths } from '~/features/content/content.server'
import { NAMING_KEYS } from '~/features/content/content-files.server'
import { COLLECTIONS, type CollectionName, type Page } from '~/features/content/page-schema'
import type { Language } from '~/features/i18n/languages'
import { cachedNews } from '~/features/news/news.server'
import { foldWord, normalizeQuery } from './fold'

export type { SearchHit }

import type { SearchHit, SearchKind } from './search-types'

type SearchDocument = SearchHit & { id: string; text: string }

/** Where an item of each collection is shown (a detail page of content/pages). */
export const ITEM_PAGES: Partial<Record<CollectionName, string>> = {
  services: '/services/single',
  projects: '/portfolio/case-study/v1',
  jobs: '/career/single',
  help: '/help/detail',
  articles: '/blog/single/v1',
  features: '/saas/feature-single',
  integrations: '/saas/integration-single',
}

/** The prose of a page: every text of its sections, none of the names, paths and icons. */
function pageText(value: unknown, key = ''): string {
  if (Array.isArray(value)) return value.map((entry) => pageText(entry, key)).join(' ')
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => pageText(v, k)).join(' ')
  return typeof value === 'string' && !NAMING_KEYS.has(key) ? value : ''
}

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ')

function documentsFor(language: Language): SearchDocument[] {
  const documents: SearchDocument[] = []
  for (const path of contentPagePaths()) {
    const page = contentPage(path, language) as Page
    if (page.detail || page.noIndex || page.status !== 200) continue
    const hero = page.sections[0]?.type === 'hero' ? page.sections[0] : undefined
    documents.push({ id: `page:${path}`, kind: 'page', title: hero?.title ?? page.title, summary: page.description, url: path, text: pageText(page.sections) })
  }
  for (const collection of COLLECTIONS) {
    const itemPage = ITEM_PAGES[collection]
    if (!itemPage) continue
    for (const item of collectionItems(collection, language)) {
      documents.push({ id: `${collection}:${item.slug}`, kind: collection, title: item.data.title, summary: item.data.summary, url: `${itemPage}/${item.slug}`, text: plainText(item.html) })
    }
  }
  for (const product of SHOP_PRODUCTS) {
    documents.push({ id: `product:${product.id}`, kind: 'product', title: product.name[language], summary: product.description[language], url: `/shop/single/${product.id}`, text: product.category.name[language] })
  }
  return documents
}

const processTerm = (term: string) => foldWord(term)

function buildIndex(language: Language): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'summary', 'text'],
    storeFields: ['kind', 'title', 'summary', 'url'],
    processTerm,
    searchOptions: { processTerm, boost: { title: 4, summary: 2 }, prefix: true, fuzzy: (term) => (term.length > 4 ? 0.2 : false), combineWith: 'AND' },
  })
  index.addAll(documentsFor(language))
  return index
}

const INDEXES = new Map<Language, MiniSearch<SearchDocument>>()

function indexFor(language: Language): MiniSearch<SearchDocument> {
  let index = INDEXES.get(language)
  if (!index) {
    index = buildIndex(language)
    INDEXES.set(language, index)
  }
  return index
}

/** News the server already has (never waits for a feed): every query word in title or text. */
function newsHits(language: Language, query: string): SearchHit[] {
  const words = query.split(' ').map(foldWord)
  return cachedNews(language)
    .filter((item) => {
      const haystack = foldWord(`${item.title} ${item.description}`).join(' ')
      return words.every((variants) => variants.some((variant) => haystack.includes(variant)))
    })
    .slice(0, 5)
    .map((item) => ({ kind: 'news', title: item.title, summary: item.description.slice(0, 200), url: item.link }))
}

/** The help center's own search: the slugs of the help articles the site search finds. */
export function searchHelpArticles(language: Language, query: string): string[] {
  return searchSite(language, query, 50)
    .filter((hit) => hit.kind === 'help')
    .map((hit) => hit.url.slice(hit.url.lastIndexOf('/') + 1))
}

/**
 * How many words of a query are searched, and how long each may be: every word is a prefix (and
 * a fuzzy) search over the whole index, so fifty one-letter words cost ~50 ms of CPU. Real
 * questions have a few words; the rest of a longer one is left out.
 */
export type TermBounds = { maxTerms: number; maxTermLength: number; minTermLength: number }
const PAGE_TERM_BOUNDS: TermBounds = { maxTerms: 10, maxTermLength: 40, minTermLength: 1 }

/** The words of a query that are searched (see TermBounds), joined by spaces. */
export function boundedQuery(rawQuery: string | null | undefined, bounds: TermBounds): string {
  const words = normalizeQuery(rawQuery).split(' ')
  return words
    .filter((word) => [...word].length >= bounds.minTermLength)
    .slice(0, bounds.maxTerms)
    .map((word) => [...word].slice(0, bounds.maxTermLength).join(''))
    .join(' ')
}

/** The best hits for a query in one language; an empty or unusable query finds nothing. */
export function searchSite(language: Language, rawQuery: string | null | undefined, limit = 20, bounds = PAGE_TERM_BOUNDS): SearchHit[] {
  const query = boundedQuery(rawQuery, bounds)
  if (query === '') return []
  const index = indexFor(language)
  let results = index.search(query)
  // Every word has to match first; if nothing does, the best partial matches are better than nothing.
  if (results.length === 0) results = index.search(query, { combineWith: 'OR' })
  const hits: SearchHit[] = results.slice(0, limit).map((result) => ({ kind: result.kind as SearchKind, title: result.title as string, summary: result.summary as string, url: result.url as string }))
  return [...hits, ...newsHits(language, query)].slice(0, limit)
}
