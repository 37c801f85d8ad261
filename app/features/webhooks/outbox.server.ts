import { randomUUID } from 'node:crypto'
import { and, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '@db/client.server'
import { webhookDeliveries } from '@db/schema'

/** An event as receivers get it (Standard Webhooks' shape): `{ type, timestamp, data }`. */
export type WebhookEvent = { type: string; leadId: number | null; data: Record<string, unknown> }

/** The database or the transaction the event's change runs in. */
type Writer = Pick<Database['db'], 'insert' | 'delete'>

/**
 * Writes events into the outbox, one delivery per configured endpoint, with the caller's
 * executor: called inside the transaction of the change that caused them, an event is stored
 * exactly when its change is (the background worker sends it after the commit). Each event gets
 * one id, its `webhook-id` at every endpoint and in every retry, so receivers can drop repeats.
 */
export async function enqueueWebhookEvents(writer: Writer, events: readonly WebhookEvent[], endpoints: readonly string[], now = new Date()): Promise<void> {
  if (events.length === 0 || endpoints.length === 0) return
  const rows = events.flatMap((event) => {
    const eventId = `evt_${randomUUID().replaceAll('-', '')}`
    const body = JSON.stringify({ type: event.type, timestamp: now.toISOString(), data: event.data })
    return endpoints.map((endpoint) => ({ eventId, eventType: event.type, leadId: event.leadId, endpoint, body }))
  })
  await writer.insert(webhookDeliveries).values(rows)
}

/**
 * Deletes every delivery about these leads (sent, waiting or parked): called when they are erased,
 * in the same transaction, so no copy of an erased person's data is sent or kept for a replay.
 */
export async function forgetLeadEvents(writer: Writer, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length > 0) await writer.delete(webhookDeliveries).where(inArray(webhookDeliveries.leadId, [...leadIds]))
}

/** How long a delivery that is over (delivered, or parked as failed) is kept for the admin's list and a replay. */
export const FINISHED_DELIVERY_DAYS = 30

/**
 * Deletes deliveries that ended more than `FINISHED_DELIVERY_DAYS` ago: their bodies are copies of
 * a lead's data, which the lead itself keeps, and the outbox would otherwise grow with every event.
 * Waiting deliveries stay, however old. Returns how many went.
 */
export async function pruneFinishedDeliveries(database: Pick<Database['db'], 'delete'>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FINISHED_DELIVERY_DAYS * 24 * 3600_000)
  const deleted = await database
    .delete(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ['delivered', 'failed']), lt(sql`coalesce(${webhookDeliveries.deliveredAt}, ${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})`, cutoff)))
    .returning({ id: webhookDeliveries.id })
  return deleted.length
}
