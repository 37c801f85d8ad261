import { sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { rowsOf, type Database } from '@db/client.server'
import { webhookDeliveries } from '@db/schema'
import type { Resolver } from '~/lib/server/address-policy.server'
import { startClaimLoop, type ClaimLoop } from '~/lib/server/claim-loop.server'
import { sendWebhook, type SendOutcome } from './webhook-sender.server'
import type { WebhookSettings } from './webhook-settings.server'

/** Retries go on for at least this long after the event (or the admin's replay), then the delivery is parked as failed. */
const GIVE_UP_AFTER_MS = 24 * 3600_000
/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_SECONDS = 3600
/** Per attempt: a receiver that hangs costs the worker this much. */
const DELIVERY_TIMEOUT_MS = 10_000

export type WebhookWorkerOptions = {
  settings: WebhookSettings
  /** The queue's clock (tests move it forward instead of waiting); the signature's time is always the real one. */
  now?: () => Date
  /** 0 ≤ x < 1, spreads retries so endpoints that failed together do not all come back at once. */
  random?: () => number
  timeoutMs?: number
  giveUpAfterMs?: number
  pollMs?: number
  batchSize?: number
  resolve?: Resolver
  onAttemptFailed?: (delivery: ClaimedDelivery, outcome: SendOutcome) => void
  onError?: (error: unknown) => void
}

type ClaimedDelivery = { id: number; eventId: string; endpoint: string; body: string; attempts: number; retryingSince: Date }

/**
 * The delay before attempt `attempts + 1`: the first retry after `base` seconds, doubling, at most
 * an hour, each stretched by up to half again at random (jitter).
 */
export function retryDelaySeconds(base: number, attempts: number, random: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_SECONDS) * (1 + random / 2)
}

/**
 * Sends the outbox's deliveries in the background, as the lead mails are sent
 * (leads/delivery.server.ts; both run on ~/lib/server/claim-loop.server). A claim takes due rows
 * with `FOR UPDATE SKIP LOCKED` (several instances on one PostgreSQL: each delivery is taken by one
 * worker at a time) and leases them for longer than an attempt can take, so a crash mid-send only
 * delays a delivery; the attempt's outcome then sets the next try (or `delivered`, or `failed`
 * once retries have gone on for a day). Each endpoint has a queue of its own: one that hangs holds
 * up only its own deliveries (a batch waits for its slowest attempt). Only endpoints configured now
 * are served: rows of an endpoint that was removed stay where they are. Stopping ends the attempts
 * in flight at once (they are retried), so a hanging receiver never holds up a shutdown.
 */
export function startWebhookWorker(database: Database, options: WebhookWorkerOptions): ClaimLoop {
  const stopping = new AbortController()
  const loops = options.settings.endpoints.map((endpoint) => startEndpointQueue(database, endpoint, options, stopping.signal))
  return {
    kick: () => loops.forEach((loop) => loop.kick()),
    drain: async () => {
      await Promise.all(loops.map((loop) => loop.drain()))
    },
    stop: async () => {
      stopping.abort()
      await Promise.all(loops.map((loop) => loop.stop()))
    },
  }
}

function startEndpointQueue(database: Database, endpoint: string, options: WebhookWorkerOptions, stopped: AbortSignal): ClaimLoop {
  const { settings } = options
  const now = options.now ?? (() => new Date())
  const random = options.random ?? Math.random
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS
  const giveUpAfterMs = options.giveUpAfterMs ?? GIVE_UP_AFTER_MS
  const batchSize = options.batchSize ?? 20
  const leaseSeconds = timeoutMs / 1000 + 60
  const signer = new Webhook(settings.secret)

  async function claim(): Promise<ClaimedDelivery[]> {
    const at = now().toISOString()
    const result = await database.db.execute(sql`
      update ${webhookDeliveries}
      set attempts = attempts + 1,
          next_attempt_at = ${at}::timestamptz + make_interval(secs => ${leaseSeconds}::float8)
      where id in (
        select id from ${webhookDeliveries}
        where status = 'pending' and next_attempt_at <= ${at}::timestamptz and endpoint = ${endpoint}
        order by next_attempt_at, id limit ${batchSize}
        for update skip locked
      )
      returning id, event_id, endpoint, body, attempts, retrying_since`)
    return rowsOf<{ id: number; event_id: string; endpoint: string; body: string; attempts: number; retrying_since: string | Date }>(result).map((row) => ({
      id: Number(row.id),
      eventId: row.event_id,
      endpoint: row.endpoint,
      body: row.body,
      attempts: Number(row.attempts),
      retryingSince: new Date(row.retrying_since),
    }))
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await sendWebhook(delivery, { signer, timeoutMs, allowPrivate: settings.allowPrivate, resolve: options.resolve, signal: stopped })
    const attemptedAt = now()
    if (outcome.ok) {
      await database.db.execute(sql`
        update ${webhookDeliveries}
        set status = 'delivered', delivered_at = ${attemptedAt.toISOString()}::timestamptz, last_attempt_at = ${attemptedAt.toISOString()}::timestamptz,
            last_status_code = ${outcome.statusCode}, last_error = null, next_attempt_at = null
        where id = ${delivery.id}`)
      return
    }
    options.onAttemptFailed?.(delivery, outcome)
    const giveUp = attemptedAt.getTime() - delivery.retryingSince.getTime() >= giveUpAfterMs
    const next = new Date(attemptedAt.getTime() + retryDelaySeconds(settings.retryBaseSeconds, delivery.attempts, random()) * 1000)
    await database.db.execute(sql`
      update ${webhookDeliveries}
      set status = ${giveUp ? 'failed' : 'pending'}, last_attempt_at = ${attemptedAt.toISOString()}::timestamptz,
          last_status_code = ${outcome.statusCode}, last_error = ${outcome.error},
          next_attempt_at = ${giveUp ? null : next.toISOString()}::timestamptz
      where id = ${delivery.id}`)
  }

  return startClaimLoop({ claim, work: deliver, batchSize, pollMs: options.pollMs ?? Math.min(15_000, settings.retryBaseSeconds * 1000), onError: options.onError ?? (() => {}) })
}
