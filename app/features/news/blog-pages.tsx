import { Newspaper as NewspaperDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import { Suspense, use, type ReactNode } from 'react'
import { PageHeader } from '~/components/page/page-header'
import { useI18n } from '~/features/i18n/i18n-context'
import { translatePlural } from '~/features/i18n/translate'
import type { BlogCard } from './blog-card'
import { ArticleLink, NewsCard, PublishedDate } from './news-card'
import { NewsPicture } from './news-picture'
import type { PageNewsItem } from './news-types'
import { useBlogCards } from './use-blog-cards'

const Newspaper = icon(NewspaperDrawing)

function EmptyNews() {
  const { t } = useI18n()
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed px-6 py-16 text-center text-muted-foreground">
      <Newspaper aria-hidden="true" className="size-10" />
      <p>{t('news.empty')}</p>
    </div>
  )
}

function GridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useI18n()
  return (
    <div role="status" className="grid gap-[30px] sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{t('news.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="overflow-hidden rounded-2xl border bg-card">
          <div className="aspect-video animate-pulse bg-muted motion-reduce:animate-none" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
            <div className="h-5 w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-muted motion-reduce:animate-none" />
          </div>
        </div>
      ))}
    </div>
  )
}

function WithNews({ news, children }: { news: Promise<PageNewsItem[]>; children: (cards: BlogCard[]) => ReactNode }) {
  const cards = useBlogCards(use(news))
  return cards.length === 0 ? <EmptyNews /> : children(cards)
}

export function BlogGridPage({ news }: { news: Promise<PageNewsItem[]> }) {
  const { t } = useI18n()
  return (
    <>
      <PageHeader title={t('news.blog.gridTitle')} text={t('news.blog.gridText')} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <Suspense fallback={<GridSkeleton />}>
          <WithNews news={news}>
            {(cards) => (
              <ul className="grid gap-[30px] sm:grid-cols-2 lg:grid-cols-3">
                {cards.map((card, index) => (
                  <li key={`${card.url}-${index}`}>
                    <NewsCard card={card} headingLevel="h2" sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" />
                  </li>
                ))}
              </ul>
            )}
          </WithNews>
        </Suspense>
      </div>
    </>
  )
}

function SidebarBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Sidebar({ cards, source }: { cards: readonly BlogCard[]; source: string }) {
  const { t, locale } = useI18n()
  return (
    <aside className="flex flex-col gap-6 lg:sticky lg:top-24">
      <SidebarBox id="blog-recent" title={t('news.blog.recent')}>
        <ul className="mt-4 flex flex-col gap-4">
          {cards.slice(0, 5).map((card, index) => (
            <li key={`${card.url}-${index}`} className="flex gap-3">
              <NewsPicture
                picture={card.picture}
                sizes="96px"
                width={96}
                height={54}
                className="aspect-video w-24 shrink-0 rounded-lg bg-muted object-cover"
              />
              <div className="min-w-0 text-sm">
                <p className="line-clamp-2 font-medium">
                  <ArticleLink card={card} className="hover:text-primary" />
                </p>
                <PublishedDate publishedAt={card.publishedAt} className="mt-1 block text-xs text-muted-foreground" />
              </div>
            </li>
          ))}
        </ul>
      </SidebarBox>
      <SidebarBox id="blog-categories" title={t('news.blog.categories')}>
        <ul className="mt-4">
          <li className="flex items-center justify-between rounded-lg bg-accent px-3 py-2 text-sm text-accent-foreground">
            <span className="font-medium">{t('news.category')}</span>
            <span>{translatePlural(t, locale, 'news.blog.count', cards.length)}</span>
          </li>
        </ul>
      </SidebarBox>
      <SidebarBox id="blog-about" title={t('news.blog.about')}>
        <p className="mt-3 text-sm text-muted-foreground">{t('news.blog.aboutText')}</p>
        <p className="mt-3 text-sm font-medium">{t('news.source', { source })}</p>
      </SidebarBox>
    </aside>
  )
}

export function BlogListPage({ news, source }: { news: Promise<PageNewsItem[]>; source: string }) {
  const { t } = useI18n()
  return (
    <>
      <PageHeader title={t('news.blog.listTitle')} text={t('news.blog.listText')} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <Suspense fallback={<GridSkeleton count={3} />}>
          <WithNews news={news}>
            {(cards) => (
              <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
                <ul className="flex flex-col gap-[30px]">
                  {cards.map((card, index) => (
                    <li key={`${card.url}-${index}`}>
                      <NewsCard card={card} layout="horizontal" headingLevel="h2" sizes="(min-width: 640px) 320px, 100vw" />
                    </li>
                  ))}
                </ul>
                <Sidebar cards={cards} source={source} />
              </div>
            )}
          </WithNews>
        </Suspense>
      </div>
    </>
  )
}
