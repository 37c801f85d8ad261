import type { RequestHandler } from 'express'
import { sql } from 'drizzle-orm'
import { pageViews } from '@db/schema'
import { isLanguage } from '~/features/i18n/languages'
import { getDatabase } from '~/lib/server/database.server'
import { onShutdown } from '~/lib/server/lifecycle.server'
import { logger } from '~/lib/server/logger.server'
import { companyDay } from '~/lib/company-time'

/**
 * First-party, cookieless page-view counts (issue 18). A page view is a page the server answered
 * with 200: a document, or the data of a page reached by client-side navigation (`/en/contact.data`).
 * A document answered 304 (seen again, not modified) counts too. Not counted: prefetches (`Sec-Purpose: prefetch`), robots and headless browsers, the admin pages,
 * anything that is not a page of a language. Kept per day, path, language and referring site only;
 * counted in memory and added to the table every FLUSH_INTERVAL_MS and at shutdown.
 */

export type PageViewRequest = {
  method: string
  path: string
  status: number
  contentType: string | undefined
  userAgent: string | undefined
  purpose: string | undefined
  accept: string | undefined
  referer: string | undefined
  host: string | undefined
}

export type PageView = { path: string; language: string; referrerHost: string }

const ROBOT = /bot|crawl|spider|slurp|headless|lighthouse|preview|monitor|curl|wget|python|java\/|go-http|node-fetch|undici|axios/i
const MAX_PATH_LENGTH = 200
const MAX_HOST_LENGTH = 100

/** The page view a finished request was, or null when it was none (see above). */
export function pageViewOf(request: PageViewRequest): PageView | null {
  if (request.method !== 'GET' || (request.status !== 200 && request.status !== 304)) return null
  if (!request.userAgent || ROBOT.test(request.userAgent) || /prefetch|prerender/i.test(request.purpose ?? '')) return null
  const navigation = request.path.endsWith('.data')
  // A page seen again may be answered "not modified" (304), without a body or its type.
  const document = request.status === 200 ? Boolean(request.contentType?.startsWith('text/html')) : Boolean(request.accept?.includes('text/html'))
  if (navigation ? request.status !== 200 : !document) return null
  let path = navigation ? request.path.slice(0, -'.data'.length) : request.path
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  const language = path.split('/')[1] ?? ''
  if (!isLanguage(language) || path.length > MAX_PATH_LENGTH || /^\/\w+\/admin(\/|$)/.test(path)) return null
  return { path, language, referrerHost: navigation ? '' : referrerHost(request.referer, request.host) }
}

/** Another site's host from the Referer (www. dropped); '' for none, this site, or nonsense. */
function referrerHost(referer: string | undefined, ownHost: string | undefined): string {
  if (!referer) return ''
  try {
    const { hostname, protocol } = new URL(referer)
    if (!/^https?:$/.test(protocol)) return ''
    const host = hostname.toLowerCase().replace(/^www\./, '')
    const own = (ownHost ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '')
    return host === own || host.length > MAX_HOST_LENGTH ? '' : host
  } catch {
    return ''
  }
}

// -- counting and writing ---------------------------------------------------------------------

const FLUSH_INTERVAL_MS = 15_000
/** Distinct day/path/language/referrer rows held while the database does not answer; more are dropped. */
const MAX_PENDING_ROWS = 20_000

const pending = new Map<string, number>()
let timer: ReturnType<typeof setInterval> | undefined
let flushing: Promise<void> | undefined
let dropped = 0

type CountedRow = PageView & { day: string }
const rowKey = (row: CountedRow) => [row.day, row.path, row.language, row.referrerHost].join('\t')

export function countPageView(view: PageView, now = new Date()): void {
  const key = rowKey({ ...view, day: companyDay(now) })
  const count = pending.get(key)
  if (count === undefined && pending.size >= MAX_PENDING_ROWS) {
    if (dropped++ === 0) logger.warn('page views not counted: the database has not answered for a while')
    return
  }
  pending.set(key, (count ?? 0) + 1)
  if (!timer) {
    timer = setInterval(() => void flushPageViews(), FLUSH_INTERVAL_MS)
    timer.unref()
    onShutdown(async () => {
      clearInterval(timer)
      await flushPageViews()
    })
  }
}

/** Adds what was counted to the table (the admin page calls it before reading). Never throws. */
export function flushPageViews(): Promise<void> {
  flushing ??= writePending().finally(() => (flushing = undefined))
  return flushing
}

async function writePending(): Promise<void> {
  if (pending.size === 0) return
  const rows = [...pending].map(([key, views]) => {
    const [day, path, language, referrerHost] = key.split('\t') as [string, string, string, string]
    return { day, path, language, referrerHost, views }
  })
  pending.clear()
  try {
    const database = await getDatabase()
    await database.db
      .insert(pageViews)
      .values(rows)
      .onConflictDoUpdate({ target: [pageViews.day, pageViews.path, pageViews.language, pageViews.referrerHost], set: { views: sql`${pageViews.views} + excluded.views` } })
    dropped = 0
  } catch (error) {
    // Kept for the next attempt (merged with what was counted meanwhile).
    for (const row of rows) pending.set(rowKey(row), (pending.get(rowKey(row)) ?? 0) + row.views)
    logger.warn({ err: error instanceof Error ? error.message : String(error), rows: rows.length }, 'page views not written yet')
  }
}

/** Express: counts each finished request that was a page view. */
export const pageViewCounting: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' && /^\/(tr|en|de)(\/|\.data$|$)/.test(req.path)) {
    res.once('finish', () => {
      const view = pageViewOf({
        method: req.method,
        path: req.path,
        status: res.statusCode,
        contentType: String(res.getHeader('content-type') ?? ''),
        userAgent: req.get('user-agent'),
        purpose: req.get('sec-purpose') ?? req.get('purpose'),
        accept: req.get('accept'),
        referer: req.get('referer'),
        host: req.get('host'),
      })
      if (view) countPageView(view)
    })
  }
  next()
}
