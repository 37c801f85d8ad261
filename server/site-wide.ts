import type { Express } from 'express'
import { issueXsrfCookie } from '~/lib/server/anti-forgery.server'
import { closeDatabase, getDatabase } from '~/lib/server/database.server'
import { onShutdown, registerHealthCheck } from '~/lib/server/lifecycle.server'

/**
 * What the whole site shares, not one feature: the database's health check and close, the
 * anti-forgery cookie and the JSON 404 of the API. server/app.ts mounts them around the features'
 * routes; a test that assembles a smaller app mounts them the same way.
 */

let databaseWatched = false

/**
 * /healthz checks the database and shutdown closes it: registered before any feature's hooks, so
 * the database closes after the queues that use it (shutdown hooks run in reverse). Once per
 * process (the dev server builds a fresh app per request).
 */
export function watchDatabase(): void {
  if (databaseWatched) return
  databaseWatched = true
  registerHealthCheck('database', async () => (await getDatabase()).ping())
  onShutdown(closeDatabase)
}

/**
 * The anti-forgery cookie on every answer no shared cache keeps (lib/server/anti-forgery.server.ts),
 * and /api/v1/xsrf-token, where the browser client gets one on a page that was cached without it.
 */
export function mountAntiForgery(app: Express): void {
  app.use(issueXsrfCookie)
  app.get('/api/v1/xsrf-token', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.status(204).end()
  })
}

/** After every API route: any other /api/ address is a JSON 404, never a page. */
export function mountApiNotFound(app: Express): void {
  app.all('/api/{*rest}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.status(404).json({ error: 'not_found' })
  })
}
