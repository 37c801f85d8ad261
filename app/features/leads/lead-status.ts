/**
 * The sales pipeline's stages of a lead, in their order. Browser-safe and read by db/schema.ts
 * (its check constraint), so a new stage is one word here and a migration.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Stages after which nothing is followed up: a due follow-up date of such a lead is not shown as due. */
export const CLOSED_LEAD_STATUSES: readonly LeadStatus[] = ['won', 'lost', 'spam']
