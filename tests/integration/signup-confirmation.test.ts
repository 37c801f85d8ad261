import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@db/client.server'
import { leads } from '@db/schema'
import { startDeliveryQueue, type DeliveryQueue } from '~/features/leads/delivery.server'
import { composeLeadMail } from '~/features/leads/lead-service.server'
import { createLead, listLeads } from '~/features/leads/leads.server'
import { confirmSignup, deleteExpiredSignups, readSignup } from '~/features/leads/signup-confirmation.server'
import { sentTo, startSmtpSink, textOf, type SmtpSink } from './helpers/smtp-sink'

const LINK = /http:\/\/localhost:4321\/(tr|en|de)\/confirm-email\?lead=(\d+)&token=([\w-]{22})/

describe('double opt-in of the e-mail sign-up', () => {
  let database: Database
  let dataDir: string
  let sink: SmtpSink
  let queue: DeliveryQueue

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'signup-confirmation-'))
    database = await openDatabase({ dataDir })
    sink = await startSmtpSink()
    queue = startDeliveryQueue(database, createTransport({ host: '127.0.0.1', port: sink.port, ignoreTLS: true }), {
      inbox: 'sales@example.com',
      from: 'site@example.com',
      pollMs: 50,
      compose: composeLeadMail({ inbox: 'sales@example.com', from: 'site@example.com' }),
    })
  })

  afterAll(async () => {
    await queue.stop()
    await sink.close()
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const row = async (id: number) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0]!
  const signUp = (email: string, language = 'de') =>
    createLead(
      database,
      { kind: 'email', data: { Email: email, Purpose: 'portal' }, consent: { purpose: 'portal', text: 'Mit der Anmeldung willigen Sie ein, dass wir Sie einmalig …' } },
      { language, deliver: true, siteOrigin: 'http://localhost:4321', pageUrl: 'https://evil.test/de' },
    )

  it('mails the visitor a link to the site they signed up on; only its POST confirms, and then the company hears of it', async () => {
    const { id } = await signUp('ada@example.com')
    await queue.drain()
    const mails = sink.messages.filter((message) => sentTo(message, 'ada@example.com'))
    expect(mails).toHaveLength(1)
    const body = textOf(mails[0]!)
    // In the visitor's language, with the link of the site's own origin, never the Referer's.
    expect(body).toContain('Guten Tag,')
    // It names what the visitor signed up for (the portal's one notification), as the form's consent did.
    expect(body).toContain('vielen Dank für Ihre Anmeldung: Wir informieren Sie einmalig per E-Mail über den Start des Portals.')
    expect(body).not.toContain('Produktneuigkeiten')
    expect(body).not.toContain('evil.test')
    const [, language, leadId, token] = LINK.exec(body)!
    expect([language, Number(leadId)]).toEqual(['de', id])
    // Nothing reached the company yet, and the sign-up counts as unconfirmed.
    expect(sink.messages.some((message) => sentTo(message, 'sales@example.com'))).toBe(false)
    expect((await listLeads(database, { limit: 10, confirmed: false })).items.map((lead) => lead.id)).toContain(id)

    // Opening the link reads, it does not confirm.
    expect(await readSignup(database, id, token!)).toEqual({ state: 'ask', email: 'ada@example.com', purpose: 'portal' })
    expect((await row(id)).confirmedAt).toBeNull()

    expect(await confirmSignup(database, id, token!, { deliver: true })).toBe('confirmed')
    expect((await row(id)).confirmedAt).toBeInstanceOf(Date)
    expect(await confirmSignup(database, id, token!, { deliver: true })).toBe('already')
    expect(await readSignup(database, id, token!)).toEqual({ state: 'already' })
    await queue.drain()
    const notice = sink.messages.filter((message) => sentTo(message, 'sales@example.com'))
    expect(notice).toHaveLength(1)
    expect(textOf(notice[0]!)).toMatch(/E-mail: ada@example\.com[\s\S]*Confirmed: \d{4}-/)
    expect((await listLeads(database, { limit: 10, confirmed: true })).items.map((lead) => lead.id)).toContain(id)
  })

  it('refuses a wrong, foreign, malformed or expired token', async () => {
    const { id } = await signUp('grace@example.com', 'en')
    const other = await signUp('alan@example.com', 'en')
    await queue.drain()
    const tokenOf = (email: string) => LINK.exec(textOf(sink.messages.find((message) => sentTo(message, email))!))![3]!
    const token = tokenOf('grace@example.com')
    // Another sign-up's token, a changed character, garbage, a bad id: all invalid.
    expect(await confirmSignup(database, id, tokenOf('alan@example.com'), { deliver: false })).toBe('invalid')
    expect(await confirmSignup(database, other.id, token, { deliver: false })).toBe('invalid')
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await confirmSignup(database, id, changed, { deliver: false })).toBe('invalid')
    for (const bad of ['', 'x'.repeat(22) + '=', '<script>', 'a'.repeat(5000)]) expect(await confirmSignup(database, id, bad, { deliver: false })).toBe('invalid')
    for (const badId of [0, -1, NaN, 2 ** 40]) expect(await confirmSignup(database, badId, token, { deliver: false })).toBe('invalid')
    // A contact-form lead is never confirmable.
    const form = await createLead(database, { kind: 'form', data: { NameSurname: 'Ada', Email: 'grace@example.com', Phone: '+49 30 1234567', Company: 'X', Message: 'Hi' } }, { language: 'en', deliver: false })
    expect(await confirmSignup(database, form.id, token, { deliver: false })).toBe('invalid')
    // After 30 days the link no longer confirms.
    const later = new Date(Date.now() + 31 * 86_400_000)
    expect(await confirmSignup(database, id, token, { deliver: false, now: later })).toBe('invalid')
    expect((await row(id)).confirmedAt).toBeNull()
    expect(await confirmSignup(database, id, token, { deliver: false })).toBe('confirmed')
    // Without a mail server the company's notice waits as `stored`.
    expect((await row(id)).deliveryStatus).toBe('stored')
  })

  it('deletes unconfirmed sign-ups 60 days after their link was mailed, keeps the confirmed and those never mailed', async () => {
    const mailed = await signUp('old-mailed@example.com')
    const neverMailed = await createLead(database, { kind: 'email', data: { Email: 'old-stored@example.com' } }, { language: 'tr', deliver: false })
    await queue.drain()
    expect((await row(mailed.id)).deliveryStatus).toBe('sent')
    await database.db.execute(sql`update ${leads} set created_at = now() - interval '61 days' where id in (${mailed.id}, ${neverMailed.id})`)
    const confirmedBefore = (await listLeads(database, { limit: 100, confirmed: true })).items.length
    expect(await deleteExpiredSignups(database)).toBe(1)
    expect(await database.db.select().from(leads).where(eq(leads.id, mailed.id))).toEqual([])
    expect((await row(neverMailed.id)).email).toBe('old-stored@example.com')
    expect((await listLeads(database, { limit: 100, confirmed: true })).items).toHaveLength(confirmedBefore)
  })
})
