import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const LEAD_KINDS = ['email', 'form'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/**
 * `pending`: waiting for (another) mail attempt; `sent`: delivered to the inbox;
 * `failed`: gave up after the last retry; `stored`: no SMTP configured, kept and logged only.
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'stored'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** One e-mail sign-up (kind `email`, only `email` set) or contact-form message (kind `form`). */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<LeadKind>().notNull(),
    email: text('email').notNull(),
    nameSurname: text('name_surname'),
    phone: text('phone'),
    company: text('company'),
    message: text('message'),
    language: text('language').notNull(),
    pageUrl: text('page_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The visitor's address with the host part zeroed (IPv4 /24, IPv6 /48). */
    ipPrefix: text('ip_prefix'),
    userAgent: text('user_agent'),
    /** Hash of kind, client and content: a repeat inside the dedupe window is the same lead. */
    dedupeKey: text('dedupe_key').notNull(),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>().notNull(),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    deliveryError: text('delivery_error'),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_dedupe_idx').on(table.dedupeKey, table.createdAt),
    index('leads_delivery_queue_idx').on(table.nextAttemptAt).where(sql`${table.deliveryStatus} = 'pending'`),
    check('leads_kind_check', sql`${table.kind} in ('email', 'form')`),
    check('leads_delivery_status_check', sql`${table.deliveryStatus} in ('pending', 'sent', 'failed', 'stored')`),
  ],
)

export type Lead = typeof leads.$inferSelect
export type NewLead = typeof leads.$inferInsert
