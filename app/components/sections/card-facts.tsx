import type { CSSProperties } from 'react'
import type { CollectionCard } from '~/features/content/content-view'
import { useI18n } from '~/features/i18n/i18n-context'
import { cn } from '~/lib/cn'
import { ContentIcon } from './content-icon'

/** Small facts under a card's title: client and year, location and type, date and author. */
export function CardFacts({ card }: { card: CollectionCard }) {
  const { t, locale } = useI18n()
  const facts = factsOf(card, t, locale)
  if (facts.length === 0) return null
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
    </p>
  )
}

export function formatDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

function factsOf(card: CollectionCard, t: ReturnType<typeof useI18n>['t'], locale: string): string[] {
  switch (card.collection) {
    case 'projects':
      return [card.data.client, card.data.industry, String(card.data.year)]
    case 'jobs':
      return [card.data.location, t(`sections.employment.${card.data.employmentType}`), ...(card.data.remote ? [t('sections.remote')] : [])]
    case 'articles':
      return [formatDate(card.data.date, locale), card.data.author]
    case 'help':
      return [t('sections.updated', { date: formatDate(card.data.updated, locale) })]
    case 'features':
      return [t(`sections.products.${card.data.product}`)]
    case 'integrations':
      return [card.data.category, card.data.protocol]
    default:
      return []
  }
}

/** An integration's mark: its icon on a tile in its own hue (no third-party logos are used). */
export function IntegrationMark({ item, className }: { item: Extract<CollectionCard, { collection: 'integrations' }>; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('artwork inline-flex items-center justify-center rounded-xl', className)} style={{ '--art-hue': item.data.hue } as CSSProperties}>
      <span className="integration-mark inline-flex size-full items-center justify-center rounded-xl">
        <ContentIcon name={item.data.icon} className="size-1/2" />
      </span>
    </span>
  )
}
