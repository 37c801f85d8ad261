import type { WebhookDeliveryStatus } from '@db/schema'

/** How many of an endpoint's latest deliveries the page lists. */
export const WEBHOOK_DELIVERIES_SHOWN = 50

/** One delivery as the admin page shows it. */
export type DeliveryRow = {
  id: number
  eventId: string
  eventType: string
  status: WebhookDeliveryStatus
  attempts: number
  lastStatusCode: number | null
  lastError: string | null
  createdAt: string
  lastAttemptAt: string | null
  nextAttemptAt: string | null
}

/** An endpoint (its origin and path, tokens shortened) and its latest deliveries; `configured` false: no longer in LEADS_WEBHOOK_URLS. */
export type EndpointDeliveries = { endpoint: string; configured: boolean; deliveries: DeliveryRow[] }

export type WebhookDeliveriesData =
  | { state: 'off' }
  | { state: 'unavailable' }
  | { state: 'listed'; endpoints: EndpointDeliveries[]; replayed: 'done' | 'gone' | null }
