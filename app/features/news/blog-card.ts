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

export function publishedParts(iso: string | null, language: Language, locale: string): BlogCard['publishedAt'] {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  const timeZone = TIME_ZONE[language]
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(date)
  return {
    month: part({ month: 'short' }).replace(/\.$/, ''),
    date: part({ day: 'numeric' }),
    year: part({ year: 'numeric' }),
    iso: date.toISOString(),
    label: part({ dateStyle: 'long' }),
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
