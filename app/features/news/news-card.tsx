import { useI18n } from '~/features/i18n/i18n-context'
import type { BlogCard } from './blog-card'
import { NewsPicture } from './news-picture'

// Plain joining is enough here; `cn` would bring tailwind-merge into the home page's bundle.
const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ')

export function PublishedDate({ publishedAt, className }: { publishedAt: BlogCard['publishedAt']; className?: string }) {
  const { t } = useI18n()
  if (!publishedAt) return <span className={className}>{t('news.placeholder.noDate')}</span>
  return (
    <time dateTime={publishedAt.iso} title={publishedAt.label} className={className}>
      {publishedAt.label}
    </time>
  )
}

/** A link to the original article: new tab, no opener, no referrer; plain text without a link. */
export function ArticleLink({ card, className }: { card: BlogCard; className?: string }) {
  const { t } = useI18n()
  if (!card.url) return <>{card.title}</>
  return (
    <a href={card.url} target="_blank" rel="noopener noreferrer" className={className}>
      {card.title}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  )
}

function AuthorLine({ card }: { card: BlogCard }) {
  const { t } = useI18n()
  const { firstName, lastName, avatar } = card.publishedBy
  return (
    <div className="flex items-center gap-2.5 text-sm">
      <img src={avatar} alt="" width={32} height={32} className="size-8 rounded-full" loading="lazy" decoding="async" />
      <span>
        <span className="sr-only">{t('news.author.by')}: </span>
        <span className="font-medium text-foreground">
          {firstName} {lastName}
        </span>
        {/* The news item is the publisher's, not the company's: say whose it is. */}
        <span className="text-muted-foreground"> · {t('news.source', { source: card.source })}</span>
      </span>
    </div>
  )
}

/** A blog card (SPEC §3): picture, category, date as month/day/year, title, author; opens the article in a new tab. */
export function NewsCard({
  card,
  sizes = '(min-width: 992px) 360px, (min-width: 768px) 50vw, 100vw',
  layout = 'vertical',
  className,
  headingLevel: Heading = 'h3',
}: {
  card: BlogCard
  sizes?: string
  layout?: 'vertical' | 'horizontal'
  className?: string
  headingLevel?: 'h2' | 'h3'
}) {
  const horizontal = layout === 'horizontal'
  return (
    <article
      className={classes(
        'group relative flex h-full overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg',
        horizontal ? 'flex-col sm:flex-row' : 'flex-col',
        className,
      )}
    >
      <div className={classes('relative shrink-0 overflow-hidden bg-muted', horizontal ? 'aspect-video sm:aspect-auto sm:w-2/5' : 'aspect-video')}>
        <NewsPicture
          picture={card.picture}
          sizes={sizes}
          width={640}
          height={360}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
        {card.publishedAt ? (
          <div
            aria-hidden="true"
            className="absolute start-3 top-3 flex min-w-14 flex-col items-center rounded-xl bg-background/95 px-2 py-1.5 text-center leading-none text-foreground shadow"
          >
            <span className="text-[0.7rem] font-semibold uppercase tracking-wide text-primary">{card.publishedAt.month}</span>
            <span className="text-xl font-bold">{card.publishedAt.date}</span>
            <span className="text-[0.7rem] text-muted-foreground">{card.publishedAt.year}</span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <span className="rounded-full bg-accent px-2.5 py-1 font-semibold text-accent-foreground">{card.category}</span>
          <PublishedDate publishedAt={card.publishedAt} className="text-muted-foreground" />
        </div>
        <Heading className="line-clamp-3 text-lg font-semibold leading-snug">
          <ArticleLink
            card={card}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:text-primary"
          />
        </Heading>
        <p className={classes('text-sm text-muted-foreground', horizontal ? 'line-clamp-4' : 'line-clamp-3')}>{card.description}</p>
        <div className="mt-auto pt-2">
          <AuthorLine card={card} />
        </div>
      </div>
    </article>
  )
}
