import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { BulkSpamSchema, NoteSchema, PipelineSchema } from './lead-pipeline.schema'

const messages = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe('lead pipeline forms', () => {
  it('reads the pipeline form: a stage, an owner id or nobody, a day or none', () => {
    expect(z.safeParse(PipelineSchema, { status: 'won', owner: ' 12 ', followUp: ' 2026-12-01 ' })).toMatchObject({ success: true, data: { status: 'won', owner: 12, followUp: '2026-12-01' } })
    expect(z.safeParse(PipelineSchema, { status: 'new', owner: '', followUp: '' })).toMatchObject({ success: true, data: { owner: null, followUp: null } })
    const refused = z.safeParse(PipelineSchema, { status: 'hot', owner: '0', followUp: '2026-02-30' })
    expect(messages(refused)).toEqual({ status: 'admin.lead.errors.status', owner: 'admin.lead.errors.owner', followUp: 'admin.lead.errors.date' })
    expect(messages(z.safeParse(PipelineSchema, { status: 'new', owner: '1234567890', followUp: '' }))).toEqual({ owner: 'admin.lead.errors.owner' })
    expect(messages(z.safeParse(PipelineSchema, {}))).toEqual({ status: 'admin.lead.errors.status', owner: 'admin.lead.errors.owner', followUp: 'admin.lead.errors.date' })
  })

  it('trims a note and keeps it between 1 and 2,000 characters', () => {
    expect(z.safeParse(NoteSchema, { note: '  Rang back.\n ' })).toMatchObject({ success: true, data: { note: 'Rang back.' } })
    expect(z.safeParse(NoteSchema, { note: 'x'.repeat(2000) }).success).toBe(true)
    expect(messages(z.safeParse(NoteSchema, { note: ' \n ' }))).toEqual({ note: 'admin.lead.errors.note' })
    expect(messages(z.safeParse(NoteSchema, { note: 'x'.repeat(2001) }))).toEqual({ note: 'admin.lead.errors.noteLength' })
  })

  it('takes one to 25 ticked lead ids for the bulk spam button', () => {
    expect(z.safeParse(BulkSpamSchema, { lead: ['1', '42'] }).success).toBe(true)
    expect(z.safeParse(BulkSpamSchema, { lead: Array.from({ length: 25 }, (_, index) => String(index + 1)) }).success).toBe(true)
    expect(messages(z.safeParse(BulkSpamSchema, { lead: [] }))).toEqual({ lead: 'admin.lead.errors.bulkNone' })
    expect(messages(z.safeParse(BulkSpamSchema, { lead: Array.from({ length: 26 }, (_, index) => String(index + 1)) }))).toEqual({ lead: 'admin.lead.errors.bulk' })
    expect(messages(z.safeParse(BulkSpamSchema, { lead: ['0'] }))).toEqual({ lead: 'admin.lead.errors.bulk' })
  })
})
