import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { NEWS_IMAGE_FORMATS, NEWS_IMAGE_WIDTHS, newsPictureSources } from './news-image'
import { signedNewsImage, signNewsImage, verifyNewsImage } from './news-image-signature.server'

// Explicit keys: these tests need no process secret (and no database).
const keyBytes = Buffer.alloc(32, 1)
const key = [keyBytes]
const otherKey = [Buffer.alloc(32, 2)]
const src = 'https://cdn.example.com/a.jpg?x=1&y=2'

describe('news picture signatures', () => {
  it('are 22 base64url characters that verify for exactly the signed address and key', () => {
    const signature = signNewsImage(src, key)
    expect(signature).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(signNewsImage(src, key)).toBe(signature)
    expect(verifyNewsImage(src, signature, key)).toBe(true)
    expect(verifyNewsImage(src, signature, otherKey)).toBe(false)
    for (const changed of ['https://cdn.example.com/a.jpg?x=1&y=3', `${src}#`, ` ${src}`, src.toUpperCase(), '']) {
      expect(verifyNewsImage(changed, signature, key), changed).toBe(false)
    }
  })

  it('sign a versioned message: a v1 signature (format, width and address) is not a v2 one', () => {
    const v1 = createHmac('sha256', keyBytes).update(`v1\njpeg\n640\n${src}`).digest().subarray(0, 16).toString('base64url')
    expect(verifyNewsImage(src, v1, key)).toBe(false)
    // Nor can an address be made to look like the v1 message's tail.
    expect(verifyNewsImage(`jpeg\n640\n${src}`, v1, key)).toBe(false)
  })

  it('accept a signature made with any of the keys, and sign with the first', () => {
    const old = signNewsImage(src, otherKey)
    expect(verifyNewsImage(src, old, [...key, ...otherKey])).toBe(true)
    expect(signNewsImage(src, [...key, ...otherKey])).toBe(signNewsImage(src, key))
    expect(() => signNewsImage(src, [])).toThrow()
  })

  it('refuse text that merely decodes to the right bytes, and anything that is not a signature', () => {
    const signature = signNewsImage(src, key)
    const sameBytes = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
      .map((char) => `${signature.slice(0, -1)}${char}`)
      .filter((candidate) => candidate !== signature && Buffer.from(candidate, 'base64url').equals(Buffer.from(signature, 'base64url')))
    expect(sameBytes.length).toBeGreaterThan(0)
    for (const candidate of [...sameBytes, '', `${signature}=`, ` ${signature}`, signature.slice(1), `${signature.slice(0, -1)}/`]) {
      expect(verifyNewsImage(src, candidate, key), candidate).toBe(false)
    }
  })
})

describe('signed pictures and their URLs', () => {
  it('carry one signature per picture, and every URL made from it verifies for its address', () => {
    const image = signedNewsImage(src, key)
    expect(image).toEqual({ src, s: signNewsImage(src, key) })
    const picture = newsPictureSources(image)
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    const sets = [picture.srcSet, ...picture.sources.map((source) => source.srcSet)]
    const urls = [picture.src, ...sets.flatMap((set) => set.split(', ').map((entry) => entry.split(' ')[0] ?? ''))]
    expect(urls).toHaveLength(1 + NEWS_IMAGE_FORMATS.length * NEWS_IMAGE_WIDTHS.length)
    const renderings = new Set<string>()
    for (const url of urls) {
      const query = new URL(url, 'http://site.test').searchParams
      expect(url.startsWith('/news-image?src=')).toBe(true)
      expect([...query.keys()]).toEqual(['src', 'w', 'f', 's'])
      expect(query.get('src')).toBe(src)
      expect(verifyNewsImage(query.get('src') ?? '', query.get('s') ?? '', key), url).toBe(true)
      renderings.add(`${query.get('f')} ${query.get('w')}`)
    }
    // Every allowed rendering, and nothing else: what the proxy accepts for a signed address.
    expect([...renderings].sort()).toEqual(NEWS_IMAGE_FORMATS.flatMap((format) => NEWS_IMAGE_WIDTHS.map((width) => `${format} ${width}`)).sort())
    expect(new URL(picture.src, 'http://site.test').searchParams.get('f')).toBe('jpeg')
    expect(new URL(picture.src, 'http://site.test').searchParams.get('w')).toBe('640')
    expect(picture.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(NEWS_IMAGE_WIDTHS.map((width) => `${width}w`))
  })
})
