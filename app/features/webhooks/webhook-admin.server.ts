import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '@db/client.server'
import { webhookDeliveries } from '@db/schema'

/**
 * The admin's replay of a parked delivery: the same event (same `webhook-id` and body) goes back
 * into the queue at once, with a fresh day of retries. Only a failed delivery is replayed: a
 * pending one is on its way, a delivered one arrived. False when there was none to replay.
 */
export async function replayWebhookDelivery(database: Database, id: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString()
  const replayed = await database.db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, retryingSince: sql`${at}::timestamptz`, nextAttemptAt: sql`${at}::timestamptz` })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'failed')))
    .returning({ id: webhookDeliveries.id })
  return replayed.length > 0
}
