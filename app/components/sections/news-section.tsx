import { Suspense, use } from 'react'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { NewsSlider } from './news-slider'
import type { PageNewsItem } from './news-types'
import { useBlogCards } from './use-blog-cards'

function LoadedNews({ news }: { news: Promise<PageNewsItem[]> }) {
  const items = use(news)
  const cards = useBlogCards(items)
  const { t } = useI18n()
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="news-heading" className="render-when-near [--estimated-height:770px] sm:[--estimated-height:670px] lg:[--estimated-height:653px] bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('news.section.eyebrow')}</p>
            <h2 id="news-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {t('news.section.title')}
            </h2>
            <p className="mt-3 text-muted-foreground">{t('news.section.text')}</p>
          </div>
          <LocalizedLink
            to="/blog/grid"
            className="inline-flex shrink-0 items-center self-start rounded-full border bg-card px-5 py-2.5 text-sm font-semibold hover:bg-accent hover:text-accent-foreground sm:self-auto"
          >
            {t('news.section.all')}
          </LocalizedLink>
        </div>
        <NewsSlider cards={cards} />
      </div>
    </section>
  )
}

/**
 * The home page's news slider. It receives the loader's promise: cached news renders with the
 * page, otherwise it streams in; nothing is shown while waiting or when there are no items.
 */
export function NewsSection({ news }: { news: Promise<PageNewsItem[]> }) {
  return (
    <Suspense fallback={null}>
      <LoadedNews news={news} />
    </Suspense>
  )
}
