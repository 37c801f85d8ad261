/**
 * The site's content, read once when the server starts: every page and collection item in every
 * language, validated (content-files.server.ts). The content test fails on any problem; should a
 * broken file still reach a server, it is logged and left out (its page answers 404), and every
 * other page keeps working.
 */
import { analyticsConfig } from '~/features/consent/analytics-config.server'
import type { Language } from '~/features/i18n/languages'
import { getEnv } from '~/lib/env.server'
import { logger } from '~/lib/server/logger.server'
import { readItems, readPages, type ActiveAnalytics, type ContentProblem } from './content-files.server'
import type { CollectionCard } from './content-view'
import type { AnyCollectionItem, CollectionName, ItemOf, Page } from './page-schema'

// Bundled into the server build as text: no file reads at run time, no path to get wrong.
const PAGE_FILES = import.meta.glob<string>('/content/pages/**/*.yaml', { query: '?raw', import: 'default', eager: true })
const ITEM_FILES = import.meta.glob<string>('/content/collections/*/*.md', { query: '?raw', import: 'default', eager: true })

export const CONTENT_PROBLEMS: ContentProblem[] = []
const PAGES = readPages(PAGE_FILES, CONTENT_PROBLEMS)
const ITEMS = readItems(ITEM_FILES, CONTENT_PROBLEMS, activeAnalytics(), webhooksConfigured())

/** The legal texts name the configured statistics service (ANALYTICS_PROVIDER with its project id), or say there is none. */
function activeAnalytics(): ActiveAnalytics {
  try {
    return analyticsConfig(getEnv())?.provider ?? 'none'
  } catch {
    // An invalid environment stops the server at start anyway (env.server.ts); the content does not decide that.
    return 'none'
  }
}

/** The privacy texts name the recipients of lead webhooks when an endpoint is configured (LEADS_WEBHOOK_URLS). */
function webhooksConfigured(): boolean {
  try {
    return getEnv().LEADS_WEBHOOK_URLS.length > 0
  } catch {
    return false
  }
}

if (CONTENT_PROBLEMS.length > 0 && !import.meta.env.VITEST) {
  logger.error({ problems: CONTENT_PROBLEMS }, 'content files left out: they are invalid')
}

/** The paths of every content page (`/about/v1`), in file order. */
export function contentPagePaths(): string[] {
  return [...PAGES.keys()].sort()
}

export function contentPage(path: string, language: Language): Page | undefined {
  return PAGES.get(path)?.[language]
}

/** A collection's items in one language, in their `order`. */
export function collectionItems<C extends CollectionName>(collection: C, language: Language): ItemOf<C>[] {
  const items = [...(ITEMS[collection] as Map<string, Record<Language, AnyCollectionItem>>).values()].map((byLanguage) => byLanguage[language])
  return (items as ItemOf<C>[]).sort((a, b) => a.data.order - b.data.order)
}

export function collectionItem<C extends CollectionName>(collection: C, slug: string, language: Language): ItemOf<C> | undefined {
  return (ITEMS[collection] as Map<string, Record<Language, AnyCollectionItem>>).get(slug)?.[language] as ItemOf<C> | undefined
}

/** A collection's items as cards (front matter only), e.g. the company articles on the blog pages. */
export function collectionCards(collection: CollectionName, language: Language): CollectionCard[] {
  return collectionItems(collection, language).map(cardOf)
}

export function cardOf(item: AnyCollectionItem): CollectionCard {
  const { html: _html, readingMinutes: _minutes, ...card } = item
  return card as CollectionCard
}

export type ResolvedPage =
  | { kind: 'page'; path: string; page: Page; item?: AnyCollectionItem; canonicalPath: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'missing' }

/**
 * What a path shows: a content page, or one item of a detail page (`/career/single/<slug>`; the bare
 * path shows the first item, `?job=<slug>` is redirected to the path form). Anything else: missing.
 */
export function resolveContentPath(path: string, search: URLSearchParams, language: Language): ResolvedPage {
  const clean = path.replace(/\/+$/, '') || '/'
  const page = contentPage(clean, language)
  if (page) {
    if (!page.detail) return { kind: 'page', path: clean, page, canonicalPath: clean }
    const wanted = search.get(page.detail.param)
    if (wanted !== null) {
      return collectionItem(page.detail.collection, wanted, language) ? { kind: 'redirect', to: `${clean}/${encodeURIComponent(wanted)}` } : { kind: 'missing' }
    }
    const first = collectionItems(page.detail.collection, language)[0]
    return first ? { kind: 'page', path: clean, page, item: first, canonicalPath: `${page.detail.canonical ?? clean}/${first.slug}` } : { kind: 'missing' }
  }
  const cut = clean.lastIndexOf('/')
  const parent = clean.slice(0, cut)
  const slug = clean.slice(cut + 1)
  const detailPage = parent ? contentPage(parent, language) : undefined
  if (!detailPage?.detail) return { kind: 'missing' }
  const item = collectionItem(detailPage.detail.collection, slug, language)
  return item ? { kind: 'page', path: parent, page: detailPage, item, canonicalPath: `${detailPage.detail.canonical ?? parent}/${slug}` } : { kind: 'missing' }
}

/** Every indexable content URL (detail pages once per item, at their canonical path), for the sitemap. */
export function contentSitemapPaths(): string[] {
  return contentPagePaths().flatMap((path) => {
    const page = PAGES.get(path)!.en
    if (page.noIndex || page.status !== 200 || page.detail?.canonical) return []
    if (!page.detail) return [path]
    return collectionItems(page.detail.collection, 'en').map((item) => `${path}/${item.slug}`)
  })
}
