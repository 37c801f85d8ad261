import type { CollectionCard } from '~/features/content/content-view'
import { useI18n } from '~/features/i18n/i18n-context'
import { CollectionSection } from './collection-section'

/** The company's own articles (content/collections/articles), shown on the blog pages beside the news. */
export function CompanyArticles({ articles }: { articles: CollectionCard[] }) {
  const { t } = useI18n()
  if (articles.length === 0) return null
  return (
    <div className="border-t bg-muted/40">
      <CollectionSection
        id="company-articles"
        section={{
          type: 'collection',
          collection: 'articles',
          layout: 'cards',
          detailPath: '/blog/single/v1',
          eyebrow: t('news.blog.teamArticles.eyebrow'),
          title: t('news.blog.teamArticles.title'),
          text: t('news.blog.teamArticles.text'),
          items: articles,
        }}
      />
    </div>
  )
}
