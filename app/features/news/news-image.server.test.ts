import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '~/lib/env.server'
import { startFeedServer } from '../../../tests/fixtures/feed-server.js'
import { ByteLru, clearNewsImageCache, getNewsImage, pickFormat } from './news-image.server'
import { loadNews, resetNewsForTests } from './news.server'

let fixture: { origin: string; close: () => Promise<void> }
const saved = { ...process.env }

beforeAll(async () => {
  fixture = await startFeedServer(0)
  process.env.NEWS_FEED_TR = `${fixture.origin}/tr.xml`
  resetEnvForTests()
  resetNewsForTests()
  clearNewsImageCache()
  await loadNews('tr')
})

afterAll(async () => {
  resetNewsForTests()
  process.env = saved
  resetEnvForTests()
  await fixture.close()
})

describe('getNewsImage', () => {
  it('answers 400 without an address or with an unsupported width', async () => {
    expect((await getNewsImage({})).status).toBe(400)
    expect((await getNewsImage({ u: ['a', 'b'] })).status).toBe(400)
    expect((await getNewsImage({ u: `${fixture.origin}/img/tr-1.png`, w: '5000' })).status).toBe(400)
    expect((await getNewsImage({ u: `${fixture.origin}/img/tr-1.png`, w: 'abc' })).status).toBe(400)
  })

  it('refuses (404) any address that is not in the cached feeds: no open proxy, no SSRF', async () => {
    for (const u of [
      `${fixture.origin}/img/tr-99.png`,
      `${fixture.origin}/tr.xml`,
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
    ]) {
      expect((await getNewsImage({ u, w: '480' })).status).toBe(404)
    }
  })

  it('serves a feed image resized to the card width, as AVIF, WebP or JPEG by Accept', async () => {
    const u = `${fixture.origin}/img/tr-1.png`
    const cases = [
      ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const
    for (const [accept, contentType, format] of cases) {
      const result = await getNewsImage({ u, w: '480', accept })
      if (result.status !== 200) throw new Error(`status ${result.status}`)
      expect(result.contentType).toBe(contentType)
      const meta = await sharp(result.body).metadata()
      expect(meta.format).toBe(format)
      expect(meta.width).toBe(480)
      expect(meta.height).toBe(270)
    }
  })

  it('serves repeated requests from memory', async () => {
    const u = `${fixture.origin}/img/tr-2.png`
    const first = await getNewsImage({ u, w: '320', accept: 'image/webp' })
    await fixture.close()
    const second = await getNewsImage({ u, w: '320', accept: 'image/webp' })
    fixture = await startFeedServer(Number(new URL(fixture.origin).port))
    expect(second).toEqual(first)
  })
})

describe('image helpers', () => {
  it('picks the best format the browser accepts', () => {
    expect(pickFormat('image/avif,image/webp')).toBe('avif')
    expect(pickFormat('image/webp')).toBe('webp')
    expect(pickFormat(undefined)).toBe('jpeg')
  })

  it('evicts the least recently used images beyond the byte cap', () => {
    const lru = new ByteLru(100)
    const image = (n: number) => ({ body: Buffer.alloc(n), format: 'webp' as const })
    lru.set('a', image(40))
    lru.set('b', image(40))
    lru.get('a')
    lru.set('c', image(40))
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBeDefined()
    expect(lru.size).toEqual({ entries: 2, bytes: 80 })
    lru.set('huge', image(101))
    expect(lru.get('huge')).toBeUndefined()
  })
})
