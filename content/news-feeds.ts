import type { Language } from '~/features/i18n/languages'

/**
 * Rewrites an image address from one news source (SPEC §7 "News item reading"). They belong to the
 * language's feed entry, so they keep applying when NEWS_FEED_* points the language elsewhere.
 */
export type ImageRewrite = { description: string; find: RegExp; replace: string }

export type NewsFeedConfig = {
  /** The built-in feed address; `NEWS_FEED_{TR,EN,DE}` overrides it. */
  url: string
  source: string
  imageRewrites: readonly ImageRewrite[]
}

/** `photo_640x360.jpg` → `photo.jpg`: the Turkish source serves a thumbnail size by suffix. */
export const STRIP_SIZE_SUFFIX: ImageRewrite = {
  description: 'remove a trailing _NNNxNNN size suffix before the file extension',
  find: /_\d{2,4}x\d{2,4}(?=\.[a-z0-9]{2,5}(?:[?#]|$))/i,
  replace: '',
}

/** The BBC's image service: `/standard/240/` is a thumbnail, `/standard/960/` fits a card. */
export const BBC_LARGER_IMAGE: ImageRewrite = {
  description: 'ask the BBC image service for 960 px instead of 240 px',
  find: /\/standard\/240\//,
  replace: '/standard/960/',
}

export const NEWS_FEEDS: Record<Language, NewsFeedConfig> = {
  tr: { url: 'https://www.webtekno.com/rss.xml', source: 'Webtekno', imageRewrites: [STRIP_SIZE_SUFFIX] },
  en: {
    url: 'https://feeds.bbci.co.uk/news/technology/rss.xml',
    source: 'BBC News – Technology',
    imageRewrites: [BBC_LARGER_IMAGE],
  },
  de: { url: 'https://www.heise.de/rss/heise-atom.xml', source: 'heise online', imageRewrites: [] },
}

/** How many items a feed contributes to the slider and the blog pages. */
export const NEWS_ITEM_LIMIT = 12
