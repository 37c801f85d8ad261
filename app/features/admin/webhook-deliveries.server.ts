import { desc, eq } from 'drizzle-orm'
import { redirect } from 'react-router'
import type { Database } from '@db/client.server'
import { webhookDeliveries } from '@db/schema'
import { requireAdmin } from '~/features/accounts/account-service.server'
import { requireLanguage } from '~/features/i18n/language-route.server'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { replayWebhookDelivery } from '~/features/webhooks/webhook-admin.server'
import { configuredWebhooks, kickWebhookDelivery } from '~/features/webhooks/webhook-delivery.server'
import { isSameOriginPost } from '~/lib/server/anti-forgery.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { WEBHOOK_DELIVERIES_SHOWN, type DeliveryRow, type EndpointDeliveries, type WebhookDeliveriesData } from './webhook-deliveries-view'

/**
 * The endpoint as the page names it: origin and path, with the query left out and long path
 * segments (the tokens of n8n, Zapier or HubSpot URLs) shortened, so the page shows which
 * endpoint it is without spelling out its secret.
 */
function displayEndpoint(endpoint: string): string {
  try {
    const url = new URL(endpoint)
    const path = url.pathname
      .split('/')
      .map((segment) => (segment.length > 16 ? `${segment.slice(0, 4)}…` : segment))
      .join('/')
    return `${url.origin}${path === '/' ? '' : path}`
  } catch {
    return '(not a URL)'
  }
}

/** The configured endpoints first (in their order), then any other the outbox still holds deliveries of. */
async function listDeliveries(database: Database, configured: readonly string[]): Promise<EndpointDeliveries[]> {
  const known = await database.db.selectDistinct({ endpoint: webhookDeliveries.endpoint }).from(webhookDeliveries)
  const others = known.map((row) => row.endpoint).filter((endpoint) => !configured.includes(endpoint))
  return Promise.all(
    [...configured, ...others.sort()].map(async (endpoint) => {
      const rows = await database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpoint, endpoint))
        .orderBy(desc(webhookDeliveries.id))
        .limit(WEBHOOK_DELIVERIES_SHOWN)
      const deliveries: DeliveryRow[] = rows.map((row) => ({
        id: row.id,
        eventId: row.eventId,
        eventType: row.eventType,
        status: row.status,
        attempts: row.attempts,
        lastStatusCode: row.lastStatusCode,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
        nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
      }))
      return { endpoint: displayEndpoint(endpoint), configured: configured.includes(endpoint), deliveries }
    }),
  )
}

/** /{lang}/admin/webhooks: each endpoint's latest deliveries; `?replayed=1|0` after the replay form. */
export async function loadWebhookDeliveries(request: Request, lang: string | undefined): Promise<{ texts: string; webhooks: WebhookDeliveriesData }> {
  const { language, texts } = loadPageTexts(request, lang, 'adminPages')
  await requireAdmin(request, language)
  const asked = new URL(request.url).searchParams.get('replayed')
  const replayed = asked === '1' ? 'done' : asked === '0' ? 'gone' : null
  const configured = configuredWebhooks()?.endpoints ?? []
  try {
    const endpoints = await listDeliveries(await getDatabase(), configured)
    if (endpoints.length === 0) return { texts, webhooks: { state: 'off' } }
    return { texts, webhooks: { state: 'listed', endpoints, replayed } }
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'webhook deliveries not readable')
    return { texts, webhooks: { state: 'unavailable' } }
  }
}

/**
 * The page's "Send again" form (no JavaScript needed): an admin, from this site, replays one
 * failed delivery; the answer is a 303 back to the page, which says whether it was replayed.
 */
export async function replayFromAdminPage(request: Request, lang: string | undefined): Promise<Response> {
  const language = requireLanguage(request, lang)
  if (!isSameOriginPost(request.headers, request.url)) throw new Response('Forbidden', { status: 403 })
  await requireAdmin(request, language)
  const id = Number((await request.formData()).get('delivery'))
  const replayed = Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 && (await replayWebhookDelivery(await getDatabase(), id))
  if (replayed) {
    logger.info({ deliveryId: id }, 'webhook delivery replayed by an admin')
    kickWebhookDelivery()
  }
  return redirect(`/${language}/admin/webhooks?replayed=${replayed ? 1 : 0}`, { status: 303, headers: { 'Cache-Control': 'no-store' } })
}
