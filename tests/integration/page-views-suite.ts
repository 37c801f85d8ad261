import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { pageViews } from '@db/schema'
import { BATCH_ROWS, countPageView, flushPageViews, MAX_REFERRER_HOSTS, OTHER_REFERRER, pageViewCounting } from '~/features/page-views/page-view-counter.server'
import { pageViewStats } from '~/features/page-views/page-view-stats.server'
import { getDatabase } from '~/lib/server/database.server'
import { canonicalUrl } from '../../server/canonical-url'
import { openTestDatabase } from './helpers/test-database'

/** Every spelling of `/en/contact` with some of its letters percent-encoded (upper or lower case hex): 128 of them. */
function contactSpellings(): string[] {
  const letters = [...'contact']
  return Array.from({ length: 2 ** letters.length }, (_, mask) => {
    const hex = (letter: string) => (mask % 2 ? letter.charCodeAt(0).toString(16).toUpperCase() : letter.charCodeAt(0).toString(16))
    return `/en/${letters.map((letter, index) => (mask & (1 << index) ? `%${hex(letter)}` : letter)).join('')}`
  })
}

/** Page-view counts written to a real database, once on embedded PGlite and once on a PostgreSQL server. */
export function pageViewsSuite(engine: 'pglite' | 'postgres') {
  describe(`first-party page-view counts (${engine})`, () => {
    let close = async () => {}

    beforeAll(async () => {
      ;({ close } = await openTestDatabase(engine, 'page-views'))
    })

    afterAll(() => close())

    it('adds what was counted to one row per day, path, language and referring site, and sums them per day and language', async () => {
      // 23:30 UTC on 9 March is 02:30 on 10 March in Istanbul: the company's day.
      const lateUtc = new Date('2026-03-09T23:30:00Z')
      const noon = new Date('2026-03-10T09:00:00Z')
      for (let index = 0; index < 3; index++) countPageView({ path: '/en/contact', language: 'en', referrerHost: '' }, lateUtc)
      countPageView({ path: '/de/contact', language: 'de', referrerHost: 'google.com' }, noon)
      countPageView({ path: '/tr', language: 'tr', referrerHost: '' }, new Date('2026-03-08T10:00:00Z'))
      await flushPageViews()
      // A second batch adds to the same rows.
      countPageView({ path: '/en/contact', language: 'en', referrerHost: '' }, noon)
      await flushPageViews()

      const database = await getDatabase()
      expect((await database.db.select().from(pageViews)).map(({ day, path: page, language, referrerHost, views }) => [day, page, language, referrerHost, views]).sort()).toEqual([
        ['2026-03-08', '/tr', 'tr', '', 1],
        ['2026-03-10', '/de/contact', 'de', 'google.com', 1],
        ['2026-03-10', '/en/contact', 'en', '', 4],
      ])

      const stats = await pageViewStats(database, 7, '2026-03-10')
      expect(stats).toMatchObject({ from: '2026-03-04', to: '2026-03-10', total: 6, byLanguage: { tr: 1, en: 4, de: 1 } })
      expect(stats.days).toHaveLength(7)
      expect(stats.days.at(-1)).toEqual({ day: '2026-03-10', total: 5, tr: 0, en: 4, de: 1 })
      expect(stats.days.at(-3)).toEqual({ day: '2026-03-08', total: 1, tr: 1, en: 0, de: 0 })
      expect(stats.topPaths).toEqual([
        { path: '/en/contact', views: 4 },
        { path: '/de/contact', views: 1 },
        { path: '/tr', views: 1 },
      ])
      expect(stats.topReferrers).toEqual([{ host: 'google.com', views: 1 }])
      // A period that ends before the views has none of them.
      expect((await pageViewStats(database, 7, '2026-03-07')).total).toBe(0)
    })

    it('counts a burst of 25,000 views from distinct referring sites, and the flushes after it still work', async () => {
      const database = await getDatabase()
      const day = new Date('2026-04-01T09:00:00Z')
      const totalViews = async () => Number((await database.db.select({ views: sql<number>`coalesce(sum(${pageViews.views}), 0)::int` }).from(pageViews).where(sql`${pageViews.day} = '2026-04-01'`))[0]!.views)
      // One INSERT of these rows had 125,000 bind parameters (PostgreSQL takes 65,535): every flush failed from then on.
      for (let index = 0; index < 25_000; index++) countPageView({ path: '/en', language: 'en', referrerHost: `spam${index}.x.example` }, day)
      // Distinct pages too: more rows than one statement could hold, even after the referring sites are folded.
      const pages = 14_000
      expect(pages * 5).toBeGreaterThan(65_535)
      for (let index = 0; index < pages; index++) countPageView({ path: `/de/p${index}`, language: 'de', referrerHost: '' }, day)
      await flushPageViews()
      expect(await totalViews()).toBe(25_000 + pages)
      const referrers = await database.db.select({ host: pageViews.referrerHost, views: pageViews.views }).from(pageViews).where(sql`${pageViews.day} = '2026-04-01' and ${pageViews.path} = '/en'`)
      expect(referrers).toHaveLength(MAX_REFERRER_HOSTS + 1)
      expect(referrers.find((row) => row.host === OTHER_REFERRER)?.views).toBe(25_000 - MAX_REFERRER_HOSTS)
      expect(BATCH_ROWS * 5).toBeLessThan(65_535)

      // The next period counts and writes as usual, new referring sites included.
      countPageView({ path: '/en', language: 'en', referrerHost: 'spam0.x.example' }, day)
      countPageView({ path: '/en', language: 'en', referrerHost: 'news.example' }, day)
      await flushPageViews()
      expect(await totalViews()).toBe(25_000 + pages + 2)
      const [row] = await database.db.select({ views: pageViews.views }).from(pageViews).where(sql`${pageViews.day} = '2026-04-01' and ${pageViews.referrerHost} = 'news.example'`)
      expect(row?.views).toBe(1)
    })

    it('counts a page once, whatever its spelling (127 percent-encoded spellings of /en/contact were 127 pages)', async () => {
      const database = await getDatabase()
      await flushPageViews()
      await database.db.delete(pageViews)
      // Express as server/app.ts mounts it: the counter, one URL per page, then a page answered 200.
      const app = express()
      app.use(pageViewCounting)
      app.use(canonicalUrl)
      app.get('/{*splat}', (_req, res) => void res.type('html').send('<!doctype html><title>page</title>'))
      const server = app.listen(0, '127.0.0.1')
      await new Promise((resolve) => server.once('listening', resolve))
      try {
        const { port } = server.address() as AddressInfo
        const spellings = contactSpellings()
        expect(new Set(spellings).size).toBe(128)
        for (const path of spellings) {
          const answer = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', accept: 'text/html' } })
          expect(answer.status, path).toBe(200)
          await answer.arrayBuffer()
        }
      } finally {
        server.close()
      }
      await flushPageViews()
      const rows = await database.db.select({ path: pageViews.path, views: pageViews.views }).from(pageViews)
      expect(rows).toEqual([{ path: '/en/contact', views: 128 }])
    })
  })
}
