/**
 * What a content page's loader sends to its components: the page's sections with what they show
 * filled in (the cards of a collection, the item of a detail page), and nothing else. Types only.
 */
import type { IconNode } from 'lucide'
import type { AnyCollectionItem, ContentIcon, Page, Section, SectionOf } from './page-schema'

type WithoutBody<T> = T extends unknown ? Omit<T, 'html' | 'readingMinutes'> : never
/** A collection item as a card: its front matter, without the Markdown body. */
export type CollectionCard = WithoutBody<AnyCollectionItem>

/** A key figure with its value worked out (`since` a year: the years until today). */
type StatView = Omit<SectionOf<'stats'>['items'][number], 'since' | 'value'> & { value: number }

export type SectionView =
  | Exclude<Section, { type: 'collection' | 'helpCenter' | 'item' | 'document' | 'stats' }>
  | (Omit<SectionOf<'stats'>, 'items'> & { items: StatView[] })
  | (SectionOf<'collection'> & { items: CollectionCard[] })
  | (SectionOf<'helpCenter'> & { articles: CollectionCard[]; query: string })
  | (SectionOf<'item'> & { item: AnyCollectionItem })
  | (SectionOf<'document'> & { item: AnyCollectionItem })

export type ContentPageView = {
  title: string
  /** The title of a detail page's item (a job application names its position). */
  itemTitle?: string
  crumbs: { label: string; to?: string }[]
  tone?: Page['tone']
  /** The drawings of the icons the page shows (content-icons.server.ts). */
  icons: Partial<Record<ContentIcon, IconNode>>
  sections: SectionView[]
}
