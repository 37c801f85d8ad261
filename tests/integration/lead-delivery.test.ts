import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@db/client.server'
import { leads } from '@db/schema'
import { startDeliveryQueue } from '~/features/leads/delivery.server'
import { createLead } from '~/features/leads/leads.server'
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink'
import { scaled } from '../fixtures/slowness.js'

const form = (tag: string) => ({
  kind: 'form' as const,
  data: { NameSurname: `Linus ${tag}`, Email: `${tag}@example.com`, Phone: '+49 30 1234567', Company: 'Kernel', Message: `About ${tag}` },
})

describe('lead mail queue', () => {
  let database: Database
  let dataDir: string
  let sink: SmtpSink

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'leads-delivery-'))
    database = await openDatabase({ dataDir })
    sink = await startSmtpSink()
  })

  afterAll(async () => {
    await sink.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const status = async (email: string) => (await database.db.select().from(leads).where(eq(leads.email, email)))[0]

  it('gives up after the last attempt when the mail server is down, keeping the lead', async () => {
    const { id } = await createLead(database, form('down'), { language: 'de', deliver: true })
    // Port 9 on loopback: nothing listens, every attempt is refused.
    const queue = startDeliveryQueue(database, createTransport({ host: '127.0.0.1', port: 9, connectionTimeout: 1000 }), {
      inbox: 'sales@example.com',
      from: 'site@example.com',
      maxAttempts: 3,
      retryBaseSeconds: 0.1,
      pollMs: 50,
    })
    try {
      await expect.poll(async () => (await status('down@example.com'))?.deliveryStatus, { timeout: scaled(15_000), interval: 100 }).toBe('failed')
      const row = await status('down@example.com')
      expect(row).toMatchObject({ id, deliveryAttempts: 3, nextAttemptAt: null })
      expect(row?.deliveryError).toMatch(/ECONNREFUSED|connect/i)
    } finally {
      await queue.stop()
    }
  })

  it('sends pending leads once and records the time', async () => {
    await createLead(database, form('up'), { language: 'en', deliver: true })
    await createLead(database, form('only-stored'), { language: 'en', deliver: false })
    const queue = startDeliveryQueue(database, createTransport({ host: '127.0.0.1', port: sink.port, ignoreTLS: true }), {
      inbox: 'sales@example.com',
      from: 'site@example.com',
      pollMs: 50,
    })
    try {
      await expect.poll(async () => (await status('up@example.com'))?.deliveryStatus, { timeout: scaled(10_000), interval: 100 }).toBe('sent')
      await queue.drain()
      expect((await status('up@example.com'))?.deliveredAt).toBeInstanceOf(Date)
      expect((await status('only-stored@example.com'))?.deliveryStatus).toBe('stored')
      const mails = sink.messages.filter((message) => message.data.includes('up@example.com'))
      expect(mails).toHaveLength(1)
      expect(mails[0]!.data).toContain('Reply-To: up@example.com')
      expect(sink.messages.some((message) => message.data.includes('only-stored@example.com'))).toBe(false)
    } finally {
      await queue.stop()
    }
  })
})
