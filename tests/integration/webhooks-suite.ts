import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '@db/client.server'
import { leads, webhookDeliveries } from '@db/schema'
import { recordLeadUpdated, type LeadWebhooks } from '~/features/leads/lead-events.server'
import { createLead } from '~/features/leads/leads.server'
import { CONFIRMATION_KEY_PURPOSE, confirmationToken, confirmSignup, deleteExpiredSignups } from '~/features/leads/signup-confirmation.server'
import { enqueueWebhookEvents, FINISHED_DELIVERY_DAYS, pruneFinishedDeliveries } from '~/features/webhooks/outbox.server'
import { replayWebhookDelivery } from '~/features/webhooks/webhook-admin.server'
import type { WebhookSettings } from '~/features/webhooks/webhook-settings.server'
import { startWebhookWorker, type WebhookWorkerOptions } from '~/features/webhooks/webhook-worker.server'
import { getSigningKeys } from '~/lib/server/signing-secret.server'
import type { ClaimLoop } from '~/lib/server/claim-loop.server'
import { startTestPostgres, type TestPostgres } from './helpers/postgres'
import { movableClock, startWebhookReceiver, TEST_WEBHOOK_SECRET, type WebhookReceiver } from './helpers/webhook-receiver'

const HOUR = 3600_000

/**
 * Signed lead webhooks end to end on a real database, once on embedded PGlite and once on a
 * PostgreSQL server: events written with their change, delivered by the background worker to a
 * local receiver that verifies every signature, retried with back-off, parked after a day,
 * replayed by the admin. The queue's clock is moved by the tests, never waited for.
 */
export function webhooksSuite(engine: 'pglite' | 'postgres') {
  describe(`lead webhooks (${engine})`, () => {
    let postgres: TestPostgres | undefined
    let dataDir: string
    let database: Database
    let receiver: WebhookReceiver
    let clock: ReturnType<typeof movableClock>
    const workers: ClaimLoop[] = []

    const open = () => openDatabase({ databaseUrl: postgres?.url, dataDir, poolSize: 4 })
    const settingsFor = (endpoints: readonly string[], overrides: Partial<WebhookSettings> = {}): WebhookSettings => ({
      endpoints,
      secret: TEST_WEBHOOK_SECRET,
      retryBaseSeconds: 10,
      allowPrivate: true,
      includeMessage: false,
      ...overrides,
    })
    const hooks = (): LeadWebhooks => ({ endpoints: [receiver.url], includeMessage: false })
    const worker = (on: Database, options: Partial<WebhookWorkerOptions> = {}) => {
      // A long poll: only the tests' drain() runs the queue.
      const started = startWebhookWorker(on, { settings: settingsFor([receiver.url]), now: clock.now, random: () => 0, pollMs: HOUR, ...options })
      workers.push(started)
      return started
    }
    const contactLead = (email: string, database_ = database) =>
      createLead(
        database_,
        { kind: 'form', data: { Email: email, NameSurname: 'Ayşe Yılmaz', Phone: '+90 555 000 00 00', Company: 'Örnek A.Ş.', Message: 'Bir teklif rica ediyoruz.' } as never },
        { language: 'tr', pageUrl: 'https://example.com/tr/contact', ip: '203.0.113.9', deliver: false, webhooks: hooks() },
      )
    const deliveriesOf = (eventType: string) => database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, eventType)).orderBy(webhookDeliveries.id)

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), `webhooks-${engine}-`))
      if (engine === 'postgres') postgres = await startTestPostgres()
      database = await open()
    })

    afterAll(async () => {
      await database?.close().catch(() => {})
      postgres?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    beforeEach(async () => {
      receiver = await startWebhookReceiver(TEST_WEBHOOK_SECRET)
      clock = movableClock()
      await database.db.delete(webhookDeliveries)
    })

    afterEach(async () => {
      await Promise.all(workers.splice(0).map((started) => started.stop()))
      await receiver.stop()
    })

    it('delivers lead.created, signed per Standard Webhooks, with the contact but not the message', async () => {
      const created = await contactLead('ayse@example.com')
      await worker(database).drain()
      expect(receiver.rejected).toEqual([])
      expect(receiver.received).toHaveLength(1)
      const [event] = receiver.received
      expect(event!.type).toBe('lead.created')
      expect(event!.data.lead).toMatchObject({ id: created.id, kind: 'form', email: 'ayse@example.com', nameSurname: 'Ayşe Yılmaz', company: 'Örnek A.Ş.', language: 'tr' })
      expect(event!.body).not.toContain('Bir teklif')
      expect(event!.body).not.toContain('203.0.113')
      const [row] = await deliveriesOf('lead.created')
      expect(row).toMatchObject({ eventId: event!.id, status: 'delivered', attempts: 1, lastStatusCode: 204 })
    })

    it('writes no event for a repeat the dedupe folds into its twin', async () => {
      await contactLead('twin@example.com')
      const repeat = await contactLead('twin@example.com')
      expect(repeat.duplicate).toBe(true)
      expect(await deliveriesOf('lead.created')).toHaveLength(1)
    })

    it('retries while the receiver answers 500 or is down, waiting longer each time, and delivers the same event once it is back', async () => {
      await contactLead('retry@example.com')
      const queue = worker(database)
      receiver.setMode('fail')
      await queue.drain()
      let [row] = await deliveriesOf('lead.created')
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 })
      // Not due yet: nothing is sent before the first retry delay (10 s).
      clock.advance(5_000)
      await queue.drain()
      expect(receiver.attempts()).toBe(1)

      await receiver.stop()
      clock.advance(10_000)
      await queue.drain()
      ;[row] = await deliveriesOf('lead.created')
      expect(row).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: null })
      expect(row!.lastError).toMatch(/ECONNREFUSED|refused/i)
      // The second retry waits twice as long (20 s): 15 s later it is still not due.
      clock.advance(15_000)
      await queue.drain()
      expect((await deliveriesOf('lead.created'))[0]!.attempts).toBe(2)

      await receiver.start()
      receiver.setMode('ok')
      clock.advance(10_000)
      await queue.drain()
      ;[row] = await deliveriesOf('lead.created')
      expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 204 })
      expect(receiver.received.map((event) => event.id)).toEqual([row!.eventId])
    })

    it('parks a delivery as failed after a day of retries; the admin replay sends the same event again', async () => {
      await contactLead('parked@example.com')
      const queue = worker(database)
      receiver.setMode('fail')
      for (let step = 0; step < 60; step++) {
        await queue.drain()
        const [row] = await deliveriesOf('lead.created')
        if (row!.status === 'failed') break
        clock.advance(HOUR + 1000)
      }
      const [parked] = await deliveriesOf('lead.created')
      expect(parked!.status).toBe('failed')
      expect(parked!.lastAttemptAt!.getTime() - parked!.createdAt.getTime()).toBeGreaterThanOrEqual(24 * HOUR)
      // Parked: no further attempt however long it waits.
      const attempts = receiver.attempts()
      clock.advance(10 * HOUR)
      await queue.drain()
      expect(receiver.attempts()).toBe(attempts)

      receiver.setMode('ok')
      expect(await replayWebhookDelivery(database, parked!.id, clock.now())).toBe(true)
      // Only a parked delivery is replayed.
      expect(await replayWebhookDelivery(database, parked!.id, clock.now())).toBe(false)
      await queue.drain()
      const [replayed] = await deliveriesOf('lead.created')
      expect(replayed).toMatchObject({ status: 'delivered', attempts: 1, eventId: parked!.eventId })
      expect(receiver.received).toHaveLength(1)
    })

    it('keeps delivering to one endpoint while another hangs, and a stop ends the hanging attempt for a later retry', async () => {
      const healthy = await startWebhookReceiver(TEST_WEBHOOK_SECRET)
      try {
        receiver.setMode('hang')
        await createLead(
          database,
          { kind: 'form', data: { Email: 'two@example.com', NameSurname: 'Deniz Kaya', Message: 'İki adrese.' } as never },
          { language: 'tr', deliver: false, webhooks: { endpoints: [receiver.url, healthy.url], includeMessage: false } },
        )
        // A deadline far beyond the test: only the stop ends the hanging attempt.
        const queue = worker(database, { settings: settingsFor([receiver.url, healthy.url]), timeoutMs: HOUR })
        queue.kick()
        // Delivered means recorded as delivered, not only received: the receiver has the request a
        // moment before the worker has its answer, and a stop in that moment would end that attempt too.
        await vi.waitFor(async () => expect((await deliveriesOf('lead.created')).find((row) => row.endpoint === healthy.url)).toMatchObject({ status: 'delivered' }), { timeout: 30_000, interval: 20 })
        expect(healthy.received).toHaveLength(1)
        await vi.waitFor(() => expect(receiver.attempts()).toBe(1), { timeout: 30_000, interval: 20 })
        await queue.stop()
        const rows = await deliveriesOf('lead.created')
        expect(rows.find((row) => row.endpoint === healthy.url)).toMatchObject({ status: 'delivered' })
        expect(rows.find((row) => row.endpoint === receiver.url)).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: 'stopped: the server shut down' })
      } finally {
        await healthy.stop()
      }
    })

    it('deletes deliveries that ended a month ago (delivered or parked), and keeps newer ones and every waiting one', async () => {
      await enqueueWebhookEvents(database.db, [1, 2, 3, 4].map((leadId) => ({ type: 'lead.created', leadId, data: { lead: { id: leadId } } })), [receiver.url])
      const rows = await deliveriesOf('lead.created')
      expect(rows).toHaveLength(4)
      const now = new Date('2026-11-29T12:00:00Z')
      const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * HOUR)
      const set = (index: number, values: Partial<typeof webhookDeliveries.$inferInsert>) => database.db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, rows[index]!.id))
      await set(0, { status: 'delivered', deliveredAt: daysAgo(FINISHED_DELIVERY_DAYS + 1), createdAt: daysAgo(40) })
      await set(1, { status: 'delivered', deliveredAt: daysAgo(FINISHED_DELIVERY_DAYS - 1), createdAt: daysAgo(40) })
      await set(2, { status: 'failed', lastAttemptAt: daysAgo(FINISHED_DELIVERY_DAYS + 1), createdAt: daysAgo(40) })
      await set(3, { status: 'pending', createdAt: daysAgo(90) })

      expect(await pruneFinishedDeliveries(database.db, now)).toBe(2)
      expect((await deliveriesOf('lead.created')).map((row) => row.id)).toEqual([rows[1]!.id, rows[3]!.id])
      expect(await pruneFinishedDeliveries(database.db, now)).toBe(0)
    })

    it('delivers after a restart in the middle of the retries', async () => {
      await contactLead('restart@example.com')
      receiver.setMode('fail')
      const first = worker(database)
      await first.drain()
      await first.stop()
      await database.close()
      // A new process on the same database: nothing of the first worker remains but the outbox.
      database = await open()
      receiver.setMode('ok')
      clock.advance(11_000)
      await worker(database).drain()
      const [row] = await deliveriesOf('lead.created')
      expect(row).toMatchObject({ status: 'delivered', attempts: 2 })
      expect(receiver.received).toHaveLength(1)
    })

    it('writes lead.confirmed with the double opt-in, lead.updated from the pipeline, and lead.erased when retention deletes a sign-up', async () => {
      const signup = await createLead(
        database,
        { kind: 'email', data: { Email: 'confirm@example.com', Purpose: 'news' } as never, consent: { purpose: 'news', text: 'Ürün haberleri' } },
        { language: 'tr', deliver: false, webhooks: hooks() },
      )
      const token = confirmationToken(signup.id, 'confirm@example.com', await getSigningKeys(CONFIRMATION_KEY_PURPOSE))
      expect(await confirmSignup(database, signup.id, token, { deliver: false, webhooks: hooks() })).toBe('confirmed')
      // A second click confirms nothing new and writes no second event.
      expect(await confirmSignup(database, signup.id, token, { deliver: false, webhooks: hooks() })).toBe('already')

      const [lead] = await database.db.select().from(leads).where(eq(leads.id, signup.id))
      await recordLeadUpdated(database.db, lead!, { status: { from: 'new', to: 'contacted' }, owner: { from: null, to: 'Mehmet' } }, hooks())
      // An update whose transaction rolls back leaves no event.
      await database.db
        .transaction(async (tx) => {
          await recordLeadUpdated(tx as unknown as Database['db'], lead!, { status: { from: 'contacted', to: 'won' } }, hooks())
          throw new Error('the pipeline change failed')
        })
        .catch(() => {})

      const expired = await createLead(
        database,
        { kind: 'email', data: { Email: 'gone@example.com', Purpose: 'news' } as never, consent: { purpose: 'news', text: 'Ürün haberleri' } },
        { language: 'en', deliver: false, webhooks: hooks() },
      )
      await database.db.update(leads).set({ deliveryStatus: 'sent', createdAt: sql`now() - interval '61 days'` }).where(eq(leads.id, expired.id))
      expect(await deleteExpiredSignups(database, hooks())).toBe(1)

      await worker(database).drain()
      expect(receiver.rejected).toEqual([])
      // A batch is sent in parallel: the receiver's order is not the events' order.
      expect(receiver.received.map((event) => event.type).sort()).toEqual(['lead.confirmed', 'lead.created', 'lead.erased', 'lead.updated'])
      const eventOf = (type: string) => receiver.received.find((event) => event.type === type)
      const [confirmed, updated, erased] = [eventOf('lead.confirmed'), eventOf('lead.updated'), eventOf('lead.erased')]
      expect(confirmed!.data.lead).toMatchObject({ id: signup.id, email: 'confirm@example.com', consentPurpose: 'news' })
      expect((confirmed!.data.lead as { confirmedAt: string | null }).confirmedAt).not.toBeNull()
      expect(updated!.data).toMatchObject({ lead: { id: signup.id }, changes: { status: { from: 'new', to: 'contacted' }, owner: { from: null, to: 'Mehmet' } } })
      // The erased lead's own lead.created left the outbox with it; only the erasure remains, with no personal data.
      expect(erased!.data).toEqual({ lead: { id: expired.id, kind: 'email' }, reason: 'retention' })
      expect(erased!.body).not.toContain('gone@example.com')
      const aboutErased = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.leadId, expired.id))
      expect(aboutErased.map((row) => row.eventType)).toEqual(['lead.erased'])
    })

    it('sends nothing to a private address without LEADS_WEBHOOK_ALLOW_PRIVATE, whatever the name resolves to', async () => {
      const disguised = `https://crm.example.com:${receiver.port}/hooks/leads`
      await createLead(
        database,
        { kind: 'form', data: { Email: 'private@example.com', NameSurname: 'Can Öz', Message: 'Merhaba, görüşelim.' } as never },
        { language: 'tr', deliver: false, webhooks: { endpoints: [disguised], includeMessage: false } },
      )
      const queue = worker(database, {
        settings: settingsFor([disguised], { allowPrivate: false }),
        // The name passed the start-up check; its DNS answer now is the loopback address.
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      })
      await queue.drain()
      const [row] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint, disguised))
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null })
      expect(row!.lastError).toMatch(/127\.0\.0\.1 .*refused \(loopback\)/)
      expect(receiver.attempts()).toBe(0)
    })

    if (engine === 'postgres') {
      it('two instances on one PostgreSQL deliver each event exactly once', async () => {
        const second = await open()
        try {
          for (let index = 0; index < 40; index++) await contactLead(`twice-${index}@example.com`)
          const [a, b] = [worker(database, { batchSize: 5 }), worker(second, { batchSize: 5 })]
          await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()])
          const rows = await deliveriesOf('lead.created')
          expect(rows).toHaveLength(40)
          expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true)
          const ids = receiver.received.map((event) => event.id)
          expect(ids).toHaveLength(40)
          expect(new Set(ids).size).toBe(40)
        } finally {
          await Promise.all(workers.splice(0).map((started) => started.stop()))
          await second.close()
        }
      })
    }
  })
}
