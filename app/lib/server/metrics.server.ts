import type { Request, RequestHandler } from 'express'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The process's Prometheus metrics (prom-client): what an operator needs to see N instances
 * behind a proxy — requests by route kind and status, latency, page-cache results, leads
 * accepted and stored, the mail queue's depth, feed fetches. Served at /metrics (server/metrics.ts).
 * Labels have a fixed, small set of values: never a raw path, address or e-mail.
 */
export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry })

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route kind, method and status code.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [metricsRegistry],
})

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of the answer, by route kind.',
  labelNames: ['route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
})

const pageCacheResults = new Counter({
  name: 'page_cache_results_total',
  help: 'Pages answered through the page micro-cache, by result (HIT, STALE, MISS, BYPASS).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
})

export const leadsAccepted = new Counter({
  name: 'leads_accepted_total',
  help: 'Lead posts answered as received (API 201 or the no-JavaScript form), by kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
})

export const leadsStored = new Counter({
  name: 'leads_stored_total',
  help: 'Leads written to the database (a repeated submit is not stored twice), by kind.',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
})

export const feedFetches = new Counter({
  name: 'news_feed_fetches_total',
  help: 'News feed reads, by language and result (ok or error).',
  labelNames: ['language', 'result'] as const,
  registers: [metricsRegistry],
})

let readQueueDepth: (() => Promise<number>) | undefined

/** The mail queue registers how to count its waiting mails; read when /metrics is scraped. */
export function setMailQueueDepthReader(reader: (() => Promise<number>) | undefined): void {
  readQueueDepth = reader
}

new Gauge({
  name: 'lead_mail_queue_depth',
  help: 'Lead mails waiting to be sent (pending, including retries); absent without SMTP.',
  registers: [metricsRegistry],
  async collect() {
    if (!readQueueDepth) return
    try {
      this.set(await readQueueDepth())
    } catch {
      // The database is away: the scrape still answers, without this sample's update.
    }
  },
})

/** A bounded label for a request: the kind of route, never the raw path. */
export function routeKind(req: Pick<Request, 'method' | 'path'>): string {
  const path = req.path
  if (path.startsWith('/assets/')) return 'asset'
  if (path === '/healthz' || path === '/readyz' || path === '/livez') return 'health'
  if (path === '/metrics') return 'metrics'
  if (path === '/news-image') return 'news-image'
  if (path.startsWith('/api/v1/admin/')) return 'api-admin'
  if (path.startsWith('/api/')) return req.method === 'POST' ? 'api-lead' : 'api'
  if (/\.[a-z0-9]+$/i.test(path)) return 'file'
  if (req.method === 'POST') return 'form-post'
  return 'page'
}

function methodLabel(method: string): string {
  if (method === 'GET' || method === 'HEAD') return 'GET'
  return method === 'POST' ? 'POST' : 'other'
}

/** Counts and times every answer. */
export const recordRequestMetrics: RequestHandler = (req, res, next) => {
  const end = httpDuration.startTimer()
  res.once('finish', () => {
    const route = routeKind(req)
    end({ route })
    httpRequests.inc({ route, method: methodLabel(req.method), status: String(res.statusCode) })
    const cache = res.getHeader('X-Cache')
    if (typeof cache === 'string') pageCacheResults.inc({ result: cache })
  })
  next()
}
