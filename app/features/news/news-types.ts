import type { SignedNewsImage } from './news-image'

/** A news item as read from a feed (SPEC §3 News item). */
export type NewsItem = {
  title: string
  link: string
  description: string
  /** ISO date string, or null when the feed had none. */
  pubDate: string | null
  imageUrl: string | null
}

/** A publication date written out in the page language: "Mar", "6", "2026" and "6 Mart 2026". */
export type PublishedDate = { month: string; date: string; year: string; iso: string; label: string }

/**
 * A news item with its date already written out for its feed's language. The server does it: the
 * first `Intl.DateTimeFormat` in a browser loads ICU's date data, a 35 ms task on a mid-range
 * phone while the page hydrates, and both sides must print the same text anyway.
 */
export type DatedNewsItem = NewsItem & { published: PublishedDate | null }

/**
 * A news item as a page gets it: its picture as a signed address instead of the bare one (the
 * proxy URLs are made from it where they are rendered), or null for the placeholder.
 */
export type PageNewsItem = Omit<DatedNewsItem, 'imageUrl'> & { picture: SignedNewsImage | null; /** The feed's publisher (its items are theirs, not the company's). */ source: string }
