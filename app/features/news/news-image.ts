/** Widths the image proxy renders; anything else is refused (no arbitrary resize work). */
export const NEWS_IMAGE_WIDTHS = [320, 480, 640, 960] as const
export type NewsImageWidth = (typeof NEWS_IMAGE_WIDTHS)[number]

/**
 * Formats the proxy writes, best first. The format is in the URL (not negotiated by `Accept`):
 * one URL is one picture for every cache. The page offers them with `<picture>`, so each browser
 * picks the best it knows.
 */
export const NEWS_IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type NewsImageFormat = (typeof NEWS_IMAGE_FORMATS)[number]

export const NEWS_IMAGE_PATH = '/news-image'
export const NO_IMAGE_PATH = '/images/news/no-image.svg'
export const AUTHOR_AVATAR_PATH = '/images/news/editor-avatar.svg'

/** The width of the `<img>`'s own `src`, for browsers that ignore `srcset`. */
const FALLBACK_WIDTH: NewsImageWidth = 640

/**
 * A feed picture as the server signed it: its address and the signature over that address only
 * (news-image-signature.server.ts). This is all a page's data carries per picture; the URLs of
 * every width and format are made from it where they are rendered, since width and format are
 * not signed.
 */
export type SignedNewsImage = { src: string; s: string }

/** `/news-image?src=…&w=…&f=…&s=…`: one rendering of a signed picture. No secret needed. */
export function newsImageUrl({ src, s }: SignedNewsImage, width: NewsImageWidth, format: NewsImageFormat): string {
  return `${NEWS_IMAGE_PATH}?${new URLSearchParams({ src, w: String(width), f: format, s })}`
}

/**
 * What a `<picture>` needs: one `<source>` per modern format, and the JPEG `src`/`srcSet` for the
 * `<img>` every browser understands.
 */
export type NewsPictureSources = {
  sources: { type: `image/${NewsImageFormat}`; srcSet: string }[]
  src: string
  srcSet: string
}

/** Every rendering of a signed picture as `<picture>` sources: each format at every width. */
export function newsPictureSources(image: SignedNewsImage): NewsPictureSources {
  const srcSet = (format: NewsImageFormat) => NEWS_IMAGE_WIDTHS.map((width) => `${newsImageUrl(image, width, format)} ${width}w`).join(', ')
  return {
    sources: NEWS_IMAGE_FORMATS.filter((format) => format !== 'jpeg').map((format) => ({ type: `image/${format}` as const, srcSet: srcSet(format) })),
    src: newsImageUrl(image, FALLBACK_WIDTH, 'jpeg'),
    srcSet: srcSet('jpeg'),
  }
}
