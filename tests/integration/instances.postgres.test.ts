import { createServer, type Server, type Socket } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@db/client.server'
import { leads } from '@db/schema'
import { startDeliveryQueue } from '~/features/leads/delivery.server'
import { createLead } from '~/features/leads/leads.server'
import { SharedRateLimiter } from '~/lib/server/shared-rate-limit.server'
import { startTestPostgres, type TestPostgres } from './helpers/postgres'
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink'
import { scaled } from '../fixtures/slowness.js'

/**
 * Two app instances on one PostgreSQL server, as behind a balancer: each instance has its own
 * connection pool (its own `openDatabase`), its own limiter object and its own mail queue, and
 * they share nothing but the database.
 */
describe('two instances on one PostgreSQL database', () => {
  let postgres: TestPostgres
  let instanceA: Database
  let instanceB: Database
  let dataDir: string

  beforeAll(async () => {
    postgres = await startTestPostgres()
    dataDir = mkdtempSync(path.join(tmpdir(), 'instances-'))
    // Started together: the advisory lock lets one migrate while the other waits, then finds nothing to do.
    ;[instanceA, instanceB] = await Promise.all([
      openDatabase({ databaseUrl: postgres.url, dataDir, poolSize: 4 }),
      openDatabase({ databaseUrl: postgres.url, dataDir, poolSize: 4 }),
    ])
  })

  afterAll(async () => {
    await instanceA?.close().catch(() => {})
    await instanceB?.close().catch(() => {})
    postgres?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('applied each migration once though both started together', async () => {
    const applied = (await instanceA.db.execute(sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`)) as unknown as {
      rows: Array<{ times: number }>
    }
    expect(applied.rows.length).toBeGreaterThanOrEqual(4)
    expect(applied.rows.every((row) => row.times === 1)).toBe(true)
  })

  describe('rate limit', () => {
    const LIMIT = 10
    const limiters = () => [
      new SharedRateLimiter(async () => instanceA, { bucket: 'leads', limitPerWindow: LIMIT }),
      new SharedRateLimiter(async () => instanceB, { bucket: 'leads', limitPerWindow: LIMIT }),
    ]

    it('enforces one limit across both: 10 accepted per client and minute in all, not 10 each', async () => {
      const [a, b] = limiters()
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a! : b!).reserve('198.51.100.1')))
      expect(results.filter((result) => result.ok)).toHaveLength(LIMIT)
      const refused = results.find((result) => !result.ok)
      expect(refused && !refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0)
      expect(refused && !refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(60)
      // Another client has a limit of its own.
      expect((await a!.reserve('198.51.100.2')).ok).toBe(true)
    })

    it('a place given back on one instance can be taken on the other', async () => {
      const [a, b] = limiters()
      const taken = await Promise.all(Array.from({ length: LIMIT }, () => a!.reserve('198.51.100.3')))
      expect(taken.every((result) => result.ok)).toBe(true)
      expect((await b!.reserve('198.51.100.3')).ok).toBe(false)
      const first = taken[0]!
      if (first.ok) first.release()
      await expect.poll(async () => (await b!.take('198.51.100.3')).ok, { timeout: scaled(5_000), interval: 50 }).toBe(true)
      expect((await b!.take('198.51.100.3')).ok).toBe(false)
    })

    it('starts a new window once the client’s window has ended', async () => {
      const a = new SharedRateLimiter(async () => instanceA, { bucket: 'short', limitPerWindow: 1, windowSeconds: 1 })
      expect((await a.take('198.51.100.4')).ok).toBe(true)
      // Rewind the window instead of waiting for it.
      await instanceA.db.execute(sql`update rate_limit_counts set window_start = window_start - interval '2 seconds' where bucket = 'short'`)
      expect((await a.take('198.51.100.4')).ok).toBe(true)
      expect((await a.take('198.51.100.4')).ok).toBe(false)
    })

    it('counts in memory while the database does not answer, and says so', async () => {
      const errors: unknown[] = []
      const down = new SharedRateLimiter(async () => Promise.reject(new Error('database down')), {
        bucket: 'leads',
        limitPerWindow: 2,
        onError: (error) => errors.push(error),
      })
      expect((await down.take('198.51.100.5')).ok).toBe(true)
      expect((await down.take('198.51.100.5')).ok).toBe(true)
      expect((await down.take('198.51.100.5')).ok).toBe(false)
      expect(errors.length).toBe(3)
    })
  })

  it('keeps the leads that arrive while PostgreSQL restarts: they wait, and each is stored once', async () => {
    const form = (i: number) => ({
      kind: 'form' as const,
      data: { NameSurname: `Restart ${i}`, Email: `restart-${i}@example.com`, Phone: '+49 30 1234567', Company: 'Kernel', Message: `Lead ${i}` },
    })
    // Stopped first: the pools' connections are cut, and every lead below meets a refused connection.
    await postgres.halt()
    const pending = Promise.all(Array.from({ length: 30 }, (_, i) => createLead(i % 2 ? instanceA : instanceB, form(i), { language: 'en', deliver: false })))
    await postgres.resume()
    const created = await pending
    expect(created.every((lead) => lead.id > 0 && !lead.duplicate)).toBe(true)
    expect(await instanceA.db.$count(leads, sql`email like 'restart-%'`)).toBe(30)
  })

  describe('mail queue', () => {
    let sink: SmtpSink
    beforeAll(async () => {
      sink = await startSmtpSink()
    })
    afterAll(async () => {
      await sink.close()
    })

    const form = (tag: string) => ({
      kind: 'form' as const,
      data: { NameSurname: `Grace ${tag}`, Email: `${tag}@example.com`, Phone: '+49 30 1234567', Company: 'Navy', Message: `About ${tag}` },
    })
    const queueOn = (database: Database, port: number, retryBaseSeconds = 30) =>
      startDeliveryQueue(database, createTransport({ host: '127.0.0.1', port, ignoreTLS: true }), {
        inbox: 'sales@example.com',
        from: 'site@example.com',
        pollMs: 50,
        batchSize: 5,
        retryBaseSeconds,
      })
    const mailsFor = (email: string) => sink.messages.filter((message) => message.data.includes(`Reply-To: ${email}`))

    it('sends each lead exactly once while both instances work the queue', async () => {
      const emails = Array.from({ length: 40 }, (_, i) => `both-${i}`)
      for (const tag of emails) await createLead(instanceA, form(tag), { language: 'en', deliver: true })
      const queues = [queueOn(instanceA, sink.port), queueOn(instanceB, sink.port)]
      try {
        await Promise.all(queues.map((queue) => queue.drain()))
        await expect
          .poll(async () => instanceA.db.$count(leads, sql`email like 'both-%' and delivery_status = 'sent'`), { timeout: scaled(20_000), interval: 100 })
          .toBe(emails.length)
        for (const tag of emails) expect(mailsFor(`${tag}@example.com`), tag).toHaveLength(1)
      } finally {
        await Promise.all(queues.map((queue) => queue.stop()))
      }
    })

    it('loses no mail when an instance dies mid-send: the other sends it once its claim runs out', async () => {
      // A mail server that accepts the connection and never answers: instance A hangs in the send.
      const sockets = new Set<Socket>()
      const silent: Server = createServer((socket) => void sockets.add(socket.on('error', () => {})))
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
      const silentPort = (silent.address() as { port: number }).port
      const doomed = await openDatabase({ databaseUrl: postgres.url, dataDir, poolSize: 2 })
      await createLead(instanceA, form('orphan'), { language: 'de', deliver: true })
      const queueA = queueOn(doomed, silentPort, 1)
      let queueB: ReturnType<typeof queueOn> | undefined
      try {
        await expect.poll(() => sockets.size, { timeout: scaled(10_000), interval: 50 }).toBeGreaterThan(0)
        const claimed = (await instanceA.db.execute(sql`select delivery_attempts from leads where email = 'orphan@example.com'`)) as unknown as {
          rows: Array<{ delivery_attempts: number }>
        }
        expect(claimed.rows[0]?.delivery_attempts).toBe(1)
        // "Kill" A: its connections and its mail socket go away without it writing anything.
        await doomed.close()
        for (const socket of sockets) socket.destroy()
        queueB = queueOn(instanceB, sink.port, 1)
        await expect.poll(() => mailsFor('orphan@example.com').length, { timeout: scaled(20_000), interval: 100 }).toBe(1)
        await expect
          .poll(async () => instanceB.db.$count(leads, sql`email = 'orphan@example.com' and delivery_status = 'sent'`), { timeout: scaled(5_000) })
          .toBe(1)
        expect(mailsFor('orphan@example.com')).toHaveLength(1)
      } finally {
        await queueA.stop().catch(() => {})
        await queueB?.stop()
        silent.close()
      }
    })
  })
})
