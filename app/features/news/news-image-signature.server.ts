import { createHmac, timingSafeEqual } from 'node:crypto'
import { signingKeys } from '~/lib/server/signing-secret.server'
import type { SignedNewsImage } from './news-image'

/**
 * Picture URLs prove themselves: the page's server signs the picture's address with a key every
 * instance derives from the shared signing secret, and any instance serves what verifies. No
 * instance needs to remember which pictures it put into a page, and a page outlives the feed
 * items it showed.
 *
 * Only the address is signed, not the width or the format. The signature answers "did this
 * site put this address into a page?"; width and format only choose how the proxy renders it,
 * and the proxy accepts nothing outside NEWS_IMAGE_WIDTHS and NEWS_IMAGE_FORMATS (400). So a
 * changed `w` or `f` can only select another of the 4 × 3 renderings the page itself offers in
 * its `<picture>`: no new address is fetched, no size or format the proxy would not make anyway,
 * and the work per signed picture stays bounded by those 12. In exchange a page's data carries
 * one signature per picture instead of one per URL (13), and its URLs are made where they are
 * rendered (news-image.ts).
 */

/** The key's purpose: a news-image signature is worthless as any other signature (a cookie's). */
export const NEWS_IMAGE_KEY_PURPOSE = 'news-image'

/** HMAC-SHA256 cut to 128 bits (RFC 2104 allows half the output), 22 base64url characters per URL. */
const SIGNATURE_BYTES = 16
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{22}$/

/**
 * Versioned: v1 signed format, width and address, and its signatures must not verify here (nor
 * the other way round), so the version is part of what is signed.
 */
function message(src: string): string {
  return `v2\n${src}`
}

function signWith(key: Buffer, src: string): string {
  return createHmac('sha256', key).update(message(src)).digest().subarray(0, SIGNATURE_BYTES).toString('base64url')
}

export function signNewsImage(src: string, keys: readonly Buffer[] = signingKeys(NEWS_IMAGE_KEY_PURPOSE)): string {
  const [key] = keys
  if (!key) throw new Error('no signing key')
  return signWith(key, src)
}

/**
 * Whether `signature` was made for exactly this address with one of this process's keys.
 * Compared as text: base64url decoding ignores stray characters and the unused bits of the last
 * one, so different texts could decode to the same bytes.
 */
export function verifyNewsImage(src: string, signature: string, keys: readonly Buffer[] = signingKeys(NEWS_IMAGE_KEY_PURPOSE)): boolean {
  if (!SIGNATURE_PATTERN.test(signature)) return false
  const given = Buffer.from(signature)
  let valid = false
  // Every key is tried, so the time taken does not tell which one matched.
  for (const key of keys) valid = timingSafeEqual(Buffer.from(signWith(key, src)), given) || valid
  return valid
}

/** A feed picture as a page's data carries it: the address and its signature. */
export function signedNewsImage(src: string, keys: readonly Buffer[] = signingKeys(NEWS_IMAGE_KEY_PURPOSE)): SignedNewsImage {
  return { src, s: signNewsImage(src, keys) }
}
