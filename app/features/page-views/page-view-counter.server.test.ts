import { describe, expect, it } from 'vitest'
import { BATCH_ROWS, createPageViewCounter, MAX_REFERRER_HOSTS, OTHER_REFERRER, pageViewOf, type CountedRow, type PageViewRequest } from './page-view-counter.server'

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const page = (changes: Partial<PageViewRequest> = {}): PageViewRequest => ({
  method: 'GET',
  path: '/en/contact',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  userAgent: CHROME,
  purpose: undefined,
  accept: 'text/html,application/xhtml+xml',
  referer: undefined,
  host: 'softwarefactory.example',
  ...changes,
})

describe('what counts as a page view', () => {
  it('counts a page document and the data of a page reached by client-side navigation', () => {
    expect(pageViewOf(page())).toEqual({ path: '/en/contact', language: 'en', referrerHost: '' })
    expect(pageViewOf(page({ path: '/de/shop/grid.data', contentType: 'text/x-script' }))).toEqual({ path: '/de/shop/grid', language: 'de', referrerHost: '' })
    expect(pageViewOf(page({ path: '/tr.data', contentType: 'text/x-script' }))).toEqual({ path: '/tr', language: 'tr', referrerHost: '' })
    expect(pageViewOf(page({ path: '/en/about/', status: 304, contentType: undefined }))).toEqual({ path: '/en/about', language: 'en', referrerHost: '' })
  })

  it('counts a page under its canonical path, whatever its spelling', () => {
    for (const path of ['/en/c%6Fntact', '/en/%63%6f%6E%74%61%63%74', '/en/contac%74.data']) expect(pageViewOf(page({ path }))?.path, path).toBe('/en/contact')
    expect(pageViewOf(page({ path: '/en/%65n' }))?.path).toBe('/en/en')
  })

  it('keeps only the host of another site the visitor came from', () => {
    expect(pageViewOf(page({ referer: 'https://www.google.com/search?q=erp' }))?.referrerHost).toBe('google.com')
    expect(pageViewOf(page({ referer: 'https://softwarefactory.example/en' }))?.referrerHost).toBe('')
    expect(pageViewOf(page({ referer: 'android-app://com.slack/' }))?.referrerHost).toBe('')
    expect(pageViewOf(page({ referer: 'not a url' }))?.referrerHost).toBe('')
  })

  it('leaves out robots, prefetches, errors, posts, files, the admin pages and paths outside the languages', () => {
    for (const request of [
      page({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      page({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36' }),
      page({ userAgent: undefined }),
      page({ purpose: 'prefetch' }),
      page({ purpose: 'prefetch;prerender' }),
      page({ status: 404 }),
      page({ status: 500 }),
      page({ method: 'POST' }),
      page({ contentType: 'application/json' }),
      page({ status: 304, accept: 'image/avif,image/webp' }),
      page({ path: '/en/admin/leads' }),
      page({ path: '/en/admin/page-views.data', contentType: 'text/x-script' }),
      page({ path: '/fr/contact' }),
      page({ path: `/en/${'x'.repeat(300)}` }),
    ]) {
      expect(pageViewOf(request), JSON.stringify(request)).toBeNull()
    }
  })
})

describe('writing what was counted', () => {
  const day = new Date('2026-04-01T09:00:00Z')
  const sum = (rows: CountedRow[]) => rows.reduce((total, row) => total + row.views, 0)
  const sqlError = Object.assign(new Error('bind message has 34464 parameter formats but 0 parameters'), { code: '08P01' })
  const connectionLost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

  it('writes in batches that fit PostgreSQL, and folds referring sites past the cap into one row', async () => {
    const batches: CountedRow[][] = []
    const counter = createPageViewCounter({ write: async (rows) => void batches.push(rows) })
    for (let index = 0; index < 25_000; index++) counter.count({ path: '/en', language: 'en', referrerHost: `spam${index}.x.example` }, day)
    for (let index = 0; index < 3_000; index++) counter.count({ path: `/de/p${index}`, language: 'de', referrerHost: '' }, day)
    await counter.flush()
    expect(batches.length).toBe(Math.ceil((MAX_REFERRER_HOSTS + 1 + 3_000) / BATCH_ROWS))
    for (const batch of batches) expect(batch.length * 5).toBeLessThanOrEqual(BATCH_ROWS * 5)
    expect(BATCH_ROWS * 5).toBeLessThan(65_535)
    const written = batches.flat()
    expect(sum(written)).toBe(28_000)
    expect(written.find((row) => row.referrerHost === OTHER_REFERRER)?.views).toBe(25_000 - MAX_REFERRER_HOSTS)
    expect(counter.pendingRows()).toBe(0)
  })

  it('drops a batch whose statement fails, instead of failing every later flush', async () => {
    let calls = 0
    const written: CountedRow[] = []
    const counter = createPageViewCounter({
      write: async (rows) => {
        calls++
        if (rows.some((row) => row.path === '/en/bad')) throw sqlError
        written.push(...rows)
      },
      batchRows: 2,
    })
    counter.count({ path: '/en/bad', language: 'en', referrerHost: '' }, day)
    counter.count({ path: '/en/a', language: 'en', referrerHost: '' }, day)
    counter.count({ path: '/en/b', language: 'en', referrerHost: '' }, day)
    await counter.flush()
    expect(counter.pendingRows()).toBe(0)
    expect(written.map((row) => row.path)).toEqual(['/en/b'])
    counter.count({ path: '/en/c', language: 'en', referrerHost: '' }, day)
    await counter.flush()
    expect(written.map((row) => row.path)).toEqual(['/en/b', '/en/c'])
    expect(calls).toBe(3)
  })

  it('retries a batch once after a lost connection, merged with what was counted meanwhile, and drops it after a second failure', async () => {
    let failures = 1
    const written: CountedRow[] = []
    const counter = createPageViewCounter({
      write: async (rows) => {
        if (failures-- > 0) throw connectionLost
        written.push(...rows)
      },
    })
    counter.count({ path: '/en', language: 'en', referrerHost: '' }, day)
    await counter.flush()
    expect(counter.pendingRows()).toBe(1)
    counter.count({ path: '/en', language: 'en', referrerHost: '' }, day)
    await counter.flush()
    expect(written).toEqual([{ day: '2026-04-01', path: '/en', language: 'en', referrerHost: '', views: 2 }])

    failures = 2
    counter.count({ path: '/de', language: 'de', referrerHost: '' }, day)
    await counter.flush()
    expect(counter.pendingRows()).toBe(1)
    await counter.flush()
    expect(counter.pendingRows()).toBe(0)
    expect(written).toHaveLength(1)
  })
})

describe('the shutdown flush', () => {
  it('writes what was counted while a flush was running, so no view counted before the exit is lost', async () => {
    const day = new Date('2026-04-01T09:00:00Z')
    let releaseFirst = () => {}
    const written: CountedRow[] = []
    let calls = 0
    const counter = createPageViewCounter({
      write: async (rows) => {
        if (calls++ === 0) await new Promise<void>((resolve) => (releaseFirst = resolve))
        written.push(...rows)
      },
    })
    counter.count({ path: '/en', language: 'en', referrerHost: '' }, day)
    const running = counter.flush()
    // Counted during the running flush (the interval's), then SIGTERM: what the shutdown hook does.
    counter.count({ path: '/de', language: 'de', referrerHost: '' }, day)
    const shutdown = counter.flushAll()
    releaseFirst()
    await Promise.all([running, shutdown])
    expect(written.map((row) => row.path).sort()).toEqual(['/de', '/en'])
    expect(counter.pendingRows()).toBe(0)
  })
})
