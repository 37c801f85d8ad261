import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { LEAD_FIELDS, type LeadIntent } from '../app/features/leads/lead-declarations'
import { LEAD_FIELD_COLUMNS, LEAD_INTENTS } from '../app/features/leads/lead-form'
import { LEAD_STATUSES, type LeadStatus } from '../app/features/leads/lead-status'

/**
 * The kinds of lead and their fields' columns come from the forms' declarations: a new field
 * there is a new column here, and `npx drizzle-kit generate` writes its migration. (A relative
 * import: drizzle-kit reads this file without the app's path aliases.)
 */
export const LEAD_KINDS = LEAD_INTENTS
export type LeadKind = LeadIntent

/**
 * `pending`: waiting for (another) mail attempt; `sent`: delivered to the inbox;
 * `failed`: gave up after the last retry; `stored`: no SMTP configured, kept and logged only.
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'stored'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** One lead of any form: the e-mail every form has, the columns of the other fields its form has (the rest empty). */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<LeadKind>().notNull(),
    email: text('email').notNull(),
    ...leadFieldColumns(),
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
    /**
     * E-mail sign-ups only (double opt-in, UWG § 7 / 6563): set when the visitor confirmed with the
     * link mailed to them. Until then the lead's delivery is that confirmation mail; after it, the
     * company's notification (app/features/leads/signup-confirmation.server.ts).
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The site origin the visitor signed up on (never the Referer), for the confirmation link. */
    siteOrigin: text('site_origin'),
    /**
     * Which consent the visitor gave with this lead (6563 onay, UWG § 7, KVKK açık rıza): an e-mail
     * sign-up's purpose (`demo`, `portal`, `digest`, `news`; sign-ups from before this column gave
     * the one product-news consent of that time, `news`), or `talentPool` for an application kept
     * for future positions; null when none was asked for.
     */
    consentPurpose: text('consent_purpose'),
    /** The consent's wording exactly as the form showed it, in the lead's language. */
    consentText: text('consent_text'),
    /** The sales pipeline (app/features/admin/lead-pipeline.server.ts): its stage, the admin who follows it up, and when. */
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** An account with the Admin role; deleting the account leaves the lead without owner. */
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** A company (Istanbul) day, YYYY-MM-DD. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_dedupe_idx').on(table.dedupeKey, table.createdAt),
    index('leads_delivery_queue_idx').on(table.nextAttemptAt).where(sql`${table.deliveryStatus} = 'pending'`),
    // The inbox's filters and counts: by stage, by owner, and the follow-ups due (newest first within each).
    index('leads_status_idx').on(table.status, table.id),
    index('leads_owner_idx').on(table.ownerId, table.id),
    index('leads_follow_up_idx').on(table.followUpOn).where(sql`${table.followUpOn} is not null`),
    check('leads_kind_check', sql`${table.kind} in (${sql.raw(LEAD_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
    check('leads_delivery_status_check', sql`${table.deliveryStatus} in ('pending', 'sent', 'failed', 'stored')`),
    check('leads_consent_purpose_check', sql`${table.consentPurpose} in ('demo', 'portal', 'digest', 'news', 'talentPool')`),
    check('leads_status_check', sql`${table.status} in (${sql.raw(LEAD_STATUSES.map((status) => `'${status}'`).join(', '))})`),
  ],
)

/** A nullable text column per declared field beside the e-mail (a form without the field leaves it empty). */
function leadFieldColumns() {
  return Object.fromEntries(LEAD_FIELD_COLUMNS.map((field) => [LEAD_FIELDS[field].key, text(LEAD_FIELDS[field].column)])) as {
    [F in (typeof LEAD_FIELD_COLUMNS)[number] as (typeof LEAD_FIELDS)[F]['key']]: ReturnType<typeof text>
  }
}

export type Lead = typeof leads.$inferSelect
export type NewLead = typeof leads.$inferInsert

/**
 * Secrets every instance on this database must share (the signing secret of picture URLs and
 * cookies), generated by whichever instance needs one first: several servers behind a balancer
 * agree without any configuration. Read once per process (app/lib/server/signing-secret.server.ts).
 */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

export type SiteSecret = typeof siteSecrets.$inferSelect

/**
 * Rate-limit counters shared by every instance on one PostgreSQL server: one row per limit
 * (`bucket`) and client key, holding the current window (it starts with the client's first
 * post, as the in-memory limiter's) and its count, changed only by one atomic upsert
 * (app/lib/server/shared-rate-limit.server.ts). Rows of ended windows are swept every minute.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] }), index('rate_limit_counts_window_idx').on(table.windowStart)],
)

/** The spec's roles: every account is a `user`; an `admin` also reads the leads inbox. */
export const USER_ROLES = ['user', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

/** Which mails an account wants (the account's notifications page); security mails always go out. */
export type NotificationPreferences = { productNews: boolean; blogDigest: boolean; orderUpdates: boolean }

/** The billing address of the payment-details page: no card data is ever stored. */
export type BillingDetails = {
  company: string
  taxOffice: string
  taxNumber: string
  address: string
  postalCode: string
  city: string
  country: string
}

/**
 * An account (app/features/accounts). The e-mail is kept as typed and matched lowercased (one
 * account per address, whatever its case). The password is an Argon2id hash (PHC string).
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('user'),
    language: text('language').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** Set by every password change: reset links issued before it stop working. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    notifications: jsonb('notifications').$type<NotificationPreferences>().notNull(),
    billing: jsonb('billing').$type<BillingDetails | null>(),
    /** The seeded demo account: its projects and orders are sample data. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
  ],
)

export type User = typeof users.$inferSelect

/**
 * A signed-in browser. Its cookie holds a random token; only the token's SHA-256 is stored, so a
 * copy of this table signs nobody in. `expires_at` slides forward while the session is used.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    userAgent: text('user_agent'),
    /** The address with its host part zeroed, as for leads. */
    ipPrefix: text('ip_prefix'),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
)

export type Session = typeof sessions.$inferSelect

/**
 * A signed-in customer's demo shop (issue 17): the cart, the wishlist and the order history,
 * each in the same versioned shape the browser keeps in localStorage (app/features/shop), so one
 * parser checks both. The browser's copies merge into this row on sign-in and follow it after.
 * Deleting the account deletes the row.
 */
export const accountShops = pgTable('account_shops', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cart: jsonb('cart').notNull(),
  wishlist: jsonb('wishlist').notNull(),
  orders: jsonb('orders').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/**
 * The demo shop of one visitor of the shared demo account (its cart, wishlist and orders), kept
 * with their session instead of the account (account_shops), so that no demo visitor sees or
 * changes another's. It ends with the session; a rotated session id takes it along.
 */
export const sessionShops = pgTable('session_shops', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  cart: jsonb('cart').notNull(),
  wishlist: jsonb('wishlist').notNull(),
  orders: jsonb('orders').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/**
 * First-party page-view counts (issue 18): how often a page was seen per day, language and
 * referring site. Nothing about the visitor is stored (no address, no cookie, no user agent), so
 * the counts need no consent. Days are the company's (Istanbul). Rows are added to in batches
 * (app/features/page-views/page-view-counter.server.ts).
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    language: text('language').notNull(),
    /** The host of another site the visitor came from; '' for none, this site or unknown. */
    referrerHost: text('referrer_host').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.language, table.referrerHost] })],
)

/**
 * `pending`: waiting for (another) attempt; `delivered`: the endpoint answered 2xx; `failed`:
 * parked after a day of retries (the admin can replay it).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number]

/**
 * The webhook outbox (app/features/webhooks/): one row per event and endpoint, written in the
 * transaction of the change that caused the event, so an event exists exactly when its change
 * does. The body is kept as the text that is signed and sent: a retry or replay sends the same
 * bytes under the same `webhook-id` (`event_id`), so a receiver can drop repeats.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The lead the event is about; no foreign key: `lead.erased` outlives its lead. */
    leadId: integer('lead_id'),
    endpoint: text('endpoint').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the current round of retries began (creation, or the admin's replay): it is given up a day later. */
    retryingSince: timestamp('retrying_since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    /** The endpoint's HTTP status of the last attempt; null when none came (refused address, timeout, connection error). */
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(table.eventId, table.endpoint),
    index('webhook_deliveries_queue_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpoint, table.id),
    index('webhook_deliveries_lead_idx').on(table.leadId),
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
)

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect

/**
 * A note an admin wrote on a lead (its own page). Erasing the lead erases its notes (the foreign
 * key cascades); a deleted author's notes stay, without author.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('lead_notes_lead_idx').on(table.leadId, table.id)],
)

export type LeadNote = typeof leadNotes.$inferSelect

/** What a history row records a change of. */
export const LEAD_HISTORY_FIELDS = ['status', 'owner', 'followUp'] as const
export type LeadHistoryField = (typeof LEAD_HISTORY_FIELDS)[number]

/**
 * Who changed what of a lead's pipeline, when: one row per changed value, written in the
 * transaction of the change. `from`/`to` are the stage, the owner's account id, or the day
 * (null: none). Erased with the lead (cascade).
 */
export const leadHistory = pgTable(
  'lead_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').$type<LeadHistoryField>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_history_lead_idx').on(table.leadId, table.id),
    check('lead_history_field_check', sql`${table.field} in ('status', 'owner', 'followUp')`),
  ],
)

export type LeadHistoryRow = typeof leadHistory.$inferSelect
