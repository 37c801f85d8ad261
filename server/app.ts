import path from 'node:path'
import compression from 'compression'
import { sql } from 'drizzle-orm'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import 'react-router'
import { rowsOf } from '@db/client.server'
import { getEnv } from '~/lib/env.server'
import { rejectBadHost } from './host-guard'
import { reactRouterHandler } from './react-router-handler'
import { guardRequestTarget } from './request-guard'
import { resolveSiteOrigin, siteOrigin } from './site-origin'
import { mountLeadCapture } from '~/features/leads/lead-http.server'
import { pageViewCounting } from '~/features/page-views/page-view-counter.server'
import { startAccountsOnce } from '~/features/accounts/account-start.server'
import { newsImageHandler } from '~/features/news/news-image.server'
import { stopNews, warmNews } from '~/features/news/news.server'
import { closeDatabase, getDatabase } from '~/lib/server/database.server'
import { getSigningSecret } from '~/lib/server/signing-secret.server'
import { onShutdown } from '~/lib/server/lifecycle.server'
import { logger } from '~/lib/server/logger.server'
import { recordRequestMetrics } from '~/lib/server/metrics.server'
import { mountOperations } from './operations'
import { mountAntiForgery, mountApiNotFound, watchDatabase } from './site-wide'
import { editorBackend, mountEditor } from './editor'
import { pageCache } from './page-cache'
import { canonicalUrl } from './canonical-url'
import { renderBudget } from './render-budget'
import { rateLimitKey } from '~/lib/server/rate-limit.server'
import { limitSuggestions, SUGGEST_LIMIT, SUGGEST_PATH } from './suggest-limit'
import { closeConnectionsWhenClosing } from './graceful-shutdown'
import { answerErrors, requestLogging } from './request-logging'
import { trustProxyWarning } from './trust-proxy'
import { securityHeaders } from './security-headers'
import { analyticsConfig, analyticsCspSources } from '~/features/consent/analytics-config.server'

export { createHttpServer } from './http-server'
export { createShutdown } from './graceful-shutdown'
export { runShutdownHooks, startDraining } from '~/lib/server/lifecycle.server'
export { logger } from '~/lib/server/logger.server'

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    /** The client address as Express sees it (TRUST_PROXY applied): the lead route rate-limits by it. */
    clientIp?: string
  }
}

const ONE_YEAR_SECONDS = 31_536_000
/**
 * Rendered public pages are replayed for 10 s, then served stale for up to a minute while one
 * request renders the page anew (news and statistics are never more than seconds behind).
 */
const PAGE_CACHE = { freshMs: 10_000, staleMs: 60_000, maxEntries: 200, maxBytes: 1024 * 1024, waitMs: 2_000 }
/**
 * Renders (cache misses, pages of signed-in visitors) per client: 10 at once, then one a second.
 * A visitor reads a page for longer than a second, and cached pages are not counted; one client
 * with 8 connections of uncached renders held /healthz at 3.3 s (probe 3, finding 3). A render
 * costs 30–200 ms of CPU: a burst of 20 kept /healthz near 10× its idle median for the first
 * seconds of such a load (`npm run bench -- abuse`).
 */
const RENDER_BUDGET = { burst: 10, perSecond: 1 }
const READY_WAIT_MS = 15_000
/** Polled every few seconds by balancers and Prometheus: not worth a log line each. */
const PROBES = new Set(['/healthz', '/readyz', '/livez', '/metrics'])

/**
 * Awaited before the server listens. Opening the embedded database (PGlite's WebAssembly and
 * migrations) keeps the event loop busy for seconds on a fresh data directory; doing it before
 * `listen` means no request, health check or feed timeout ever waits behind it. A database that
 * stays away (PostgreSQL down) only delays the start by READY_WAIT_MS: pages are served anyway
 * and lead endpoints answer 503 until it comes back. Then the seeded accounts are created and the
 * signing secret (shared through the database) is read; the news feeds are read afterwards.
 * Called once per process, by server.js.
 */
export async function prepareServices(): Promise<void> {
  const env = getEnv()
  const trustWarning = trustProxyWarning(env.TRUST_PROXY, env.HOST)
  if (trustWarning) logger.warn({ trustProxy: env.TRUST_PROXY, host: env.HOST }, trustWarning)
  let timer: NodeJS.Timeout | undefined
  const databaseReady = await Promise.race([
    getDatabase().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_WAIT_MS))),
  ])
  clearTimeout(timer)
  // The seeded demo and admin accounts exist before the first request: seeding hashes each
  // password, and a sign-in in the first moments after a start found no account (400). createApp
  // started the seeding; without a database it goes on in the background.
  if (databaseReady) await startAccountsOnce()
  // Picture URLs and the lead forms' flash cookie are signed with it: have it before the first page
  // (bounded, never rejects; a stand-in per process when the database does not answer).
  await getSigningSecret()
  warmNews((language, error) =>
    logger.warn({ language, err: error instanceof Error ? error.message : String(error) }, 'news feed unavailable'),
  )
  onShutdown(stopNews)
}

/**
 * `npm run migrate`: opens the configured database, which applies pending migrations under the
 * advisory lock, and closes it again. Answers how many migrations the database has recorded.
 */
export async function migrateDatabase(): Promise<{ engine: string; applied: number }> {
  const database = await getDatabase()
  try {
    const [row] = rowsOf<{ applied: number }>(await database.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`))
    return { engine: database.engine, applied: Number(row?.applied ?? 0) }
  } finally {
    await closeDatabase()
  }
}

export function createApp({ serveStatic }: { serveStatic: boolean }) {
  const env = getEnv()
  const app = express()
  app.disable('x-powered-by')
  // JSON answers (leads, health) are never revalidated; pages and files have their own validators.
  app.set('etag', false)
  app.set('trust proxy', env.TRUST_PROXY)

  // Once the listener has closed at shutdown, every answer ends its connection (server/graceful-shutdown.ts).
  app.use(closeConnectionsWhenClosing)
  app.use(guardRequestTarget)
  app.use(rejectBadHost)
  app.use(resolveSiteOrigin)
  app.use(requestLogging(logger, (req) => PROBES.has(req.url ?? '') || req.url?.startsWith('/assets/') === true))
  app.use(recordRequestMetrics)
  // First-party page-view counts (no cookie, nothing about the visitor): pages answered 200.
  app.use(pageViewCounting)
  // Off with the site's limits (RATE_LIMIT_PER_MINUTE=0: the end-to-end tests, all from 127.0.0.1).
  const limitsOn = env.RATE_LIMIT_PER_MINUTE > 0
  // Suggestions over the client's limit are refused here, logged and counted but before the
  // headers, compression and routing a JSON refusal does not need (probe 3, re-test 8: ~5 ms through
  // React Router; here ~0.9 ms of CPU on the shared test machine, where Express's own floor is ~0.5).
  app.get(SUGGEST_PATH, limitSuggestions(limitsOn ? SUGGEST_LIMIT.perWindow : 0))
  app.use(securityHeaders(analyticsCspSources(analyticsConfig(env))))
  // Lead posts answer a few bytes of JSON: they skip the compression wrapper (measurable at
  // hundreds of posts a second); everything else is compressed when the client accepts it.
  const compress = compression()
  app.use((req, res, next) => (req.method === 'POST' && req.path.startsWith('/api/') ? next() : compress(req, res, next)))

  if (serveStatic) {
    const clientDir = path.resolve('build/client')
    // The build wrote brotli and gzip copies beside each text file (scripts/precompress-assets.js);
    // they go out as they are, smaller than on-the-fly compression and without its CPU cost.
    const precompressed = (dir: string, staticOptions: NonNullable<expressStaticGzip.ExpressStaticGzipOptions['serveStatic']>) =>
      expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic: { index: false, ...staticOptions } })
    // Hashed file names: cache forever. A missing asset is a plain 404, not a page.
    app.use(
      '/assets',
      precompressed(path.join(clientDir, 'assets'), {
        fallthrough: false,
        setHeaders: (res) => res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`),
      }),
    )
    // Root files (favicon, robots, manifest, artwork) have an extension; pages never do, so they
    // skip the file-system lookup.
    const rootFiles = precompressed(clientDir, { redirect: false, maxAge: '1h' })
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? rootFiles(req, res, next) : next()))
  }

  // -- /livez, /healthz, /readyz, /metrics --
  mountOperations(app)

  // -- site-wide: /healthz checks the database and shutdown closes it (once per process); the
  // anti-forgery cookie on private answers, and its endpoint --
  watchDatabase()
  mountAntiForgery(app)
  // -- lead capture API (JSON body limits, anti-forgery check, rate limit), then the API's JSON 404 --
  mountLeadCapture(app)
  mountApiNotFound(app)
  // -- accounts: the seeded demo and admin accounts, the sweep of ended sessions (once per process;
  // the production server awaits them in prepareServices before it listens) --
  void startAccountsOnce()

  // -- news image proxy --
  app.get('/news-image', newsImageHandler)

  // -- the content editor at /admin/ (EDITOR_BACKEND; otherwise every /admin address is a 404) --
  mountEditor(app, editorBackend(env))

  // -- pages: one URL per page, then the cache, then what a render may cost a client --
  app.use(canonicalUrl)
  // Production only: the development server must show every edit at once.
  if (serveStatic) app.use(pageCache({ ...PAGE_CACHE, nonceOf: (res) => String(res.locals.cspNonce ?? ''), originOf: siteOrigin }))
  if (serveStatic && limitsOn) {
    app.use(
      renderBudget({
        ...RENDER_BUDGET,
        clientOf: (req) => rateLimitKey(req.ip),
        // Route discovery renders nothing (request-guard bounds it); suggestions have their own limit.
        counts: (req) => (req.method === 'GET' || req.method === 'HEAD') && req.path !== '/__manifest' && !SUGGEST_PATH.test(req.path),
      }),
    )
  }

  app.all(
    '/{*splat}',
    reactRouterHandler({
      build: () => import('virtual:react-router/server-build'),
      getLoadContext: (req, res) => ({ cspNonce: String(res.locals.cspNonce ?? ''), clientIp: req.ip }),
    }),
  )

  app.use(answerErrors)
  return app
}
