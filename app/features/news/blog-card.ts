import { AUTHOR_AVATAR_PATH, type SignedNewsImage } from './news-image'
import type { PageNewsItem, PublishedDate } from './news-types'

/** SPEC §3 Blog card, derived from a news item; texts already localized (placeholders included). */
export type BlogCard = {
  title: string
  description: string
  /** Signed by the server (NewsPicture makes its URLs); null shows the placeholder. */
  picture: SignedNewsImage | null
  category: string
  url: string
  publishedAt: PublishedDate | null
  publishedBy: { firstName: string; lastName: string; avatar: string }
  /** Who wrote the news item: the feed's publisher, named beside the fixed author (SPEC §3). */
  source: string
}

export type BlogCardLabels = {
  category: string
  noTitle: string
  noDescription: string
  authorFirstName: string
  authorLastName: string
}

export function toBlogCard(item: PageNewsItem, labels: BlogCardLabels): BlogCard {
  return {
    title: item.title || labels.noTitle,
    description: item.description || labels.noDescription,
    picture: item.picture,
    category: labels.category,
    url: item.link,
    publishedAt: item.published,
    publishedBy: { firstName: labels.authorFirstName, lastName: labels.authorLastName, avatar: AUTHOR_AVATAR_PATH },
    source: item.source,
  }
}
