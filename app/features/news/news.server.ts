import type { Language } from '~/features/i18n/languages'
import type { NewsItem } from './news-types'

/**
 * The news for a page: resolves at once when cached, otherwise when the feed answers (or gives
 * up). Never rejects. STUB owned by the news issue.
 */
export function loadNews(_language: Language): Promise<NewsItem[]> {
  return Promise.resolve([])
}
