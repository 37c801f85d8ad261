import type { LeadHistoryField } from '@db/schema'
import type { AdminOption, LeadRow } from './lead-inbox-view'

/** A note on the lead's page (its author null: a deleted account). */
type NoteRow = { id: number; body: string; createdAt: string; author: string | null }

/**
 * One change in the lead's history: a stage (its word), an owner (the account's name) or a
 * follow-up day (YYYY-MM-DD); null is none, nobody. `actor` null: a deleted account.
 */
export type HistoryRow = { id: number; field: LeadHistoryField; from: string | null; to: string | null; createdAt: string; actor: string | null }

/** What the lead's page shows: the lead, the owner and day as the form holds them, its notes and history. */
export type LeadPageData = {
  lead: LeadRow
  ownerId: number | null
  admins: AdminOption[]
  notes: NoteRow[]
  history: HistoryRow[]
  /** After a save (the 303 back to the page): which form was saved. */
  saved: 'pipeline' | 'note' | null
}

/** The page's answer to a form it could not save: each field's translated message, and what was sent. */
export type LeadPageRefusal = { intent: 'pipeline' | 'note'; errors: Partial<Record<'status' | 'owner' | 'followUp' | 'note' | 'form', string>>; values: Record<string, string> }
