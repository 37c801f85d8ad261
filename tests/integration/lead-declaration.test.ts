import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api'
import { eq, sql } from 'drizzle-orm'
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '@db/client.server'
import * as schema from '@db/schema'
import { ContactForm } from '~/features/leads/contact-form'
import type * as Declarations from '~/features/leads/lead-declarations'
import { leadMail } from '~/features/leads/delivery.server'
import { publicLead, toCsv } from '~/features/leads/lead-export.server'
import { payloadFromForm, leadFormOf } from '~/features/leads/lead-form'
import { leadSchemaFor, validateLead } from '~/features/leads/lead.schema'
import { createLead } from '~/features/leads/leads.server'
import { serverMarkup } from '../fixtures/server-markup'

/**
 * Issue #37 item 1: a lead form's field is declared once. Here the partner form gets one more
 * field, an optional budget, in the declaration alone (as a developer would add it to
 * lead-declarations.ts), and the field then goes through the schema, the form's markup and its
 * no-JavaScript post, the migration drizzle-kit derives, the insert, the admin CSV and the mail.
 * The fixture borrows existing translation keys for its label and message; a real field adds
 * its own to the three locale files.
 */
vi.mock('~/features/leads/lead-declarations', async (importOriginal) => {
  const declared = await importOriginal<typeof Declarations>()
  const Budget = {
    type: 'text',
    input: 'budget',
    required: false,
    maxLength: 40,
    message: 'leads.errors.company',
    label: 'leads.contact.company',
    autoComplete: 'off',
    column: 'budget',
    key: 'budget',
    mailLabel: 'Budget',
    inbox: { place: 'sender' },
  } as const
  return {
    ...declared,
    LEAD_FIELDS: { ...declared.LEAD_FIELDS, Budget },
    LEAD_FORMS: { ...declared.LEAD_FORMS, partner: { ...declared.LEAD_FORMS.partner, fields: [...declared.LEAD_FORMS.partner.fields, 'Budget'] } },
  }
})

// The fixture field is not in the real declarations' types: the test reaches it by name.
type WithBudget = Record<string, unknown>
const PARTNER = { NameSurname: 'Grace Hopper', Email: 'grace@example.com', Phone: '+1 202 555 0101', Company: 'Navy', Message: 'A partnership please.' }

describe('a lead field declared once', () => {
  let database: Database
  let dataDir: string

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lead-declaration-'))
    database = await openDatabase({ dataDir })
  })

  afterAll(async () => {
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('is checked by the schema of its form only: trimmed, optional, within its limit', () => {
    const partner = leadSchemaFor('partner')
    expect(validateLead(partner, { ...PARTNER, Budget: '  50k €  ' })).toEqual({ ok: true, data: { ...PARTNER, Budget: '50k €' } })
    expect(validateLead(partner, PARTNER)).toEqual({ ok: true, data: PARTNER })
    expect(validateLead(partner, { ...PARTNER, Budget: 'x'.repeat(41) })).toEqual({ ok: false, errors: { Budget: 'leads.errors.company' } })
    expect(validateLead(partner, { ...PARTNER, Budget: 'a\u0000b' })).toEqual({ ok: false, errors: { Budget: 'leads.errors.characters' } })
    expect(Object.keys(leadSchemaFor('form').def.shape)).not.toContain('Budget')
  })

  it('is an input of its form, optional and limited, and its no-JavaScript post carries it', () => {
    const html = serverMarkup(createElement(ContactForm, { intent: 'partner' }))
    const input = /<input[^>]*name="budget"[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain('maxLength="40"')
    expect(input).not.toContain('aria-required')
    const id = /id="([^"]+)"/.exec(input)![1]!
    expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>[^<]*<!-- -->[^<]*<span[^>]*>\\(optional\\)</span></label>`))
    expect(serverMarkup(createElement(ContactForm, { intent: 'form' }))).not.toContain('name="budget"')

    const posted = new FormData()
    for (const [name, value] of Object.entries({ name: 'Grace Hopper', email: 'grace@example.com', number: '+1 202 555 0101', company: 'Navy', message: 'Hi', budget: '50k €' })) posted.set(name, value)
    const { fields, extras } = leadFormOf('partner')
    expect(payloadFromForm(posted, fields, extras)).toMatchObject({ Budget: '50k €' })
  })

  it('gets its column from the migration drizzle-kit derives, and is stored, exported and mailed', async () => {
    const journal = JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: { idx: number }[] }
    const last = String(journal.entries.at(-1)!.idx).padStart(4, '0')
    const committed = JSON.parse(readFileSync(`db/migrations/meta/${last}_snapshot.json`, 'utf8')) as DrizzleSnapshotJSON
    const migration = await generateMigration(committed, generateDrizzleJson(schema))
    expect(migration).toEqual(['ALTER TABLE "leads" ADD COLUMN "budget" text;'])
    for (const statement of migration) await database.db.execute(sql.raw(statement))

    const { id } = await createLead(database, { kind: 'partner', data: { ...PARTNER, Budget: '50k €' } as never }, { language: 'en', deliver: false })
    const [lead] = await database.db.select().from(schema.leads).where(eq(schema.leads.id, id))
    expect((lead as unknown as WithBudget).budget).toBe('50k €')
    // A form without the field leaves its column empty.
    const other = await createLead(database, { kind: 'form', data: { ...PARTNER, Budget: 'ignored' } as never }, { language: 'en', deliver: false })
    const [contact] = await database.db.select().from(schema.leads).where(eq(schema.leads.id, other.id))
    expect((contact as unknown as WithBudget).budget).toBeNull()

    const [header, row] = toCsv([publicLead(lead!)]).replace('\uFEFF', '').split('\r\n')
    const columns = header!.split(',')
    expect(columns.slice(0, 8)).toEqual(['id', 'kind', 'email', 'nameSurname', 'phone', 'company', 'message', 'budget'])
    expect(row!.split(',')[columns.indexOf('budget')]).toBe('50k €')

    const mail = leadMail(lead!, { inbox: 'sales@example.com', from: 'site@example.com' })
    expect(mail.text).toContain('\nCompany: Navy\nBudget: 50k €\n')
    expect(mail.text.endsWith('\n\nA partnership please.\n')).toBe(true)
  })
})
