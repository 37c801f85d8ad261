import type { NewsItem } from './news-types'

/**
 * The home page's news slider; renders nothing when there are no items. STUB owned by the news
 * issue: it receives the loader's promise and shows it with Suspense/Await.
 */
export function NewsSection(_props: { news: Promise<NewsItem[]> }) {
  return null
}
