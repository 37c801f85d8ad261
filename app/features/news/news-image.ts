/** Widths the image proxy renders; anything else is refused (no arbitrary resize work). */
export const NEWS_IMAGE_WIDTHS = [320, 480, 640, 960] as const

export const NEWS_IMAGE_PATH = '/news-image'
export const NO_IMAGE_PATH = '/images/news/no-image.svg'
export const AUTHOR_AVATAR_PATH = '/images/news/editor-avatar.svg'

export function newsImageUrl(imageUrl: string, width: number): string {
  return `${NEWS_IMAGE_PATH}?${new URLSearchParams({ u: imageUrl, w: String(width) })}`
}

/** `src`/`srcSet` for a card picture: through our proxy, or the own placeholder. */
export function newsImageSources(imageUrl: string | null): { src: string; srcSet?: string } {
  if (!imageUrl) return { src: NO_IMAGE_PATH }
  return {
    src: newsImageUrl(imageUrl, 640),
    srcSet: NEWS_IMAGE_WIDTHS.map((width) => `${newsImageUrl(imageUrl, width)} ${width}w`).join(', '),
  }
}
