import type { RequestHandler } from 'express'
import { LRUCache } from 'lru-cache'
import sharp from 'sharp'
import { getSigningKeys } from '~/lib/server/signing-secret.server'
import { safeFetch } from './feed-fetch.server'
import { newsAddressPolicy } from './news.server'
import { NEWS_IMAGE_FORMATS, NEWS_IMAGE_WIDTHS, NO_IMAGE_PATH, type NewsImageFormat } from './news-image'
import { NEWS_IMAGE_KEY_PURPOSE, verifyNewsImage } from './news-image-signature.server'

const IMAGE_MAX_BYTES = 8 * 1024 * 1024
const IMAGE_TIMEOUT_MS = 5000
const CACHE_MAX_BYTES = 48 * 1024 * 1024
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

type Rendered = { body: Buffer; format: NewsImageFormat }

/**
 * Least-recently-used store of rendered images, bounded by their total bytes (lru-cache's
 * `maxSize`); an image larger than the whole store is not kept.
 */
export function renderedImageCache(maxBytes: number): LRUCache<string, Rendered> {
  return new LRUCache<string, Rendered>({ maxSize: maxBytes, sizeCalculation: (rendered) => Math.max(1, rendered.body.byteLength) })
}

const cache = renderedImageCache(CACHE_MAX_BYTES)
const inFlight = new Map<string, Promise<Rendered>>()

/** The query's value when it is exactly one of `allowed` as written ('0480' or '480.0' is not 480). */
function oneOf<T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' ? allowed.find((candidate) => String(candidate) === value) : undefined
}

async function render(url: string, width: number, format: NewsImageFormat): Promise<Rendered> {
  const { body } = await safeFetch(url, {
    timeoutMs: IMAGE_TIMEOUT_MS,
    maxBytes: IMAGE_MAX_BYTES,
    maxRedirects: 3,
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
    // A picture address comes from the feed's author: it may not point into our network.
    ...newsAddressPolicy(),
  })
  const pipeline = sharp(body, { limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize({ width, height: Math.round((width * 9) / 16), fit: 'cover', withoutEnlargement: true })
  const output =
    format === 'avif'
      ? pipeline.avif({ quality: 50, effort: 2 })
      : format === 'webp'
        ? pipeline.webp({ quality: 72 })
        : pipeline.jpeg({ quality: 78, mozjpeg: true })
  return { body: await output.toBuffer(), format }
}

export type NewsImageResult =
  | { status: 200; body: Buffer; contentType: string }
  | { status: 302; location: string }
  | { status: 400 | 404; message: string }

/**
 * Serves a news picture through the site: only addresses a server of this site signed (no open
 * proxy; any instance sharing the signing secret may have rendered the page), resized to one of
 * the card widths, in one of the formats, as the URL says. Width and format are not signed: the
 * fixed lists below are what bounds them (news-image-signature.server.ts). The address policy
 * still applies: the signature says "this site put it in a page", not "this address is safe to
 * fetch".
 */
export async function getNewsImage(query: { src?: unknown; w?: unknown; f?: unknown; s?: unknown }): Promise<NewsImageResult> {
  const { src, s } = query
  const width = oneOf(query.w, NEWS_IMAGE_WIDTHS)
  const format = oneOf(query.f, NEWS_IMAGE_FORMATS)
  if (typeof src !== 'string' || !src || !width || !format || (s !== undefined && typeof s !== 'string')) return { status: 400, message: 'Bad Request' }
  // Unsigned or signed for another address: as unknown as a picture that never was in a feed.
  // Awaited: an instance that just started verifies with the shared secret, not a stand-in.
  const keys = await getSigningKeys(NEWS_IMAGE_KEY_PURPOSE)
  if (!s || !verifyNewsImage(src, s, keys) || !/^https?:\/\//i.test(src)) return { status: 404, message: 'Not Found' }

  const key = `${format} ${width} ${src}`
  let rendered = cache.get(key)
  if (!rendered) {
    let pending = inFlight.get(key)
    if (!pending) {
      pending = render(src, width, format).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    try {
      rendered = await pending
      cache.set(key, rendered)
    } catch {
      return { status: 302, location: NO_IMAGE_PATH }
    }
  }
  return { status: 200, body: rendered.body, contentType: `image/${rendered.format}` }
}

export const newsImageHandler: RequestHandler = async (req, res) => {
  const { src, w, f, s } = req.query
  // The URL names the format, so the answer does not vary by Accept.
  const result = await getNewsImage({ src, w, f, s })
  if (result.status === 200) {
    res.setHeader('Cache-Control', CACHE_CONTROL)
    res.type(result.contentType).send(result.body)
  } else if (result.status === 302) {
    res.setHeader('Cache-Control', 'no-store')
    res.redirect(302, result.location)
  } else {
    res.setHeader('Cache-Control', 'no-store')
    res.status(result.status).type('text/plain').send(result.message)
  }
}

export function clearNewsImageCache(): void {
  cache.clear()
}
