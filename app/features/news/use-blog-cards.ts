import { useMemo } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { toBlogCard, type BlogCard } from './blog-card'
import type { PageNewsItem } from './news-types'

export function useBlogCards(items: readonly PageNewsItem[]): BlogCard[] {
  const { t } = useI18n()
  return useMemo(() => {
    const labels = {
      category: t('news.category'),
      noTitle: t('news.placeholder.noTitle'),
      noDescription: t('news.placeholder.noDescription'),
      authorFirstName: t('news.author.firstName'),
      authorLastName: t('news.author.lastName'),
    }
    return items.map((item) => toBlogCard(item, labels))
  }, [items, t])
}
