import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '~/lib/env.server'
import { startFeedServer } from '../../../tests/fixtures/feed-server.js'
import { guardOutboundConnections } from '../../../tests/fixtures/outbound-guard'
import { NO_IMAGE_PATH } from './news-image'
import { ByteLru, clearNewsImageCache, getNewsImage, pickFormat } from './news-image.server'
import { loadNews, resetNewsForTests, setNewsResolverForTests } from './news.server'

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

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, port, origin: `http://127.0.0.1:${port}` }
}

describe('getNewsImage: pictures on internal addresses (SSRF)', () => {
  let guard: ReturnType<typeof guardOutboundConnections>
  let png: Buffer
  /** A service on this machine that answers with a real picture, so a leak would show as a 200. */
  let internal: Awaited<ReturnType<typeof listen>> & { hits: number }
  /** The configured en feed (on 127.0.0.1, like the e2e feeds), whose items point inwards. */
  let feed: Awaited<ReturnType<typeof listen>>
  let pictures: string[] = []

  beforeAll(async () => {
    guard = guardOutboundConnections()
    png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#09b850' } }).png().toBuffer()
    internal = Object.assign(
      await listen((_req, res) => {
        internal.hits++
        res.writeHead(200, { 'content-type': 'image/png' }).end(png)
      }),
      { hits: 0 },
    )
    const inward = [
      'http://10.0.0.1/a.png',
      'http://169.254.169.254/latest/meta-data/a.png',
      `http://[::1]:${internal.port}/a.png`,
      `http://[::ffff:127.0.0.1]:${internal.port}/a.png`,
      `http://0.0.0.0:${internal.port}/a.png`,
      `http://intranet.test:${internal.port}/a.png`,
      `${internal.origin}/a.png`,
    ]
    feed = await listen((req, res) => {
      if (req.url === '/own.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png)
      const items = [...inward, `${feed.origin}/own.png`].map(
        (url, i) => `<item><title>Item ${i}</title><link>https://example.com/${i}</link><media:thumbnail url="${url}"/></item>`,
      )
      res.writeHead(200, { 'content-type': 'application/rss+xml' })
      res.end(`<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>inward</title>${items.join('')}</channel></rss>`)
    })
    process.env.NEWS_FEED_EN = `${feed.origin}/en.xml`
    resetEnvForTests()
    // No DNS in tests: intranet.test is a name that resolves to this machine.
    setNewsResolverForTests(async (hostname) => {
      if (hostname === 'intranet.test') return [{ address: '127.0.0.1', family: 4 }]
      throw new Error(`getaddrinfo ENOTFOUND ${hostname}`)
    })
    pictures = (await loadNews('en')).map((item) => item.imageUrl ?? '')
  })

  afterAll(async () => {
    guard.restore()
    setNewsResolverForTests(undefined)
    for (const { server } of [internal, feed]) {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('renders the placeholder for each, without connecting to it', async () => {
    const inward = pictures.slice(0, -1)
    expect(inward).toHaveLength(7)
    for (const u of inward) {
      expect(await getNewsImage({ u, w: '480', accept: 'image/webp' }), u).toEqual({ status: 302, location: NO_IMAGE_PATH })
    }
    expect(internal.hits).toBe(0)
    for (const host of ['10.0.0.1', '169.254.169.254', '::1', '::ffff:7f00:1', '0.0.0.0', 'intranet.test']) {
      expect(guard.attemptsTo(host), host).toEqual([])
    }
    expect(guard.attemptsTo('127.0.0.1').filter((attempt) => attempt.port === internal.port)).toEqual([])
  })

  it('still serves a picture from the configured feed’s own origin', async () => {
    const own = pictures.at(-1) ?? ''
    expect(own).toBe(`${feed.origin}/own.png`)
    const result = await getNewsImage({ u: own, w: '320', accept: 'image/webp' })
    expect(result).toMatchObject({ status: 200, contentType: 'image/webp' })
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
