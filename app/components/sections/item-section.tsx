import { CalendarDays as CalendarDrawing, Clock as ClockDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import type { AnyCollectionItem, CollectionItem, SectionOf } from '~/features/content/page-schema'
import { useI18n } from '~/features/i18n/i18n-context'
import { quoted } from '~/features/i18n/languages'
import { cn } from '~/lib/cn'
import { ActionLink } from './action-link'
import { Artwork } from './artwork'
import { CheckList } from './check-list'
import { CardFacts, formatDate, IntegrationMark } from './card-facts'
import { ContentIcon } from './content-icon'
import { formatFigure } from './format-figure'

const Calendar = icon(CalendarDrawing)
const ClockIcon = icon(ClockDrawing)

/** Markdown made on the server from our own files (content-files.server.ts escapes raw HTML). */
function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cn('prose-content', className)} dangerouslySetInnerHTML={{ __html: html }} />
}

function Results({ item }: { item: CollectionItem<'projects'> }) {
  const { t, locale } = useI18n()
  return (
    <section aria-labelledby="results-heading" className="rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8">
      <h2 id="results-heading" className="text-xl font-bold">{t('sections.results')}</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {item.data.results.map((result) => (
          <li key={result.label}>
            <p className="text-4xl font-extrabold">{formatFigure(result.value, result.suffix, locale)}</p>
            <p className="mt-1 text-sm opacity-90">{result.label}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function ProjectItem({ item, wide }: { item: CollectionItem<'projects'>; wide: boolean }) {
  const { t, language } = useI18n()
  const facts: [string, string][] = [
    [t('sections.client'), item.data.client],
    [t('sections.industry'), item.data.industry],
    [t('sections.year'), String(item.data.year)],
  ]
  return (
    <div className={cn('grid gap-10', !wide && 'lg:grid-cols-[1fr_20rem]')}>
      <div className="min-w-0 space-y-10">
        <Artwork art={item.data.art} crop="aspect-[5/2]" />
        <div className={cn('grid gap-6', wide && 'md:grid-cols-2')}>
          <section aria-labelledby="challenge-heading" className="rounded-2xl border bg-card p-6">
            <h2 id="challenge-heading" className="text-xl font-bold">{t('sections.challenge')}</h2>
            <p className="mt-3 text-muted-foreground">{item.data.challenge}</p>
          </section>
          <section aria-labelledby="solution-heading" className="rounded-2xl border bg-card p-6">
            <h2 id="solution-heading" className="text-xl font-bold">{t('sections.solution')}</h2>
            <p className="mt-3 text-muted-foreground">{item.data.solution}</p>
          </section>
        </div>
        <Results item={item} />
        <Prose html={item.html} />
        <figure className="rounded-2xl border bg-muted/60 p-6 sm:p-8">
          <blockquote className="text-lg">{quoted(item.data.quote.text, language)}</blockquote>
          <figcaption className="mt-4 text-sm text-muted-foreground">{item.data.quote.name}, {item.data.quote.role}</figcaption>
        </figure>
      </div>
      {!wide && (
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <dl className="space-y-4 rounded-2xl border bg-card p-6">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      )}
    </div>
  )
}

/**
 * A service or a product feature: its text beside its picture and what it includes, with a way to
 * take the next step (a feature names its product above).
 */
function HighlightsItem({ item, action }: { item: CollectionItem<'services'> | CollectionItem<'features'>; action: { label: string; to: string } }) {
  const { t } = useI18n()
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <Prose html={item.html} className="min-w-0" />
      <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
        <Artwork art={item.data.art} />
        <section aria-labelledby="highlights-heading" className="rounded-2xl border bg-card p-6">
          {item.collection === 'features' && <p className="mb-1 text-sm font-semibold text-primary">{t(`sections.products.${item.data.product}`)}</p>}
          <h2 id="highlights-heading" className="flex items-center gap-2 text-lg font-bold">
            <ContentIcon name={item.data.icon} className="size-5 text-primary" />
            {t('sections.highlights')}
          </h2>
          <CheckList items={item.data.highlights} className="mt-4 text-sm" />
          <ActionLink {...action} className="mt-6 w-full" />
        </section>
      </aside>
    </div>
  )
}

/** An integration: how it connects, which products use it, and the text on what it exchanges. */
function IntegrationItem({ item }: { item: CollectionItem<'integrations'> }) {
  const { t } = useI18n()
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <Prose html={item.html} className="min-w-0" />
      <aside className="lg:sticky lg:top-24 lg:self-start">
        {/* The mark beside the list, not in it: a <dl> holds only its terms and descriptions. */}
        <div className="space-y-4 rounded-2xl border bg-card p-6">
          <IntegrationMark item={item} className="size-14" />
          <dl className="space-y-4">
            <div>
              <dt className="text-sm text-muted-foreground">{t('sections.category')}</dt>
              <dd className="font-semibold">{item.data.category}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('sections.protocol')}</dt>
              <dd className="font-semibold">{item.data.protocol}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{t('sections.usedBy')}</dt>
              <dd className="font-semibold">{item.data.products.map((product) => t(`sections.products.${product}`)).join(', ')}</dd>
            </div>
          </dl>
        </div>
      </aside>
    </div>
  )
}

function JobItem({ item }: { item: CollectionItem<'jobs'> }) {
  const { t, locale } = useI18n()
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <Prose html={item.html} className="min-w-0" />
      <aside className="lg:sticky lg:top-24 lg:self-start">
        <div className="rounded-2xl border bg-card p-6">
          <CardFacts card={item} />
          <p className="mt-4 text-sm text-muted-foreground">{t('sections.posted', { date: formatDate(item.data.datePosted, locale) })}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('sections.applyBy', { date: formatDate(item.data.validThrough, locale) })}</p>
          <ActionLink label={t('sections.apply')} to="#apply" className="mt-6 w-full" />
        </div>
      </aside>
    </div>
  )
}

function ArticleItem({ item, wide }: { item: CollectionItem<'articles'> | CollectionItem<'help'> | CollectionItem<'legal'>; wide: boolean }) {
  const { t, locale } = useI18n()
  const date = item.collection === 'articles' ? item.data.date : item.data.updated
  return (
    <article className={cn('mx-auto', wide ? 'max-w-4xl' : 'max-w-3xl')}>
      {/* How far the visitor has read: a scroll-driven animation (app.css), no script. */}
      <div aria-hidden="true" className="reading-progress" />
      {item.collection === 'articles' && wide && <Artwork art={item.data.art} crop="aspect-[5/2]" className="mb-8" />}
      <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <Calendar aria-hidden="true" className="size-4" />
          {item.collection === 'articles' ? <time dateTime={date}>{formatDate(date, locale)}</time> : t('sections.updated', { date: formatDate(date, locale) })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon aria-hidden="true" className="size-4" />
          {t('sections.readingTime', { minutes: item.readingMinutes })}
        </span>
        {item.collection === 'articles' && <span>{t('sections.byAuthor', { author: item.data.author, role: item.data.authorRole })}</span>}
      </p>
      <Prose html={item.html} className="mt-8" />
      {item.collection === 'articles' && (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={t('sections.tags')}>
          {item.data.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-accent px-3 py-1 text-sm text-accent-foreground">{tag}</li>
          ))}
        </ul>
      )}
    </article>
  )
}

/** The detail page's item (or a legal document) in the layout the page file names. */
export function ItemSection({ section }: { section: (SectionOf<'item'> | SectionOf<'document'>) & { item: AnyCollectionItem } }) {
  const { t } = useI18n()
  const { item } = section
  const layout = section.type === 'document' ? 'document' : section.layout
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      {item.collection === 'projects' ? (
        <ProjectItem item={item} wide={layout === 'caseStudyWide' || layout === 'story'} />
      ) : item.collection === 'services' ? (
        <HighlightsItem item={item} action={{ label: t('sections.talkToUs'), to: '/contact' }} />
      ) : item.collection === 'jobs' ? (
        <JobItem item={item} />
      ) : item.collection === 'features' ? (
        <HighlightsItem item={item} action={{ label: t('sections.requestDemo'), to: '/contact' }} />
      ) : item.collection === 'integrations' ? (
        <IntegrationItem item={item} />
      ) : (
        <ArticleItem item={item} wide={layout === 'articleWide'} />
      )}
    </div>
  )
}
