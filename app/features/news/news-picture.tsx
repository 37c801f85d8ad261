import { NO_IMAGE_PATH, newsPictureSources, type SignedNewsImage } from './news-image'

/**
 * A feed picture through our proxy: AVIF and WebP as `<source>`s, JPEG in the `<img>` (the
 * browser takes the first type it supports); the placeholder without one. The URLs are made here
 * from the one signature the page's data carries, not sent ready-made: 13 finished URLs per
 * picture doubled its bytes in the page. The `<picture>` is `display: contents`, so the `<img>`
 * and its classes lay out exactly as a bare `<img>` would (a flex item, a full-size cover).
 */
export function NewsPicture({
  picture,
  sizes,
  width,
  height,
  className,
}: {
  picture: SignedNewsImage | null
  sizes: string
  width: number
  height: number
  className?: string
}) {
  const sources = picture ? newsPictureSources(picture) : null
  const img = (
    <img
      src={sources?.src ?? NO_IMAGE_PATH}
      srcSet={sources?.srcSet}
      sizes={sources ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
  if (!sources) return img
  return (
    <picture className="contents">
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}
