import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageViews } from '@db/schema'
import { countPageView, flushPageViews } from '~/features/page-views/page-view-counter.server'
import { pageViewStats } from '~/features/page-views/page-view-stats.server'
import { resetEnvForTests } from '~/lib/env.server'
import { closeDatabase, getDatabase } from '~/lib/server/database.server'

describe('first-party page-view counts on the embedded database', () => {
  let dataDir = ''

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'page-views-'))
    process.env.DATA_DIR = dataDir
    delete process.env.DATABASE_URL
    resetEnvForTests()
  })

  afterAll(async () => {
    await closeDatabase()
    rmSync(dataDir, { recursive: true, force: true })
  })

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
})
