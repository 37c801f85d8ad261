import type { RequestHandler } from 'express'
import { sql } from 'drizzle-orm'
import { pageViews } from '@db/schema'
import { isLanguage } from '~/features/i18n/languages'
import { isConnectionLoss } from '@db/client.server'
import { getDatabase } from '~/lib/server/database.server'
import { onShutdown } from '~/lib/server/lifecycle.server'
import { logger } from '~/lib/server/logger.server'
import { companyDay } from '~/lib/company-time'
import { canonicalPath } from '~/lib/canonical-path'
import { OTHER_REFERRER } from './referrer'

export { OTHER_REFERRER }

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
  // One page, one row: `/en/c%6Fntact` is `/en/contact` (server/canonical-url redirects such
  // spellings before they are rendered; this keeps the count right wherever a page is answered).
  let path = canonicalPath(navigation ? request.path.slice(0, -'.data'.length) : request.path)
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
/**
 * Distinct referring hosts kept per flush period; views from further hosts are counted under
 * OTHER_REFERRER. A burst of made-up Referer headers then adds a few hundred rows, not one per
 * request (the admin page shows the top ten anyway).
 */
export const MAX_REFERRER_HOSTS = 500
/**
 * Rows per INSERT: 5 bind parameters each, so 5,000 of PostgreSQL's 65,535, and small enough that
 * building one statement does not hold the event loop for long (it yields between batches).
 */
export const BATCH_ROWS = 1000
export type CountedRow = PageView & { day: string; views: number }
type PageViewCounterOptions = {
  /** Adds one batch of rows to the table. */
  write: (rows: CountedRow[]) => Promise<void>
  maxPendingRows?: number
  maxReferrerHosts?: number
  batchRows?: number
}

const rowKey = (row: PageView & { day: string }) => [row.day, row.path, row.language, row.referrerHost].join('\t')

/** The counter: views are added up in memory and written in batches by `flush`. */
export function createPageViewCounter({ write, maxPendingRows = MAX_PENDING_ROWS, maxReferrerHosts = MAX_REFERRER_HOSTS, batchRows = BATCH_ROWS }: PageViewCounterOptions) {
  const pending = new Map<string, number>()
  /**
   * Keys whose last write failed once: a row fails at most twice, then it is dropped whatever
   * the reason (counts are not worth a queue that never drains).
   */
  const failedOnce = new Set<string>()
  const referrerHosts = new Set<string>()
  let flushing: Promise<void> | undefined
  let dropped = 0

  function count(view: PageView, now = new Date()): void {
    let referrer = view.referrerHost
    if (referrer !== '' && !referrerHosts.has(referrer)) {
      if (referrerHosts.size < maxReferrerHosts) referrerHosts.add(referrer)
      else referrer = OTHER_REFERRER
    }
    const day = companyDay(now)
    let key = rowKey({ ...view, referrerHost: referrer, day })
    if (!pending.has(key) && pending.size >= maxPendingRows && referrer !== '') key = rowKey({ ...view, referrerHost: OTHER_REFERRER, day })
    const views = pending.get(key)
    if (views === undefined && pending.size >= maxPendingRows) {
      if (dropped++ === 0) logger.warn('page views not counted: the database has not answered for a while')
      return
    }
    pending.set(key, (views ?? 0) + 1)
  }

  /** Adds what was counted to the table. Never throws; a second call while one runs waits for it. */
  function flush(): Promise<void> {
    flushing ??= writePending().finally(() => (flushing = undefined))
    return flushing
  }

  async function writePending(): Promise<void> {
    if (pending.size === 0) return
    const rows = [...pending].map(([key, views]): CountedRow => {
      const [day, path, language, referrerHost] = key.split('\t') as [string, string, string, string]
      return { day, path, language, referrerHost, views }
    })
    pending.clear()
    // A new period: the next views may bring other referring sites.
    referrerHosts.clear()
    for (let start = 0; start < rows.length; start += batchRows) {
      // Between batches the loop serves requests (and counts views into the fresh `pending`).
      if (start > 0) await new Promise((resolve) => setImmediate(resolve))
      const batch = rows.slice(start, start + batchRows)
      try {
        await write(batch)
        dropped = 0
        for (const row of batch) failedOnce.delete(rowKey(row))
      } catch (error) {
        requeueOrDrop(batch, error)
      }
    }
  }

  /**
   * A lost connection may work next time: the batch is kept (merged with what was counted
   * meanwhile) for one more attempt. An error of the statement itself (bad data, too many
   * parameters) would fail again forever, so that batch is dropped at once, as is one that
   * failed twice.
   */
  function requeueOrDrop(batch: CountedRow[], error: unknown): void {
    const message = error instanceof Error ? error.message : String(error)
    const retry = isRetryable(error) ? batch.filter((row) => !failedOnce.has(rowKey(row))) : []
    for (const row of batch) failedOnce.delete(rowKey(row))
    for (const row of retry) {
      const key = rowKey(row)
      failedOnce.add(key)
      pending.set(key, (pending.get(key) ?? 0) + row.views)
    }
    const kept = new Set(retry)
    const lost = batch.filter((row) => !kept.has(row))
    if (retry.length > 0) logger.warn({ err: message, rows: retry.length }, 'page views not written yet')
    if (lost.length > 0) logger.error({ err: message, rows: lost.length, views: lost.reduce((sum, row) => sum + row.views, 0) }, 'page views dropped: their write failed')
  }

  /** At shutdown: a flush already running wrote a snapshot, so what was counted meanwhile needs one more. */
  async function flushAll(): Promise<void> {
    await flush()
    if (pending.size > 0) await flush()
  }

  return {
    count,
    flush,
    flushAll,
    /** Rows waiting for the next write (for tests). */
    pendingRows: () => pending.size,
  }
}

/** The connection broke or the database is restarting (worth one more try), unlike an error of the statement. */
function isRetryable(error: unknown): boolean {
  // 08P01 (protocol violation) is what a statement with too many parameters gets: it would fail again.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '08P01') return false
    current = (current as { cause?: unknown }).cause
  }
  return isConnectionLoss(error)
}

const counter = createPageViewCounter({
  write: async (rows) => {
    const database = await getDatabase()
    await database.db
      .insert(pageViews)
      .values(rows)
      .onConflictDoUpdate({ target: [pageViews.day, pageViews.path, pageViews.language, pageViews.referrerHost], set: { views: sql`${pageViews.views} + excluded.views` } })
  },
})
let timer: ReturnType<typeof setInterval> | undefined

export function countPageView(view: PageView, now = new Date()): void {
  counter.count(view, now)
  if (!timer) {
    timer = setInterval(() => void counter.flush(), FLUSH_INTERVAL_MS)
    timer.unref()
    onShutdown(async () => {
      clearInterval(timer)
      await counter.flushAll()
    })
  }
}

/** Adds what was counted to the table (the admin page calls it before reading). Never throws. */
export function flushPageViews(): Promise<void> {
  return counter.flush()
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
