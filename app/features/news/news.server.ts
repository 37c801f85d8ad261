import { NEWS_FEEDS, NEWS_ITEM_LIMIT, type NewsFeedConfig } from '@content/news-feeds'
import { LANGUAGES, type Language } from '~/features/i18n/languages'
import { getEnv } from '~/lib/env.server'
import { feedFetches } from '~/lib/server/metrics.server'
import { getSigningSecret, signingKeys } from '~/lib/server/signing-secret.server'
import { type AddressPolicy, originsOf, type Resolver } from '~/lib/server/address-policy.server'
import { decodeFeedBody, safeFetch } from './feed-fetch.server'
import { parseFeed } from './feed-parser.server'
import { NEWS_IMAGE_KEY_PURPOSE, signedNewsImage } from './news-image-signature.server'
import type { DatedNewsItem, PageNewsItem } from './news-types'
import { withPublishedDates } from './published-date.server'
import { SwrCache } from './swr-cache.server'

const FEED_MAX_BYTES = 2 * 1024 * 1024
const FEED_MAX_REDIRECTS = 3

const FEED_ENV = { tr: 'NEWS_FEED_TR', en: 'NEWS_FEED_EN', de: 'NEWS_FEED_DE' } as const

/** The language's feed entry; the env variable replaces only its address, never its image rules. */
export function feedFor(language: Language): NewsFeedConfig {
  const entry = NEWS_FEEDS[language]
  return { ...entry, url: getEnv()[FEED_ENV[language]] ?? entry.url }
}

let testResolver: Resolver | undefined

/** Tests map host names to addresses without DNS; `undefined` restores the system resolver. */
export function setNewsResolverForTests(resolve: Resolver | undefined): void {
  testResolver = resolve
}

/**
 * Where the feeds and their pictures may be read from: public addresses, plus the origins of
 * the configured feeds themselves (the operator chose them; dev and e2e feeds run on 127.0.0.1,
 * and their pictures come from the same origin).
 */
export function newsAddressPolicy(): AddressPolicy {
  return { trustedOrigins: originsOf(LANGUAGES.map((language) => feedFor(language).url)), resolve: testResolver }
}

async function fetchNews(language: Language, signal?: AbortSignal): Promise<DatedNewsItem[]> {
  const feed = feedFor(language)
  const response = await safeFetch(feed.url, {
    timeoutMs: getEnv().NEWS_FETCH_TIMEOUT_MS,
    maxBytes: FEED_MAX_BYTES,
    maxRedirects: FEED_MAX_REDIRECTS,
    accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1',
    signal,
    ...newsAddressPolicy(),
  })
  const items = parseFeed(decodeFeedBody(response.body, response.contentType), {
    baseUrl: response.finalUrl,
    imageRewrites: feed.imageRewrites,
    limit: NEWS_ITEM_LIMIT,
  })
  return withPublishedDates(items, language)
}

let logError: (language: Language, error: unknown) => void = () => {}

/** A feed that was down at start is tried again after a minute, not only after the full TTL. */
const RETRY_WITHOUT_NEWS_MS = 60_000

const cache = new SwrCache<Language, DatedNewsItem[]>({
  ttlMs: () => getEnv().NEWS_CACHE_TTL_SECONDS * 1000,
  retryMs: () => RETRY_WITHOUT_NEWS_MS,
  load: (language, signal) =>
    fetchNews(language, signal).then(
      (items) => {
        feedFetches.inc({ language, result: 'ok' })
        return items
      },
      (error: unknown) => {
        feedFetches.inc({ language, result: 'error' })
        throw error
      },
    ),
  onError: (language, error) => logError(language, error),
})

/** A promise React's `use` reads synchronously: cached news renders in the first HTML chunk. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value })
}

const pictured = new WeakMap<readonly DatedNewsItem[], { key: Buffer; items: PageNewsItem[] }>()

/**
 * The items with their picture addresses signed (any instance serves them, as long as it shares
 * the signing secret), one signature per picture: its URLs are made where they are rendered. The
 * bare `imageUrl` stays out, or the page's data would carry each address twice. Signed once per
 * cached list and key, not per page view.
 */
function withPictures(items: DatedNewsItem[], source: string): PageNewsItem[] {
  const keys = signingKeys(NEWS_IMAGE_KEY_PURPOSE)
  const hit = pictured.get(items)
  if (hit && hit.key === keys[0]) return hit.items
  const result = items.map(({ imageUrl, ...item }) => ({ ...item, source, picture: imageUrl ? signedNewsImage(imageUrl, keys) : null }))
  if (keys[0]) pictured.set(items, { key: keys[0], items: result })
  return result
}

/**
 * The news for a page: resolves at once when cached (even stale, while one refresh runs),
 * otherwise when the feed answers or gives up. Never rejects.
 */
export function loadNews(language: Language): Promise<PageNewsItem[]> {
  const { value, fresh, known } = cache.peek(language)
  const source = feedFor(language).source
  if (value) return settled(withPictures(value, source))
  if (known && fresh) return settled([])
  // The secret is loaded at start-up; waiting for it here only matters for a very first page.
  return Promise.all([cache.read(language), getSigningSecret()]).then(
    ([items]) => withPictures(items ?? [], source),
    () => [],
  )
}

let warmed = false

/** Starts reading every feed in the background (server start); never blocks or throws. */
export function warmNews(onError?: (language: Language, error: unknown) => void): void {
  if (onError) logError = onError
  if (warmed) return
  warmed = true
  // The pages' picture URLs are signed with the shared secret: have it before the first page.
  void getSigningSecret()
  for (const language of LANGUAGES) void cache.read(language).catch(() => undefined)
}

export function stopNews(): void {
  cache.abortAll()
}

/** The news items cached for a language, without waiting for a feed (the site search reads them). */
export function cachedNews(language: Language): readonly DatedNewsItem[] {
  return cache.peek(language).value ?? []
}

export function newsCacheStatus(language: Language) {
  return cache.status(language)
}

export function resetNewsForTests(): void {
  cache.clear()
  warmed = false
}
