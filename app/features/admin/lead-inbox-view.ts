import type { DeliveryStatus, LeadKind } from '@db/schema'
import type { LeadField } from '~/features/leads/lead-declarations'

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
}

/** The filters as the form shows them: `kind` '' for all kinds, days as YYYY-MM-DD or ''. */
export type InboxFilters = { kind: string; from: string; to: string }

type InboxErrorKey = 'admin.leads.errors.kind' | 'admin.leads.errors.date' | 'admin.leads.errors.range' | 'admin.leads.errors.page'
export type InboxErrors = Partial<Record<'kind' | 'from' | 'to' | 'page', InboxErrorKey>>

/** Every kind of lead, in the filter's order (a plain list: the browser never loads the DB schema). */
const KIND_ORDER = { email: 1, form: 2, application: 3, partner: 4 } satisfies Record<LeadKind, number>
export const INBOX_KINDS = Object.keys(KIND_ORDER) as LeadKind[]

export const LEAD_INBOX_PAGE_SIZE = 25
export const LEAD_EXPORT_LIMIT = 10_000

/** The inbox's address with these filters (and page), for links and the CSV. */
export function inboxSearch(filters: InboxFilters, page?: number): string {
  const params = new URLSearchParams()
  if (filters.kind) params.set('kind', filters.kind)
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  if (page && page > 1) params.set('page', String(page))
  const search = params.toString()
  return search ? `?${search}` : ''
}
