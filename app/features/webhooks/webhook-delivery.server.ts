import type { Database } from '@db/client.server'
import { getEnv } from '~/lib/env.server'
import type { ClaimLoop } from '~/lib/server/claim-loop.server'
import { logger } from '~/lib/server/logger.server'
import { startPeriodicSweep } from '~/lib/server/periodic-sweep.server'
import { pruneFinishedDeliveries } from './outbox.server'
import { startWebhookWorker } from './webhook-worker.server'
import { deliveryAddresses, endpointLabel, webhookSettingsFrom, type WebhookSettings } from './webhook-settings.server'

let settings: { value: WebhookSettings | undefined } | undefined
let worker: ClaimLoop | undefined

/**
 * The webhook settings of this process (LEADS_WEBHOOK_*), read once; undefined when no endpoint
 * is configured. Throws on an unsafe endpoint: called while the server starts, it stops it.
 */
export function configuredWebhooks(): WebhookSettings | undefined {
  settings ??= { value: webhookSettingsFrom(getEnv()) }
  return settings.value
}

/** Starts the background delivery of the outbox when webhooks are configured; returns its stop function. */
export function startWebhookDelivery(database: Database): (() => Promise<void>) | undefined {
  const configured = configuredWebhooks()
  if (!configured || worker) return undefined
  // The names' addresses now: a warning at start-up; each delivery checks them again.
  for (const endpoint of configured.endpoints) {
    deliveryAddresses(new URL(endpoint), configured.allowPrivate).catch((error: unknown) =>
      logger.error({ endpoint: endpointLabel(endpoint), err: error instanceof Error ? error.message : String(error) }, 'webhook endpoint refused: its address is not public'),
    )
  }
  const started = startWebhookWorker(database, {
    settings: configured,
    onAttemptFailed: (delivery, outcome) =>
      logger.warn(
        { deliveryId: delivery.id, eventId: delivery.eventId, endpoint: endpointLabel(delivery.endpoint), statusCode: outcome.statusCode, err: outcome.error },
        'webhook not delivered (will retry)',
      ),
    onError: (error) => logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'webhook outbox not readable (will retry)'),
  })
  worker = started
  logger.info({ endpoints: configured.endpoints.map(endpointLabel) }, 'lead webhooks on')
  // Deliveries that ended a month ago go (outbox.server.ts): at start, then every six hours.
  const stopPruning = startPeriodicSweep(() => pruneFinishedDeliveries(database.db), 6 * 3600_000, {
    deleted: 'finished webhook deliveries deleted',
    failed: 'webhook outbox sweep failed',
  })
  return async () => {
    stopPruning()
    worker = undefined
    await started.stop()
  }
}

/** An event was just committed: deliver it now rather than at the next poll. The caller never waits for it. */
export function kickWebhookDelivery(): void {
  worker?.kick()
}
