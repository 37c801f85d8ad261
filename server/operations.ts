import type { Express } from 'express'
import { getEnv } from '~/lib/env.server'
import { bearerMatches } from '~/lib/server/bearer.server'
import { checkHealth, isDraining } from '~/lib/server/lifecycle.server'
import { metricsRegistry } from '~/lib/server/metrics.server'

/**
 * The endpoints an operator's tools poll, none of them cached:
 * - /livez: the process answers (a liveness probe restarts it only when this fails);
 * - /healthz: pages can be served and the database answers (the contract's check);
 * - /readyz: /healthz, and the instance is not draining: after SIGTERM it answers 503 while it
 *   still serves what comes, so a balancer that polls it moves visitors away before it stops;
 * - /metrics: Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN` (404 when unset).
 */
export function mountOperations(app: Express): void {
  app.get('/livez', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'ok' })
  })

  app.get('/healthz', async (_req, res) => {
    const health = await checkHealth()
    res.setHeader('Cache-Control', 'no-store')
    res.status(health.ok ? 200 : 503).json({ status: health.ok ? 'ok' : 'unavailable', ...health })
  })

  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (isDraining()) return void res.status(503).json({ status: 'draining' })
    const health = await checkHealth()
    res.status(health.ok ? 200 : 503).json({ status: health.ok ? 'ready' : 'unavailable', ...health })
  })

  app.get('/metrics', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const token = getEnv().METRICS_TOKEN
    // Without a token the endpoint does not exist: nothing about the process leaks by default.
    if (!token) return void res.status(404).type('text/plain').send('Not Found')
    if (!bearerMatches(req.get('authorization'), token)) {
      res.setHeader('WWW-Authenticate', 'Bearer')
      return void res.status(401).type('text/plain').send('Unauthorized')
    }
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics())
  })
}
