import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '@db/client.server'
import { leadHistory, leadNotes, leads, users, webhookDeliveries, type User } from '@db/schema'
import { createSession } from '~/features/accounts/sessions.server'
import { leadInboxCsv, loadLeadInbox, markSpamFromInbox } from '~/features/admin/lead-inbox.server'
import { leadPageAction, loadLeadPage } from '~/features/admin/lead-page.server'
import { changeLeadPipeline } from '~/features/admin/lead-pipeline.server'
import { createLead } from '~/features/leads/leads.server'
import { deleteExpiredSignups } from '~/features/leads/signup-confirmation.server'
import { openTestDatabase } from './helpers/test-database'
import { TEST_WEBHOOK_SECRET } from './helpers/webhook-receiver'

const ORIGIN = 'http://localhost:3000'
const ENDPOINT = 'https://crm.example.com/hooks/lead-pipeline'

type Who = 'admin' | 'colleague' | 'user'

/**
 * The sales pipeline of the admin inbox (issue #56 item 1) on a real database, once on embedded
 * PGlite and once on a PostgreSQL server, through the server functions the routes call with the
 * request a browser without JavaScript sends: a lead's stage, owner and follow-up day with their
 * history and `lead.updated` event, notes, the inbox's bulk spam, filters and counts, erasure.
 */
export function leadPipelineSuite(engine: 'pglite' | 'postgres') {
  describe(`lead pipeline (${engine})`, () => {
    let database: Database
    let close = async () => {}
    const accounts = {} as Record<Who, User>
    const cookieOf = {} as Record<Who, string>

    const form = (who: Who | null, fields: Record<string, string | string[]>, origin = ORIGIN) => {
      const body = new URLSearchParams()
      for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one)
      return { method: 'POST', headers: { ...(who ? { cookie: cookieOf[who] } : {}), origin, 'content-type': 'application/x-www-form-urlencoded' }, body }
    }
    const postLead = (who: Who | null, id: number | string, fields: Record<string, string>, options: { lang?: 'tr' | 'en' | 'de'; origin?: string } = {}) => {
      const lang = options.lang ?? 'en'
      return leadPageAction(new Request(`${ORIGIN}/${lang}/admin/leads/${id}`, form(who, fields, options.origin)), lang, String(id))
    }
    const postSpam = (who: Who | null, ids: readonly number[], search = '') =>
      markSpamFromInbox(new Request(`${ORIGIN}/en/admin/leads${search}`, form(who, { lead: ids.map(String) })), 'en')
    const inbox = async (search: string) => {
      const { inbox } = await loadLeadInbox(new Request(`${ORIGIN}/en/admin/leads${search}`, { headers: { cookie: cookieOf.admin } }), 'en')
      if (inbox.state !== 'listed') throw new Error(`inbox ${inbox.state}`)
      return inbox
    }
    /** The JSON body of a 400 the action returned (React Router's `data`). */
    const refusalOf = (answer: unknown) => answer as { init: { status: number }; data: { errors: Record<string, string> } }

    let serial = 0
    const contactLead = async (company = 'Örnek A.Ş.') => {
      serial += 1
      const { id } = await createLead(
        database,
        { kind: 'form', data: { Email: `lead-${serial}@example.com`, NameSurname: 'Ayşe Yılmaz', Phone: '+90 555 000 00 00', Company: company, Message: `Teklif ${serial}` } as never },
        { language: 'tr', ip: `203.0.113.${serial % 250}`, deliver: false },
      )
      return id
    }
    const leadRow = async (id: number) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0]!
    const historyOf = (id: number) => database.db.select().from(leadHistory).where(eq(leadHistory.leadId, id)).orderBy(leadHistory.id)
    const eventsOf = async (id: number) =>
      (await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.leadId, id)).orderBy(webhookDeliveries.id)).map((row) => ({ type: row.eventType, body: JSON.parse(row.body) as { data: { lead: { id: number }; changes: unknown } } }))

    beforeAll(async () => {
      // Read once per process by the first use: set before it.
      process.env.LEADS_WEBHOOK_URLS = ENDPOINT
      process.env.LEADS_WEBHOOK_SECRET = TEST_WEBHOOK_SECRET
      ;({ database, close } = await openTestDatabase(engine, 'lead-pipeline'))
      const people: Record<Who, { name: string; role: 'admin' | 'user' }> = { admin: { name: 'Zeynep Kaya', role: 'admin' }, colleague: { name: 'Mehmet Demir', role: 'admin' }, user: { name: 'Ute Müller', role: 'user' } }
      for (const [who, person] of Object.entries(people) as [Who, (typeof people)[Who]][]) {
        const [user] = await database.db
          .insert(users)
          .values({ email: `${who}@example.com`, name: person.name, passwordHash: 'x', role: person.role, language: 'en', notifications: { productNews: false, blogDigest: false, orderUpdates: false } })
          .returning()
        accounts[who] = user!
        cookieOf[who] = `sf_session=${(await createSession(database, user!, {})).token}`
      }
    })

    afterAll(async () => {
      await close()
      delete process.env.LEADS_WEBHOOK_URLS
      delete process.env.LEADS_WEBHOOK_SECRET
    })

    beforeEach(async () => {
      await database.db.delete(webhookDeliveries)
    })

    it('a lead starts as new; a stage and owner change writes its history and one lead.updated event, a follow-up day alone only history', async () => {
      const id = await contactLead()
      expect(await leadRow(id)).toMatchObject({ status: 'new', ownerId: null, followUpOn: null })

      const answer = await postLead('admin', id, { intent: 'pipeline', status: 'contacted', owner: String(accounts.colleague.id), followUp: '2026-12-01' })
      expect(answer).toBeInstanceOf(Response)
      expect((answer as Response).status).toBe(303)
      expect((answer as Response).headers.get('location')).toBe(`/en/admin/leads/${id}?saved=pipeline`)
      expect(await leadRow(id)).toMatchObject({ status: 'contacted', ownerId: accounts.colleague.id, followUpOn: '2026-12-01' })
      expect(await historyOf(id)).toMatchObject([
        { field: 'status', fromValue: 'new', toValue: 'contacted', actorId: accounts.admin.id },
        { field: 'owner', fromValue: null, toValue: String(accounts.colleague.id), actorId: accounts.admin.id },
        { field: 'followUp', fromValue: null, toValue: '2026-12-01', actorId: accounts.admin.id },
      ])
      const events = await eventsOf(id)
      expect(events).toHaveLength(1)
      expect(events[0]).toMatchObject({
        type: 'lead.updated',
        body: { data: { lead: { id }, changes: { status: { from: 'new', to: 'contacted' }, owner: { from: null, to: 'colleague@example.com' } } } },
      })

      // Only the day: its history row, and no event (receivers follow stages and owners).
      await postLead('admin', id, { intent: 'pipeline', status: 'contacted', owner: String(accounts.colleague.id), followUp: '2026-12-08' })
      expect((await historyOf(id)).at(-1)).toMatchObject({ field: 'followUp', fromValue: '2026-12-01', toValue: '2026-12-08' })
      expect(await eventsOf(id)).toHaveLength(1)
      // Saving the same values again changes nothing and records nothing.
      await postLead('admin', id, { intent: 'pipeline', status: 'contacted', owner: String(accounts.colleague.id), followUp: '2026-12-08' })
      expect(await historyOf(id)).toHaveLength(4)

      // The page shows it all: the history newest first with names, the note with its author.
      expect(((await postLead('colleague', id, { intent: 'note', note: '  Rang back, wants a demo.  ' })) as Response).status).toBe(303)
      const { page } = await loadLeadPage(new Request(`${ORIGIN}/en/admin/leads/${id}?saved=note`, { headers: { cookie: cookieOf.admin } }), 'en', String(id))
      expect(page).toMatchObject({ ownerId: accounts.colleague.id, saved: 'note', lead: { status: 'contacted', owner: 'Mehmet Demir', followUpOn: '2026-12-08' } })
      expect(page.notes).toMatchObject([{ body: 'Rang back, wants a demo.', author: 'Mehmet Demir' }])
      expect(page.history.map(({ field, from, to, actor }) => ({ field, from, to, actor }))).toEqual([
        { field: 'followUp', from: '2026-12-01', to: '2026-12-08', actor: 'Zeynep Kaya' },
        { field: 'followUp', from: null, to: '2026-12-01', actor: 'Zeynep Kaya' },
        { field: 'owner', from: null, to: 'Mehmet Demir', actor: 'Zeynep Kaya' },
        { field: 'status', from: 'new', to: 'contacted', actor: 'Zeynep Kaya' },
      ])
    })

    it('writes the change, its history and its event in one transaction: when the event cannot be written, nothing of the change stays', async () => {
      const id = await contactLead()
      // The same endpoint twice: the event's second row breaks the outbox's unique (event, endpoint) index.
      const broken = { endpoints: [ENDPOINT, ENDPOINT], includeMessage: false }
      await expect(changeLeadPipeline(database, id, accounts.admin.id, { status: 'qualified', ownerId: accounts.admin.id, followUpOn: null }, broken)).rejects.toThrow()
      expect(await leadRow(id)).toMatchObject({ status: 'new', ownerId: null })
      expect(await historyOf(id)).toEqual([])
      expect(await eventsOf(id)).toEqual([])
    })

    it('marks the ticked leads as spam in bulk, each with its history and event, and goes back to the same filters', async () => {
      const [first, second, third] = [await contactLead(), await contactLead(), await contactLead()]
      await changeLeadPipeline(database, third, accounts.admin.id, { status: 'spam', ownerId: null, followUpOn: null }, undefined)
      const answer = await postSpam('admin', [first, second, third], '?kind=form')
      expect(answer).toBeInstanceOf(Response)
      expect((answer as Response).status).toBe(303)
      // The third was spam already: two changed.
      expect((answer as Response).headers.get('location')).toBe('/en/admin/leads?kind=form&spammed=2')
      for (const id of [first, second, third]) expect((await leadRow(id)).status).toBe('spam')
      for (const id of [first, second]) {
        expect(await historyOf(id)).toMatchObject([{ field: 'status', fromValue: 'new', toValue: 'spam', actorId: accounts.admin.id }])
        expect(await eventsOf(id)).toMatchObject([{ type: 'lead.updated', body: { data: { changes: { status: { from: 'new', to: 'spam' } } } } }])
      }
      expect(await eventsOf(third)).toEqual([])
      expect((await inbox('?kind=form&spammed=2')).spammed).toBe(2)

      // Nothing ticked, or something that is no lead id: a translated 400, nothing changed.
      expect(refusalOf(await postSpam('admin', []))).toMatchObject({ init: { status: 400 }, data: { bulkError: 'Tick at least one lead first.' } })
      const junk = await markSpamFromInbox(new Request(`${ORIGIN}/de/admin/leads`, form('admin', { lead: ['1; drop table leads'] })), 'de')
      expect(refusalOf(junk)).toMatchObject({ init: { status: 400 }, data: { bulkError: 'Die Auswahl konnte nicht gelesen werden. Haken Sie die Anfragen erneut an.' } })
    })

    it('filters and counts the inbox by stage, owner and follow-ups due, and exports them to the CSV', async () => {
      const company = `Filter ${engine} ${Date.now()}`
      const kinds = { won: await contactLead(company), owned: await contactLead(company), due: await contactLead(company), later: await contactLead(company) }
      const set = (id: number, status: 'new' | 'contacted' | 'won', ownerId: number | null, followUpOn: string | null) => changeLeadPipeline(database, id, accounts.admin.id, { status, ownerId, followUpOn }, undefined)
      await set(kinds.won, 'won', accounts.admin.id, '2000-01-03') // closed: its old day is not due
      await set(kinds.owned, 'contacted', accounts.colleague.id, null)
      await set(kinds.due, 'contacted', null, '2000-01-02')
      await set(kinds.later, 'new', null, '9999-12-31')
      const ours = (rows: { id: number }[]) => rows.map((row) => row.id).filter((id) => Object.values(kinds).includes(id))

      const contacted = await inbox('?status=contacted')
      expect(ours(contacted.rows)).toEqual([kinds.due, kinds.owned])
      expect(contacted.rows.find((row) => row.id === kinds.owned)).toMatchObject({ status: 'contacted', owner: 'Mehmet Demir', followUpDue: false })
      expect(contacted.rows.find((row) => row.id === kinds.due)).toMatchObject({ owner: null, followUpOn: '2000-01-02', followUpDue: true })
      expect(ours((await inbox(`?owner=${accounts.colleague.id}`)).rows)).toEqual([kinds.owned])
      expect(ours((await inbox('?owner=none&status=contacted')).rows)).toEqual([kinds.due])
      const due = await inbox('?due=1')
      expect(ours(due.rows)).toEqual([kinds.due])

      // The counts: each stage under the other filters (here: the owner), each owner under the stage filter.
      // (Earlier tests' leads count too: each count is checked against the table itself.)
      const direct = async (where: ReturnType<typeof sql>) => (await database.db.select({ count: sql<number>`count(*)::int` }).from(leads).where(where))[0]!.count
      const byColleague = await inbox(`?owner=${accounts.colleague.id}`)
      expect(byColleague.counts.statuses.contacted).toBe(await direct(sql`${leads.status} = 'contacted' and ${leads.ownerId} = ${accounts.colleague.id}`))
      expect(byColleague.counts.statuses.won).toBeUndefined()
      const counted = await inbox('')
      expect(counted.counts.statuses.won).toBe(await direct(sql`${leads.status} = 'won'`))
      expect(counted.counts.statuses.contacted).toBe(await direct(sql`${leads.status} = 'contacted'`))
      expect(counted.counts.owners).toEqual([
        { id: accounts.colleague.id, name: 'Mehmet Demir', count: await direct(sql`${leads.ownerId} = ${accounts.colleague.id}`) },
        { id: accounts.admin.id, name: 'Zeynep Kaya', count: await direct(sql`${leads.ownerId} = ${accounts.admin.id}`) },
      ])
      expect(counted.counts.unowned).toBe(await direct(sql`${leads.ownerId} is null`))
      expect(counted.counts.due).toBe(await direct(sql`${leads.followUpOn} <= current_date and ${leads.status} not in ('won', 'lost', 'spam')`))
      expect(counted.counts.due).toBeGreaterThanOrEqual(1)

      // A filter value that is no stage, owner or box: the page's translated 400 state.
      const bad = await loadLeadInbox(new Request(`${ORIGIN}/tr/admin/leads?status=hot&owner=x&due=yes`, { headers: { cookie: cookieOf.admin } }), 'tr')
      expect(bad.inbox).toMatchObject({ state: 'invalid', errors: { status: 'admin.leads.errors.status', owner: 'admin.leads.errors.owner', due: 'admin.leads.errors.due' } })

      const csv = await (await leadInboxCsv(new Request(`${ORIGIN}/en/admin/leads.csv?status=contacted`, { headers: { cookie: cookieOf.admin } }), 'en')).text()
      const [header, ...lines] = csv.replace('\uFEFF', '').trim().split('\r\n')
      expect(header!.split(',').slice(-3)).toEqual(['status', 'owner', 'followUpOn'])
      expect(lines.find((line) => line.startsWith(`${kinds.owned},`))!.split(',').slice(-3)).toEqual(['contacted', 'Mehmet Demir', ''])
      expect(lines.find((line) => line.startsWith(`${kinds.due},`))!.split(',').slice(-3)).toEqual(['contacted', '', '2000-01-02'])
      expect(lines.some((line) => line.startsWith(`${kinds.won},`))).toBe(false)
    })

    it('erases a lead’s notes and history with the lead when retention deletes it', async () => {
      const { id } = await createLead(database, { kind: 'email', data: { Email: `erase-${engine}@example.com` } as never }, { language: 'de', deliver: false })
      await postLead('admin', id, { intent: 'pipeline', status: 'contacted', owner: '', followUp: '' })
      await postLead('admin', id, { intent: 'note', note: 'Hat nicht bestätigt.' })
      const keep = await contactLead()
      await postLead('admin', keep, { intent: 'note', note: 'Stays.' })
      expect(await historyOf(id)).toHaveLength(1)
      // Its confirmation mail went out 61 days ago and was never followed.
      await database.db.update(leads).set({ deliveryStatus: 'sent', createdAt: sql`now() - interval '61 days'` }).where(eq(leads.id, id))

      expect(await deleteExpiredSignups(database)).toBe(1)
      expect(await database.db.select().from(leads).where(eq(leads.id, id))).toEqual([])
      expect(await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id))).toEqual([])
      expect(await historyOf(id)).toEqual([])
      expect(await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, keep))).toHaveLength(1)
    })

    it('answers a bad stage, owner, date or note with a translated 400 and changes nothing', async () => {
      const id = await contactLead()
      const cases: Array<[Record<string, string>, 'tr' | 'en' | 'de', string, string]> = [
        [{ status: 'hot', owner: '', followUp: '' }, 'de', 'status', 'Wählen Sie eine der aufgeführten Phasen.'],
        [{ status: 'won', owner: String(accounts.user.id), followUp: '' }, 'tr', 'owner', 'Listedeki sorumlulardan birini seçin: Yönetici rolündeki bir hesap.'],
        [{ status: 'won', owner: '99999999999', followUp: '' }, 'en', 'owner', 'Choose one of the listed owners: an account with the Admin role.'],
        [{ status: 'won', owner: '', followUp: '2026-02-30' }, 'de', 'followUp', 'Geben Sie ein gültiges Datum ein, zum Beispiel 2026-12-01.'],
        [{ status: 'won', owner: '', followUp: '1999-12-31' }, 'tr', 'followUp', 'Geçerli bir tarih girin, örneğin 2026-12-01.'],
        [{ intent: 'note', note: '   ' }, 'en', 'note', 'Write the note first.'],
        [{ intent: 'note', note: 'x'.repeat(2001) }, 'de', 'note', 'Eine Notiz darf höchstens 2.000 Zeichen lang sein.'],
      ]
      for (const [fields, lang, field, message] of cases) {
        const answer = refusalOf(await postLead('admin', id, { intent: 'pipeline', ...fields }, { lang }))
        expect(answer.init.status, JSON.stringify(fields)).toBe(400)
        expect(answer.data.errors[field], JSON.stringify(fields)).toBe(message)
      }
      // A body that is no form: a 400 as well, never a 5xx.
      const notAForm = await leadPageAction(
        new Request(`${ORIGIN}/en/admin/leads/${id}`, { method: 'POST', headers: { cookie: cookieOf.admin, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded; charset=utf-16' }, body: 'status=won' }),
        'en',
        String(id),
      )
      expect(refusalOf(notAForm)).toMatchObject({ init: { status: 400 }, data: { errors: { form: 'The form could not be read. Please send it again.' } } })
      // A lead that does not exist, or an id that is none: the 404 page.
      await expect(postLead('admin', 2_000_000_000, { status: 'won', owner: '', followUp: '' })).rejects.toMatchObject({ init: { status: 404 } })
      await expect(postLead('admin', '12abc', { status: 'won', owner: '', followUp: '' })).rejects.toMatchObject({ init: { status: 404 } })
      expect(await leadRow(id)).toMatchObject({ status: 'new', ownerId: null, followUpOn: null })
      expect(await historyOf(id)).toEqual([])
      expect(await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id))).toEqual([])
    })

    it('lets no one but an admin of this site change anything: another account gets the 404 page, a visitor the sign-in, another site a 403', async () => {
      const id = await contactLead()
      const change = { intent: 'pipeline', status: 'won', owner: '', followUp: '' }
      await expect(postLead('user', id, change)).rejects.toMatchObject({ init: { status: 404 } })
      await expect(postLead('user', id, { intent: 'note', note: 'Sneaky' })).rejects.toMatchObject({ init: { status: 404 } })
      await expect(postSpam('user', [id])).rejects.toMatchObject({ init: { status: 404 } })
      await expect(loadLeadPage(new Request(`${ORIGIN}/en/admin/leads/${id}`, { headers: { cookie: cookieOf.user } }), 'en', String(id))).rejects.toMatchObject({ init: { status: 404 } })
      const visitor = await postLead(null, id, change).catch((thrown: unknown) => thrown)
      expect(visitor).toBeInstanceOf(Response)
      expect((visitor as Response).status).toBe(302)
      expect((visitor as Response).headers.get('location')).toMatch(/^\/en\/auth\/sign-in/)
      await expect(postLead('admin', id, change, { origin: 'https://evil.example' })).rejects.toMatchObject({ status: 403 })
      await expect(markSpamFromInbox(new Request(`${ORIGIN}/en/admin/leads`, form('admin', { lead: [String(id)] }, 'https://evil.example')), 'en')).rejects.toMatchObject({ status: 403 })
      expect(await leadRow(id)).toMatchObject({ status: 'new' })
      expect(await historyOf(id)).toEqual([])
      expect(await database.db.select().from(leadNotes).where(eq(leadNotes.leadId, id))).toEqual([])
    })
  })
}
