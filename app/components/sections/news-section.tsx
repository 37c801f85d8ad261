import { Suspense, use } from 'react'
import { buttonClasses } from '~/components/ui/button'
import type { SectionOf } from '~/features/content/page-schema'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { NewsSlider } from '~/features/news/news-slider'
import type { PageNewsItem } from '~/features/news/news-types'
import { useBlogCards } from '~/features/news/use-blog-cards'

type NewsSectionProps = { section: SectionOf<'news'>; id: string; news: Promise<PageNewsItem[]> }

function LoadedNews({ section, id, news }: NewsSectionProps) {
  const cards = useBlogCards(use(news))
  if (cards.length === 0) return null
  return (
    <section aria-labelledby={id} className="bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            {section.eyebrow && <p className="text-sm font-semibold tracking-wider text-primary uppercase">{section.eyebrow}</p>}
            <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {section.title}
            </h2>
            {section.text && <p className="mt-3 text-muted-foreground">{section.text}</p>}
          </div>
          <LocalizedLink
            to={section.all.to}
            className={buttonClasses({ variant: 'secondary', shape: 'pill', size: null, className: 'shrink-0 self-start px-5 py-2.5 text-sm font-semibold sm:self-auto' })}
          >
            {section.all.label}
          </LocalizedLink>
        </div>
        <NewsSlider cards={cards} />
      </div>
    </section>
  )
}

/**
 * The latest news as a slider. It receives the loader's promise: cached news renders with the
 * page, otherwise it streams in; nothing is shown while waiting or when there are no items.
 */
export function NewsSection(props: NewsSectionProps) {
  return (
    <Suspense fallback={null}>
      <LoadedNews {...props} />
    </Suspense>
  )
}
