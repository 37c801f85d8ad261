import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@db/client.server'
import { users, webhookDeliveries } from '@db/schema'
import { loadWebhookDeliveries, replayFromAdminPage } from '~/features/admin/webhook-deliveries.server'
import { createSession } from '~/features/accounts/sessions.server'
import { openTestDatabase } from './helpers/test-database'
import { TEST_WEBHOOK_SECRET } from './helpers/webhook-receiver'

const ORIGIN = 'http://localhost:3000'
const ENDPOINT = 'https://crm.example.com/hooks/catch/1234/abcdefghijklmnopqrstuvwxyz'

/**
 * The admin page's server side (/{lang}/admin/webhooks; its route only passes the request on):
 * the list per endpoint and the "Send again" form, as a browser without JavaScript posts it.
 */
describe('webhook deliveries admin page', () => {
  let database: Database
  let close = async () => {}
  const cookieOf: Record<'admin' | 'user', string> = { admin: '', user: '' }

  const post = (who: 'admin' | 'user', delivery: number, origin = ORIGIN) =>
    replayFromAdminPage(
      new Request(`${ORIGIN}/en/admin/webhooks`, {
        method: 'POST',
        headers: { cookie: cookieOf[who], origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ delivery: String(delivery) }),
      }),
      'en',
    )

  beforeAll(async () => {
    // Read once per process by the first use: set before it.
    process.env.LEADS_WEBHOOK_URLS = ENDPOINT
    process.env.LEADS_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET
    ;({ database, close } = await openTestDatabase('pglite', 'webhook-admin'))
    for (const role of ['admin', 'user'] as const) {
      const [user] = await database.db
        .insert(users)
        .values({ email: `${role}@example.com`, name: role, passwordHash: 'x', role, language: 'en', notifications: { productNews: false, blogDigest: false, orderUpdates: false } })
        .returning()
      cookieOf[role] = `sf_session=${(await createSession(database, user!, {})).token}`
    }
  })

  afterAll(async () => {
    await close()
    delete process.env.LEADS_WEBHOOK_URLS
    delete process.env.LEADS_WEBHOOK_SECRET
  })

  it('lists the endpoint’s deliveries without its token, and replays a failed one from the form', async () => {
    const [failed] = await database.db
      .insert(webhookDeliveries)
      .values({ eventId: 'evt_admin', eventType: 'lead.created', leadId: 1, endpoint: ENDPOINT, body: '{}', status: 'failed', attempts: 17, lastStatusCode: 500, nextAttemptAt: null })
      .returning()
    const page = await loadWebhookDeliveries(new Request(`${ORIGIN}/en/admin/webhooks`, { headers: { cookie: cookieOf.admin } }), 'en')
    expect(page.webhooks).toMatchObject({ state: 'listed', endpoints: [{ endpoint: 'https://crm.example.com/hooks/catch/1234/abcd…', configured: true }] })
    const listed = page.webhooks.state === 'listed' ? page.webhooks.endpoints[0]!.deliveries : []
    expect(listed).toMatchObject([{ id: failed!.id, status: 'failed', attempts: 17, lastStatusCode: 500 }])

    const answer = await post('admin', failed!.id)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/en/admin/webhooks?replayed=1')
    const [row] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, failed!.id))
    expect(row).toMatchObject({ status: 'pending', attempts: 0, eventId: 'evt_admin' })
    // Pending now: a second click replays nothing and says so.
    expect((await post('admin', failed!.id)).headers.get('location')).toBe('/en/admin/webhooks?replayed=0')
  })

  it('refuses a post from another site, and answers 404 to an account that is not an admin', async () => {
    await expect(post('admin', 1, 'https://evil.example')).rejects.toMatchObject({ status: 403 })
    await expect(post('user', 1)).rejects.toMatchObject({ init: { status: 404 } })
  })
})
