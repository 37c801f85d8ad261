import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { NEWS_FEEDS } from '@content/news-feeds'
import { resetEnvForTests } from '~/lib/env.server'
import { resetSigningSecretForTests } from '~/lib/server/signing-secret.server'
import { startFeedServer } from '../../../tests/fixtures/feed-server.js'
import { verifyNewsImage } from './news-image-signature.server'
import { feedFor, loadNews, newsCacheStatus, resetNewsForTests, warmNews } from './news.server'
import { scaled } from '../../../tests/fixtures/slowness.js'

type Fixture = { origin: string; setFlaky: (id: string, mode: string) => void; close: () => Promise<void> }
let fixture: Fixture
const saved = { ...process.env }

function useFeeds(feeds: Partial<Record<'TR' | 'EN' | 'DE', string>>, extra: Record<string, string> = {}) {
  for (const key of ['NEWS_FEED_TR', 'NEWS_FEED_EN', 'NEWS_FEED_DE', 'NEWS_CACHE_TTL_SECONDS', 'NEWS_FETCH_TIMEOUT_MS']) delete process.env[key]
  for (const [language, path] of Object.entries(feeds)) process.env[`NEWS_FEED_${language}`] = `${fixture.origin}${path}`
  Object.assign(process.env, extra)
  resetEnvForTests()
  resetNewsForTests()
}

const isSettled = (promise: Promise<unknown>) => (promise as Promise<unknown> & { status?: string }).status === 'fulfilled'

beforeAll(async () => {
  fixture = (await startFeedServer(0)) as Fixture
  // Picture URLs are signed; a fixed secret keeps these tests away from any database.
  process.env.SIGNING_SECRET = 'news-server-test-signing-secret-0123456789'
  resetSigningSecretForTests()
})

afterAll(async () => {
  resetNewsForTests()
  process.env = saved
  resetEnvForTests()
  resetSigningSecretForTests()
  await fixture.close()
})

beforeEach(() => useFeeds({ TR: '/tr.xml', EN: '/en.xml', DE: '/de.xml' }))

describe('feed configuration', () => {
  it('has a built-in http(s) feed per language and lets NEWS_FEED_* replace only the address', () => {
    useFeeds({})
    expect(feedFor('tr').url).toBe(NEWS_FEEDS.tr.url)
    expect(feedFor('en').url).toBe('https://feeds.bbci.co.uk/news/technology/rss.xml')
    expect(feedFor('de').url).toBe('https://www.heise.de/rss/heise-atom.xml')
    useFeeds({ EN: '/en.xml' })
    expect(feedFor('en')).toEqual({ ...NEWS_FEEDS.en, url: `${fixture.origin}/en.xml` })
  })
})

describe('loadNews against the fixture feeds', () => {
  it('reads the right feed per language, with the per-source image rules still applied', async () => {
    const [tr, en, de] = await Promise.all([loadNews('tr'), loadNews('en'), loadNews('de')])
    expect(tr[0]?.title).toBe('Yerli yapay zekâ modeli Türkçe testlerde rekor kırdı')
    expect(en[0]?.title).toBe('Chipmakers race to build smaller AI accelerators')
    expect(de[0]?.title).toBe('Neue Prozessorgeneration: Mehr Leistung bei weniger Verbrauch')
    // tr: _300x169 removed; en: /standard/240/ → /standard/960/; de (Atom): img in the content.
    expect(tr[0]?.picture?.src).toBe(`${fixture.origin}/img/tr-1.png`)
    expect(en[0]?.picture?.src).toBe(`${fixture.origin}/ace/standard/960/img/en-1.png`)
    expect(de[0]?.picture?.src).toBe(`${fixture.origin}/img/de-1.png`)
    expect(de[0]?.link).toBe(`${fixture.origin}/articles/de-1`)
  })

  it('resolves synchronously once cached, so the page renders it without waiting', async () => {
    const first = loadNews('en')
    expect(isSettled(first)).toBe(false)
    await first
    const second = loadNews('en')
    expect(isSettled(second)).toBe(true)
    expect(await second).toHaveLength(6)
  })

  it('gives every picture its signed address, and nothing more, signed once while the list is cached', async () => {
    const items = await loadNews('tr')
    const picture = items[0]?.picture
    if (!picture) throw new Error('no picture')
    // One compact value per item: the URLs of every width and format are made where rendered.
    expect(Object.keys(picture).sort()).toEqual(['s', 'src'])
    expect(picture.src).toBe(`${fixture.origin}/img/tr-1.png`)
    expect(verifyNewsImage(picture.src, picture.s)).toBe(true)
    // The address travels once, inside the signed picture.
    for (const item of items) expect(item).not.toHaveProperty('imageUrl')
    expect((await loadNews('tr'))[0]?.picture).toBe(picture)
  })

  it('gives an item without a picture none (the page shows the placeholder)', async () => {
    useFeeds({ EN: '/placeholders/en.xml' })
    const items = await loadNews('en')
    expect(items.some((item) => item.picture === null)).toBe(true)
    expect(items.some((item) => item.picture !== null)).toBe(true)
  })

  it('warms every language in the background at start', async () => {
    warmNews()
    for (const language of ['tr', 'en', 'de'] as const) expect(newsCacheStatus(language).refreshing).toBe(true)
    await vi.waitFor(() => {
      for (const language of ['tr', 'en', 'de'] as const) expect(newsCacheStatus(language).hasValue).toBe(true)
    }, { timeout: scaled(5000) })
  })
})

describe('loadNews when a feed misbehaves', () => {
  it('never rejects: 500, garbage, a 5 MB document and an unreachable host give no items', async () => {
    useFeeds({ TR: '/status/500', EN: '/garbage', DE: '/huge.xml' })
    expect(await loadNews('tr')).toEqual([])
    expect(await loadNews('en')).toEqual([])
    expect(await loadNews('de')).toEqual([])
    expect(newsCacheStatus('tr').lastError).toBe('HTTP 500')
    expect(newsCacheStatus('en').lastError).toMatch(/XML/)
    expect(newsCacheStatus('de').lastError).toBe('response too large')
    process.env.NEWS_FEED_TR = 'http://127.0.0.1:9/unreachable.xml'
    resetEnvForTests()
    resetNewsForTests()
    expect(await loadNews('tr')).toEqual([])
  })

  it('gives up on a hanging feed after the timeout', async () => {
    useFeeds({ EN: '/hang' }, { NEWS_FETCH_TIMEOUT_MS: '300' })
    // The fixture never answers: only the timeout can end this call (the test's own timeout would fail it).
    expect(await loadNews('en')).toEqual([])
    expect(newsCacheStatus('en').lastError).toBe('timed out')
  })

  /** The cache's 1 s TTL passes on a fake calendar clock (timers and the network stay real). */
  function passTheTtl() {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    vi.setSystemTime(Date.now() + 1100)
  }
  afterEach(() => vi.useRealTimers())

  it('does not ask a failed feed again before the TTL; a recovered feed shows after it', async () => {
    useFeeds({ TR: '/flaky/tr-recover.xml' }, { NEWS_CACHE_TTL_SECONDS: '1' })
    fixture.setFlaky('tr-recover', '500')
    expect(await loadNews('tr')).toEqual([])
    fixture.setFlaky('tr-recover', 'ok')
    expect(await loadNews('tr')).toEqual([])
    passTheTtl()
    expect((await loadNews('tr'))[0]?.title).toBe('Yerli yapay zekâ modeli Türkçe testlerde rekor kırdı')
  })

  it('keeps the last good copy when the feed breaks later', async () => {
    useFeeds({ EN: '/flaky/en-break.xml' }, { NEWS_CACHE_TTL_SECONDS: '1' })
    fixture.setFlaky('en-break', 'ok')
    expect(await loadNews('en')).toHaveLength(6)
    fixture.setFlaky('en-break', 'garbage')
    passTheTtl()
    // Stale copy served at once while the (failing) refresh runs; still there afterwards.
    expect(await loadNews('en')).toHaveLength(6)
    await vi.waitFor(() => expect(newsCacheStatus('en').lastError).toMatch(/XML/))
    expect(await loadNews('en')).toHaveLength(6)
  })
})
