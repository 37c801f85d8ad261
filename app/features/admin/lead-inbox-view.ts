import type { DeliveryStatus, LeadKind } from '@db/schema'
import type { LeadField } from '~/features/leads/lead-declarations'
import type { LeadStatus } from '~/features/leads/lead-status'

/** What the inbox page shows of a lead (dates as ISO strings: they travel as JSON). */
export type LeadRow = {
  id: number
  kind: LeadKind
  createdAt: string
  /** What the lead's form asked for, by field (lead-declarations.ts): the e-mail always, the others where given. */
  fields: Partial<Record<LeadField, string>>
  language: string
  pageUrl: string | null
  deliveryStatus: DeliveryStatus
  deliveryAttempts: number
  deliveryError: string | null
  deliveredAt: string | null
  confirmedAt: string | null
  /** The consent given with the lead: a sign-up's purpose, or `talentPool` for an application kept for future positions. */
  consentPurpose: 'demo' | 'portal' | 'digest' | 'news' | 'talentPool' | null
  /** The sales pipeline: its stage, its owner's name (null: nobody), the follow-up day and whether it is due. */
  status: LeadStatus
  owner: string | null
  followUpOn: string | null
  followUpDue: boolean
}

/** An admin account as the owner select offers it. */
export type AdminOption = { id: number; name: string }

/**
 * The filters as the form shows them: `kind` and `status` '' for all, days as YYYY-MM-DD or '',
 * `owner` '' for anyone, `none` for nobody or an account id, `due` '1' for the follow-ups due only.
 */
export type InboxFilters = { kind: string; from: string; to: string; status: string; owner: string; due: string }
export const INBOX_FILTER_NAMES = ['kind', 'from', 'to', 'status', 'owner', 'due'] as const satisfies readonly (keyof InboxFilters)[]

type InboxErrorKey =
  | 'admin.leads.errors.kind'
  | 'admin.leads.errors.date'
  | 'admin.leads.errors.range'
  | 'admin.leads.errors.page'
  | 'admin.leads.errors.status'
  | 'admin.leads.errors.owner'
  | 'admin.leads.errors.due'
export type InboxErrors = Partial<Record<keyof InboxFilters | 'page', InboxErrorKey>>

/** Every kind of lead, in the filter's order (a plain list: the browser never loads the DB schema). */
const KIND_ORDER = { email: 1, form: 2, application: 3, partner: 4 } satisfies Record<LeadKind, number>
export const INBOX_KINDS = Object.keys(KIND_ORDER) as LeadKind[]

export const LEAD_INBOX_PAGE_SIZE = 25
export const LEAD_EXPORT_LIMIT = 10_000

/** The inbox's address with these filters (and page), for links and the CSV. */
export function inboxSearch(filters: InboxFilters, page?: number): string {
  const params = new URLSearchParams()
  for (const name of INBOX_FILTER_NAMES) if (filters[name]) params.set(name, filters[name])
  if (page && page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : ''
}
