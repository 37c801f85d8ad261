/**
 * The one validation of the lead pipeline's forms (a lead's page and the inbox's spam button),
 * run by the pages for their inputs' constraints and by the server on every post. Messages are
 * translation keys (`admin.lead.errors.*`); the server checks besides that an owner is an admin.
 */
import * as z from 'zod/mini'
import { LEAD_STATUSES } from '~/features/leads/lead-status'
import { isCalendarDay } from '~/lib/company-time'
import { LEAD_INBOX_PAGE_SIZE } from './lead-inbox-view'

export const NOTE_MAX_LENGTH = 2000
// Ids are PostgreSQL integers: a longer number is no lead (and no 5xx).
const ID = /^[1-9]\d{0,8}$/

/** An account id from the owner select; '' is nobody. */
const owner = z.pipe(
  z.string({ error: 'admin.lead.errors.owner' }).check(z.trim(), z.refine((value) => value === '' || ID.test(value), { error: 'admin.lead.errors.owner' })),
  z.transform((value) => (value === '' ? null : Number(value))),
)

const followUp = z.pipe(
  z.string({ error: 'admin.lead.errors.date' }).check(z.trim(), z.refine((value) => value === '' || isCalendarDay(value), { error: 'admin.lead.errors.date' })),
  z.transform((value) => (value === '' ? null : value)),
)

/** The lead page's pipeline form: stage, owner and follow-up day, saved together. */
export const PipelineSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: 'admin.lead.errors.status' }),
  owner,
  followUp,
})

/** A note on a lead: one to NOTE_MAX_LENGTH characters once trimmed. */
export const NoteSchema = z.object({
  note: z.string({ error: 'admin.lead.errors.note' }).check(
    z.trim(),
    z.minLength(1, { error: 'admin.lead.errors.note' }),
    z.maxLength(NOTE_MAX_LENGTH, { error: 'admin.lead.errors.noteLength' }),
  ),
})

/** The inbox's bulk form: the ticked leads (at most one page of them), each a lead id. */
export const BulkSpamSchema = z.object({
  lead: z
    .array(z.string().check(z.regex(ID, { error: 'admin.lead.errors.bulk' })), { error: 'admin.lead.errors.bulk' })
    .check(z.minLength(1, { error: 'admin.lead.errors.bulkNone' }), z.maxLength(LEAD_INBOX_PAGE_SIZE, { error: 'admin.lead.errors.bulk' })),
})

export type PipelineErrorKey =
  | 'admin.lead.errors.status'
  | 'admin.lead.errors.owner'
  | 'admin.lead.errors.date'
  | 'admin.lead.errors.note'
  | 'admin.lead.errors.noteLength'
  | 'admin.lead.errors.bulk'
  | 'admin.lead.errors.bulkNone'
