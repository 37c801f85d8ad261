import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '~/lib/env.server'
import { resetSigningSecretForTests } from '~/lib/server/signing-secret.server'
import { startFeedServer } from '../../../tests/fixtures/feed-server.js'
import { guardOutboundConnections } from '../../../tests/fixtures/outbound-guard'
import { NO_IMAGE_PATH, newsPictureSources, type NewsImageFormat, type NewsImageWidth } from './news-image'
import { signNewsImage } from './news-image-signature.server'
import { clearNewsImageCache, getNewsImage, renderedImageCache } from './news-image.server'
import { loadNews, resetNewsForTests, setNewsResolverForTests } from './news.server'

let fixture: { origin: string; close: () => Promise<void> }
const saved = { ...process.env }

/** The query of a URL for an address this server signed, as the proxy receives it. */
function signed(src: string, width: NewsImageWidth, format: NewsImageFormat) {
  return { src, w: String(width), f: format, s: signNewsImage(src) }
}

/** The query of one of the page's picture URLs. */
function queryOf(url: string) {
  return Object.fromEntries(new URL(url, 'http://site.test').searchParams)
}

beforeAll(async () => {
  fixture = await startFeedServer(0)
  // The configured feed's origin is the one private origin the address policy lets through.
  process.env.NEWS_FEED_TR = `${fixture.origin}/tr.xml`
  process.env.SIGNING_SECRET = 'news-image-test-signing-secret-0123456789'
  resetEnvForTests()
  resetSigningSecretForTests()
  // No feed is read: the proxy serves what is signed, not what this process has cached.
  resetNewsForTests()
  clearNewsImageCache()
})

afterAll(async () => {
  resetNewsForTests()
  process.env = saved
  resetEnvForTests()
  resetSigningSecretForTests()
  await fixture.close()
})

describe('getNewsImage', () => {
  it('answers 400 without an address, or with a width or format it does not make, signed or not', async () => {
    const good = signed(`${fixture.origin}/img/tr-1.png`, 480, 'webp')
    expect((await getNewsImage({})).status).toBe(400)
    expect((await getNewsImage({ ...good, src: ['a', 'b'] })).status).toBe(400)
    expect((await getNewsImage({ ...good, src: '' })).status).toBe(400)
    expect((await getNewsImage({ ...good, s: [good.s, good.s] })).status).toBe(400)
    expect((await getNewsImage({ ...good, w: ['480', '480'] })).status).toBe(400)
    expect((await getNewsImage({ ...good, f: ['webp', 'avif'] })).status).toBe(400)
    for (const w of [undefined, '', '5000', '7', 'abc', '0480', '480.0', ' 480']) expect((await getNewsImage({ ...good, w })).status, String(w)).toBe(400)
    for (const f of [undefined, '', 'png', 'WEBP', 'gif']) expect((await getNewsImage({ ...good, f })).status, String(f)).toBe(400)
  })

  it('refuses (404) an unsigned URL, a changed address or signature, or one made with another key, without fetching', async () => {
    const src = `${fixture.origin}/img/tr-1.png`
    const good = signed(src, 480, 'webp')
    // Another last character whose unused low bits differ: base64url decodes it to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const sameBytes = [...alphabet]
      .map((char) => `${good.s.slice(0, -1)}${char}`)
      .find((candidate) => candidate !== good.s && Buffer.from(candidate, 'base64url').equals(Buffer.from(good.s, 'base64url')))
    expect(sameBytes).toBeDefined()
    const otherKey = [Buffer.alloc(32, 7)]
    // Every picture fetch opens a connection of its own (no pool): none may be tried for these.
    const guard = guardOutboundConnections()
    const fetches = () => guard.attemptsTo('127.0.0.1').filter((attempt) => attempt.port === Number(new URL(fixture.origin).port))
    try {
      for (const query of [
        { ...good, s: undefined },
        { ...good, s: '' },
        { ...good, s: sameBytes },
        { ...good, s: `${good.s}A` },
        { ...good, s: `${good.s.slice(0, -1)}+` },
        { ...good, s: good.s.toLowerCase() === good.s ? good.s.toUpperCase() : good.s.toLowerCase() },
        { ...good, src: `${fixture.origin}/img/tr-2.png` },
        { ...good, src: `${src}?` },
        { ...good, src: src.toUpperCase() },
        { ...good, s: signNewsImage(`${fixture.origin}/img/tr-2.png`) },
        { ...good, s: signNewsImage(src, otherKey) },
      ]) {
        expect((await getNewsImage(query)).status, JSON.stringify(query)).toBe(404)
      }
      expect(fetches()).toEqual([])
      expect((await getNewsImage(good)).status).toBe(200)
      expect(fetches()).toHaveLength(1)
    } finally {
      guard.restore()
    }
  })

  it('serves every allowed width and format of a signed address: only the address is signed', async () => {
    const src = `${fixture.origin}/img/tr-1.png`
    // The one signature of the page's JPEG <img> src.
    const { s } = signed(src, 640, 'jpeg')
    for (const [w, f] of [
      ['320', 'avif'],
      ['960', 'webp'],
      ['480', 'jpeg'],
    ] as const) {
      const result = await getNewsImage({ src, w, f, s })
      if (result.status !== 200) throw new Error(`${w} ${f}: status ${result.status}`)
      expect(result.contentType).toBe(`image/${f}`)
      expect((await sharp(result.body).metadata()).width).toBe(Number(w))
    }
  })

  it('refuses a signed address that is not http(s)', async () => {
    for (const src of ['file:///etc/passwd', 'data:image/png;base64,AAAA', 'ftp://127.0.0.1/a.png']) {
      expect((await getNewsImage(signed(src, 480, 'jpeg'))).status, src).toBe(404)
    }
  })

  it('serves a signed picture resized to the width, as AVIF, WebP or JPEG by the URL', async () => {
    const src = `${fixture.origin}/img/tr-1.png`
    const cases = [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpeg', 'image/jpeg', 'jpeg'],
    ] as const
    for (const [format, contentType, decoded] of cases) {
      const result = await getNewsImage(signed(src, 480, format))
      if (result.status !== 200) throw new Error(`status ${result.status}`)
      expect(result.contentType).toBe(contentType)
      const meta = await sharp(result.body).metadata()
      expect(meta.format).toBe(decoded)
      expect(meta.width).toBe(480)
      expect(meta.height).toBe(270)
    }
  })

  it('serves repeated requests from memory', async () => {
    const query = signed(`${fixture.origin}/img/tr-2.png`, 320, 'webp')
    const first = await getNewsImage(query)
    await fixture.close()
    const second = await getNewsImage(query)
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
    // Signed as the page signs them, as the page renders them: the signature must not make an
    // internal address fetchable.
    pictures = (await loadNews('en')).map((item) => (item.picture ? newsPictureSources(item.picture).src : ''))
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
    for (const url of inward) {
      expect(await getNewsImage(queryOf(url)), url).toEqual({ status: 302, location: NO_IMAGE_PATH })
    }
    expect(internal.hits).toBe(0)
    for (const host of ['10.0.0.1', '169.254.169.254', '::1', '::ffff:7f00:1', '0.0.0.0', 'intranet.test']) {
      expect(guard.attemptsTo(host), host).toEqual([])
    }
    expect(guard.attemptsTo('127.0.0.1').filter((attempt) => attempt.port === internal.port)).toEqual([])
  })

  it('still serves a picture from the configured feed’s own origin', async () => {
    const own = queryOf(pictures.at(-1) ?? '')
    expect(own.src).toBe(`${feed.origin}/own.png`)
    const result = await getNewsImage(own)
    expect(result).toMatchObject({ status: 200, contentType: 'image/jpeg' })
  })
})

describe('image helpers', () => {
  it('evicts the least recently used images beyond the byte cap', () => {
    const lru = renderedImageCache(100)
    const image = (n: number) => ({ body: Buffer.alloc(n), format: 'webp' as const })
    lru.set('a', image(40))
    lru.set('b', image(40))
    lru.get('a')
    lru.set('c', image(40))
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBeDefined()
    expect({ entries: lru.size, bytes: lru.calculatedSize }).toEqual({ entries: 2, bytes: 80 })
    lru.set('huge', image(101))
    expect(lru.get('huge')).toBeUndefined()
    expect({ entries: lru.size, bytes: lru.calculatedSize }).toEqual({ entries: 2, bytes: 80 })
    // Replacing an image counts its new size only.
    lru.set('a', image(10))
    lru.set('d', image(50))
    expect({ entries: lru.size, bytes: lru.calculatedSize }).toEqual({ entries: 3, bytes: 100 })
    expect(lru.get('c')).toBeDefined()
  })
})
