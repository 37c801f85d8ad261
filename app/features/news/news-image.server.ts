import type { RequestHandler } from 'express'
import sharp from 'sharp'
import { safeFetch } from './feed-fetch.server'
import { isKnownNewsImage, newsAddressPolicy } from './news.server'
import { NEWS_IMAGE_WIDTHS, NO_IMAGE_PATH } from './news-image'

const IMAGE_MAX_BYTES = 8 * 1024 * 1024
const IMAGE_TIMEOUT_MS = 5000
const CACHE_MAX_BYTES = 48 * 1024 * 1024
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

type Format = 'avif' | 'webp' | 'jpeg'
type Rendered = { body: Buffer; format: Format }

/** Least-recently-used store of rendered images, bounded by total bytes. */
export class ByteLru {
  private readonly map = new Map<string, Rendered>()
  private bytes = 0
  constructor(private readonly maxBytes: number) {}

  get(key: string): Rendered | undefined {
    const hit = this.map.get(key)
    if (hit) {
      this.map.delete(key)
      this.map.set(key, hit)
    }
    return hit
  }

  set(key: string, value: Rendered): void {
    if (value.body.byteLength > this.maxBytes) return
    this.delete(key)
    this.map.set(key, value)
    this.bytes += value.body.byteLength
    for (const [oldKey] of this.map) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldKey)
    }
  }

  private delete(key: string): void {
    const old = this.map.get(key)
    if (!old) return
    this.map.delete(key)
    this.bytes -= old.body.byteLength
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.map.size, bytes: this.bytes }
  }

  clear(): void {
    this.map.clear()
    this.bytes = 0
  }
}

const cache = new ByteLru(CACHE_MAX_BYTES)
const inFlight = new Map<string, Promise<Rendered>>()

export function pickFormat(accept: string | undefined): Format {
  const value = (accept ?? '').toLowerCase()
  if (value.includes('image/avif')) return 'avif'
  if (value.includes('image/webp')) return 'webp'
  return 'jpeg'
}

async function render(url: string, width: number, format: Format): Promise<Rendered> {
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
 * Serves a news picture through the site: only addresses in the currently cached feeds (no open
 * proxy), resized to a card width, as AVIF/WebP/JPEG by the browser's Accept header.
 */
export async function getNewsImage(query: { u?: unknown; w?: unknown; accept?: string }): Promise<NewsImageResult> {
  const { u, w } = query
  if (typeof u !== 'string' || !u || (w !== undefined && typeof w !== 'string')) return { status: 400, message: 'Bad Request' }
  const width = w === undefined ? NEWS_IMAGE_WIDTHS[1] : Number(w)
  if (!(NEWS_IMAGE_WIDTHS as readonly number[]).includes(width)) return { status: 400, message: 'Bad Request' }
  if (!/^https?:\/\//i.test(u) || !isKnownNewsImage(u)) return { status: 404, message: 'Not Found' }

  const format = pickFormat(query.accept)
  const key = `${format} ${width} ${u}`
  let rendered = cache.get(key)
  if (!rendered) {
    let pending = inFlight.get(key)
    if (!pending) {
      pending = render(u, width, format).finally(() => inFlight.delete(key))
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
  const result = await getNewsImage({ u: req.query.u, w: req.query.w, accept: req.get('accept') })
  res.setHeader('Vary', 'Accept')
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
