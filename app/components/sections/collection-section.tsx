import { ArrowRight as ArrowRightDrawing, MapPin as MapPinDrawing } from 'lucide'
import { icon } from '~/components/ui/icon'
import type { CollectionCard } from '~/features/content/content-view'
import type { SectionOf } from '~/features/content/page-schema'
import { useI18n } from '~/features/i18n/i18n-context'
import { quoted } from '~/features/i18n/languages'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { cn } from '~/lib/cn'
import { Artwork } from './artwork'
import { CardFacts, IntegrationMark } from './card-facts'
import { ContentIcon } from './content-icon'
import { SectionFrame } from './section-frame'

const ArrowRight = icon(ArrowRightDrawing)
const MapPin = icon(MapPinDrawing)

type Props = { section: SectionOf<'collection'> & { items: CollectionCard[] }; id: string }

function CardLink({ card, detailPath, className }: { card: CollectionCard; detailPath: string; className?: string }) {
  return (
    // The whole card is clickable through this link's ::after; the title is its text.
    <LocalizedLink to={`${detailPath}/${card.slug}`} className={cn('after:absolute after:inset-0 after:rounded-2xl hover:underline', className)}>
      {card.data.title}
    </LocalizedLink>
  )
}

/** Masonry tiles differ in height: their pictures are cut to one of these shapes in turn. */
const MASONRY_CROPS = ['aspect-[4/3]', 'aspect-square', 'aspect-[16/9]'] as const

function Picture({ card, crop }: { card: CollectionCard; crop?: string }) {
  if ('art' in card.data) return <Artwork art={card.data.art} crop={crop} className="rounded-b-none" />
  return null
}

export function CollectionSection({ section, id }: Props) {
  const { t, language } = useI18n()
  const { items, detailPath, layout } = section
  if (layout === 'list' || layout === 'jobs' || layout === 'help') {
    return (
      <SectionFrame id={id} heading={section} narrow>
        <ul className="divide-y rounded-2xl border bg-card">
          {items.map((card) => (
            <li key={card.slug} className="relative flex items-start gap-4 p-5 sm:p-6">
              {card.collection === 'services' && (
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <ContentIcon name={card.data.icon} className="size-5" />
                </span>
              )}
              {card.collection === 'jobs' && <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />}
              <div className="min-w-0 flex-1">
                <h3 className="text-lg font-semibold">
                  <CardLink card={card} detailPath={detailPath} />
                </h3>
                <CardFacts card={card} />
                <p className="mt-2 text-muted-foreground">{card.data.summary}</p>
              </div>
              <ArrowRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
            </li>
          ))}
        </ul>
        {layout === 'jobs' && <p className="mt-4 text-center text-sm text-muted-foreground">{t('sections.openPositions', { count: items.length })}</p>}
      </SectionFrame>
    )
  }
  if (layout === 'tiles') {
    return (
      <SectionFrame id={id} heading={section}>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((card) => (
            <li key={card.slug} className="relative flex items-center gap-4 rounded-2xl border bg-card p-5">
              {card.collection === 'integrations' ? (
                <IntegrationMark item={card} className="size-12 shrink-0" />
              ) : 'icon' in card.data ? (
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <ContentIcon name={card.data.icon} className="size-6" />
                </span>
              ) : null}
              <div className="min-w-0">
                <h3 className="font-semibold">
                  <CardLink card={card} detailPath={detailPath} />
                </h3>
                <CardFacts card={card} />
              </div>
            </li>
          ))}
        </ul>
      </SectionFrame>
    )
  }
  const grid = layout === 'masonry' ? 'columns-1 gap-6 sm:columns-2 lg:columns-3 [&>li]:mb-6 [&>li]:break-inside-avoid' : layout === 'showcase' ? 'grid gap-8 md:grid-cols-2' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
  return (
    <SectionFrame id={id} heading={section}>
      <ul className={grid}>
        {items.map((card, index) => (
          <li key={card.slug} className="relative flex flex-col overflow-hidden rounded-2xl border bg-card">
            {layout !== 'stories' && <Picture card={card} crop={layout === 'masonry' ? MASONRY_CROPS[index % MASONRY_CROPS.length] : undefined} />}
            <div className="flex flex-1 flex-col p-6">
              {card.collection === 'services' && (
                <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <ContentIcon name={card.data.icon} className="size-5" />
                </span>
              )}
              <h3 className={cn('font-semibold', layout === 'showcase' ? 'text-2xl' : 'text-lg')}>
                <CardLink card={card} detailPath={detailPath} />
              </h3>
              <CardFacts card={card} />
              {layout === 'stories' && card.collection === 'projects' ? (
                <blockquote className="mt-4 flex-1 border-s-4 border-primary ps-4 text-foreground">{quoted(card.data.quote.text, language)}<footer className="mt-2 text-sm text-muted-foreground">{card.data.quote.name}, {card.data.quote.role}</footer></blockquote>
              ) : (
                <p className="mt-3 flex-1 text-sm text-muted-foreground">{card.data.summary}</p>
              )}
              <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                {t('sections.readMore')}
                <ArrowRight className="size-4" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
