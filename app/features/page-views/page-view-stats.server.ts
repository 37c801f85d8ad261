import { and, desc, gte, lte, ne, sql } from 'drizzle-orm'
import type { Database } from '@db/client.server'
import { pageViews } from '@db/schema'
import { LANGUAGES, type Language } from '~/features/i18n/languages'
import { shiftDay } from '~/lib/company-time'

export type DayViews = { day: string; total: number } & Record<Language, number>
export type PageViewStats = {
  from: string
  to: string
  total: number
  byLanguage: Record<Language, number>
  days: DayViews[]
  topPaths: { path: string; views: number }[]
  topReferrers: { host: string; views: number }[]
}

const TOP = 10
const zeroLanguages = () => Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<Language, number>

/** The counts of the `days` company days up to and including `today`: per day and language, top pages and referring sites. */
export async function pageViewStats(database: Database, days: number, today: string): Promise<PageViewStats> {
  const from = shiftDay(today, -(days - 1))
  const inPeriod = and(gte(pageViews.day, from), lte(pageViews.day, today))
  const views = sql<number>`sum(${pageViews.views})::int`
  const [perDay, topPaths, topReferrers] = await Promise.all([
    database.db.select({ day: pageViews.day, language: pageViews.language, views }).from(pageViews).where(inPeriod).groupBy(pageViews.day, pageViews.language),
    database.db.select({ path: pageViews.path, views }).from(pageViews).where(inPeriod).groupBy(pageViews.path).orderBy(desc(views), pageViews.path).limit(TOP),
    database.db
      .select({ host: pageViews.referrerHost, views })
      .from(pageViews)
      .where(and(inPeriod, ne(pageViews.referrerHost, '')))
      .groupBy(pageViews.referrerHost)
      .orderBy(desc(views), pageViews.referrerHost)
      .limit(TOP),
  ])
  const dayRows = new Map<string, DayViews>()
  for (let offset = 0; offset < days; offset++) {
    const day = shiftDay(from, offset)
    dayRows.set(day, { day, total: 0, ...zeroLanguages() })
  }
  const byLanguage = zeroLanguages()
  for (const row of perDay) {
    const entry = dayRows.get(row.day)
    if (!entry || !(LANGUAGES as readonly string[]).includes(row.language)) continue
    entry[row.language as Language] += row.views
    entry.total += row.views
    byLanguage[row.language as Language] += row.views
  }
  const total = Object.values(byLanguage).reduce((sum, count) => sum + count, 0)
  return { from, to: today, total, byLanguage, days: [...dayRows.values()], topPaths, topReferrers }
}
