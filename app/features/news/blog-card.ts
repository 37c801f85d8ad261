import type { Language } from '~/features/i18n/languages'
import { AUTHOR_AVATAR_PATH } from './news-image'
import type { NewsItem } from './news-types'

/** SPEC §3 Blog card, derived from a news item; texts already localized (placeholders included). */
export type BlogCard = {
  title: string
  description: string
  imageUrl: string | null
  category: string
  url: string
  publishedAt: { month: string; date: string; year: string; iso: string; label: string } | null
  publishedBy: { firstName: string; lastName: string; avatar: string }
}

export type BlogCardLabels = {
  category: string
  noTitle: string
  noDescription: string
  authorFirstName: string
  authorLastName: string
}

/** Server and browser format dates in the same zone, so hydration sees the same text. */
const TIME_ZONE: Record<Language, string> = { tr: 'Europe/Istanbul', en: 'Europe/London', de: 'Europe/Berlin' }

const PARTS = { month: { month: 'short' }, date: { day: 'numeric' }, year: { year: 'numeric' }, label: { dateStyle: 'long' } } as const
type Part = keyof typeof PARTS

// Building an Intl.DateTimeFormat is slow (about 0.15 ms each, 24 per home page render); one per
// locale, zone and part is enough.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: string, timeZone: string, part: Part): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${part}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...PARTS[part] })
    formatters.set(key, format)
  }
  return format
}

export function publishedParts(iso: string | null, language: Language, locale: string): BlogCard['publishedAt'] {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const timeZone = TIME_ZONE[language]
  const part = (name: Part) => formatter(locale, timeZone, name).format(date)
  return {
    month: part('month').replace(/\.$/, ''),
    date: part('date'),
    year: part('year'),
    iso: date.toISOString(),
    label: part('label'),
  }
}

export function toBlogCard(item: NewsItem, language: Language, locale: string, labels: BlogCardLabels): BlogCard {
  return {
    title: item.title || labels.noTitle,
    description: item.description || labels.noDescription,
    imageUrl: item.imageUrl,
    category: labels.category,
    url: item.link,
    publishedAt: publishedParts(item.pubDate, language, locale),
    publishedBy: { firstName: labels.authorFirstName, lastName: labels.authorLastName, avatar: AUTHOR_AVATAR_PATH },
  }
}
