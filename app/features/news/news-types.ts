/** A news item as read from a feed (SPEC §3 News item). */
export type NewsItem = {
  title: string
  link: string
  description: string
  /** ISO date string, or null when the feed had none. */
  pubDate: string | null
  imageUrl: string | null
}
