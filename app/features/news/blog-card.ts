import { AUTHOR_AVATAR_PATH } from './news-image'
import type { DatedNewsItem, PublishedDate } from './news-types'

/** SPEC §3 Blog card, derived from a news item; texts already localized (placeholders included). */
export type BlogCard = {
  title: string
  description: string
  imageUrl: string | null
  category: string
  url: string
  publishedAt: PublishedDate | null
  publishedBy: { firstName: string; lastName: string; avatar: string }
}

export type BlogCardLabels = {
  category: string
  noTitle: string
  noDescription: string
  authorFirstName: string
  authorLastName: string
}

export function toBlogCard(item: DatedNewsItem, labels: BlogCardLabels): BlogCard {
  return {
    title: item.title || labels.noTitle,
    description: item.description || labels.noDescription,
    imageUrl: item.imageUrl,
    category: labels.category,
    url: item.link,
    publishedAt: item.published,
    publishedBy: { firstName: labels.authorFirstName, lastName: labels.authorLastName, avatar: AUTHOR_AVATAR_PATH },
  }
}
