import { createHash } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import { retryWhileReconnecting, rowsOf, type Database } from '@db/client.server'
import { leads, type Lead, type LeadKind } from '@db/schema'
import { truncateIp } from '~/lib/server/ip-address.server'
import { LEAD_FIELDS, LEAD_FORMS, type LeadField } from './lead-declarations'
import { LEAD_FIELD_COLUMNS } from './lead-form'
import { CLOSED_LEAD_STATUSES, type LeadStatus } from './lead-status'
import { recordLeadsCreated, type LeadWebhooks } from './lead-events.server'
import type { LeadData } from './lead.schema'

/** A repeat of the same content from the same client within this window is the same lead. */
const DEDUPE_WINDOW_MINUTES = 10

/**
 * The consent the visitor gave with this lead: a sign-up's purpose (`demo`, `portal`, `digest`,
 * `news`) or `talentPool` (an application kept for future positions), and the notice's exact
 * wording in the lead's language, as the form showed it.
 */
export type LeadConsent = { purpose: string; text: string }

/** A validated lead: its form's fields (lead.schema.ts), and the consent given with it. */
export type LeadInput = { kind: LeadKind; data: LeadData & { Email: string }; consent?: LeadConsent | null }

export type LeadContext = {
  language: string
  pageUrl?: string | null
  ip?: string | null
  userAgent?: string | null
  /** The site origin the form was posted on (trusted: computed from the configured domains). */
  siteOrigin?: string | null
  /** With SMTP configured the lead waits for the mail queue, otherwise it is only stored. */
  deliver: boolean
  /** With webhooks configured, a new lead's `lead.created` event is written in its transaction. */
  webhooks?: LeadWebhooks
}

export type CreatedLead = { id: number; duplicate: boolean }

/** The value of each field column: what the form's field held, null for a field the form does not have or left empty. */
type FieldValues = Record<(typeof LEAD_FIELD_COLUMNS)[number], string | null>

type LeadRow = {
  kind: LeadKind
  email: string
  fields: FieldValues
  language: string
  pageUrl: string | null
  ipPrefix: string | null
  userAgent: string | null
  siteOrigin: string | null
  consentPurpose: string | null
  consentText: string | null
  dedupeKey: string
  deliveryStatus: 'pending' | 'stored'
  webhooks?: LeadWebhooks
}

/**
 * Stores one validated lead unless the same one arrived within the dedupe window (a double
 * click, a retry after a lost answer). Returns the id either way.
 */
export async function createLead(database: Database, input: LeadInput, context: LeadContext): Promise<CreatedLead> {
  const asked: readonly LeadField[] = LEAD_FORMS[input.kind].fields
  const fields = Object.fromEntries(LEAD_FIELD_COLUMNS.map((field) => [field, (asked.includes(field) && input.data[field]) || null])) as FieldValues
  const email = input.data.Email
  const dedupeKey = createHash('sha256')
    // A sign-up for another purpose is another consent, not a repeat.
    .update(JSON.stringify([input.kind, context.ip ?? '', email.toLowerCase(), ...LEAD_FIELD_COLUMNS.map((field) => fields[field]), ...(input.consent ? [input.consent.purpose] : [])]))
    .digest('base64url')
  const row: LeadRow = {
    kind: input.kind,
    email,
    fields,
    language: context.language,
    pageUrl: truncate(context.pageUrl, 2048),
    ipPrefix: truncateIp(context.ip),
    userAgent: truncate(context.userAgent, 512),
    siteOrigin: input.kind === 'email' ? truncate(context.siteOrigin, 256) : null,
    consentPurpose: input.consent?.purpose ?? null,
    consentText: input.consent?.text ?? null,
    dedupeKey,
    deliveryStatus: context.deliver ? 'pending' : 'stored',
    webhooks: context.webhooks,
  }

  // PGlite runs one statement at a time: leads arriving while one insert runs are written
  // together by the next statement (group commit), which keeps latency flat under bursts.
  if (database.engine === 'pglite') return batcherFor(database).add(row)
  // PostgreSQL runs requests concurrently: a per-key transaction lock makes twins wait for each
  // other. While the server restarts the insert is tried again: a repeat whose first try was
  // committed after all finds its twin and is not stored twice.
  return retryWhileReconnecting(() =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${dedupeKey}, 0))`)
      const [result] = await insertLeadsAndEvents(tx as unknown as Database['db'], [row])
      return result!
    }),
  )
}

/**
 * insertLeads, and the `lead.created` events of the leads it stored new, with the caller's
 * transaction: an event exists exactly when its lead does.
 */
async function insertLeadsAndEvents(writer: Database['db'], rows: LeadRow[]): Promise<CreatedLead[]> {
  const results = await insertLeads(writer, rows)
  // One process has one configuration: the rows of a batch share it.
  const webhooks = rows.find((row) => row.webhooks)?.webhooks
  const newIds = results.filter((result) => !result.duplicate).map((result) => result.id)
  if (webhooks && newIds.length > 0) {
    const stored = await writer.select().from(leads).where(inArray(leads.id, newIds)).orderBy(asc(leads.id))
    await recordLeadsCreated(writer, stored, webhooks)
  }
  return results
}

/** The embedded database's insert: in a transaction of its own when events are written with the leads. */
function storeLeads(db: Database['db'], rows: LeadRow[]): Promise<CreatedLead[]> {
  if (!rows.some((row) => row.webhooks)) return insertLeads(db, rows)
  return db.transaction((tx) => insertLeadsAndEvents(tx as unknown as Database['db'], rows))
}

/** The declared fields' columns, in one order for the statement's column lists and its values. */
const FIELD_COLUMNS = sql.join(
  LEAD_FIELD_COLUMNS.map((field) => sql.identifier(LEAD_FIELDS[field].column)),
  sql`, `,
)
const fieldValues = (row: LeadRow) =>
  sql.join(
    LEAD_FIELD_COLUMNS.map((field) => sql`${row.fields[field]}::text`),
    sql`, `,
  )

/**
 * One statement: skip rows whose twin was stored within the window, insert the rest. Twins
 * inside one batch are folded in JavaScript first (a statement cannot see its own inserts).
 */
async function insertLeads(db: Database['db'], rows: LeadRow[]): Promise<CreatedLead[]> {
  const firstByKey = new Map<string, number>()
  const unique: LeadRow[] = []
  for (const row of rows) {
    if (!firstByKey.has(row.dedupeKey)) {
      firstByKey.set(row.dedupeKey, unique.length)
      unique.push(row)
    }
  }
  const values = sql.join(
    unique.map(
      (r, index) =>
        sql`(${index}::int, ${r.kind}, ${r.email}, ${fieldValues(r)}, ${r.language}, ${r.pageUrl}::text, ${r.ipPrefix}::text, ${r.userAgent}::text, ${r.siteOrigin}::text, ${r.consentPurpose}::text, ${r.consentText}::text, ${r.dedupeKey}, ${r.deliveryStatus})`,
    ),
    sql`, `,
  )
  const result = await db.execute(sql`
    with input (idx, kind, email, ${FIELD_COLUMNS}, language, page_url, ip_prefix, user_agent, site_origin, consent_purpose, consent_text, dedupe_key, delivery_status) as (
      values ${values}
    ), twins as (
      select distinct on (l.dedupe_key) l.dedupe_key, l.id from ${leads} l
      where l.dedupe_key in (select dedupe_key from input) and l.created_at > now() - make_interval(mins => ${DEDUPE_WINDOW_MINUTES})
      order by l.dedupe_key, l.id desc
    ), inserted as (
      insert into ${leads} (kind, email, ${FIELD_COLUMNS}, language, page_url, ip_prefix, user_agent,
                            site_origin, consent_purpose, consent_text, dedupe_key, delivery_status, next_attempt_at)
      select kind, email, ${FIELD_COLUMNS}, language, page_url, ip_prefix, user_agent,
             site_origin, consent_purpose, consent_text, dedupe_key, delivery_status, case when delivery_status = 'pending' then now() end
      from input i
      where not exists (select 1 from twins t where t.dedupe_key = i.dedupe_key)
      order by idx
      returning id, dedupe_key
    )
    select dedupe_key, id, false as duplicate from inserted
    union all
    select dedupe_key, id, true as duplicate from twins`)
  const byKey = new Map<string, CreatedLead>()
  for (const r of rowsOf<{ dedupe_key: string; id: number; duplicate: boolean }>(result)) {
    byKey.set(r.dedupe_key, { id: Number(r.id), duplicate: Boolean(r.duplicate) })
  }
  const seen = new Set<string>()
  return rows.map((row) => {
    const stored = byKey.get(row.dedupeKey)
    if (!stored) throw new Error('lead insert returned no row')
    const duplicate = stored.duplicate || seen.has(row.dedupeKey)
    seen.add(row.dedupeKey)
    return { id: stored.id, duplicate }
  })
}

const MAX_BATCH = 200
const batchers = new WeakMap<Database, { add: (row: LeadRow) => Promise<CreatedLead> }>()

function batcherFor(database: Database) {
  let batcher = batchers.get(database)
  if (batcher) return batcher
  const queue: Array<{ row: LeadRow; resolve: (value: CreatedLead) => void; reject: (error: unknown) => void }> = []
  let running = false
  async function flush() {
    running = true
    try {
      while (queue.length > 0) {
        // PGlite works synchronously inside its WebAssembly: while a statement runs, no request
        // is read. One turn of the event loop first lets the posts already waiting in the sockets
        // join this statement; without it every statement carried a single lead.
        await new Promise((resolve) => setImmediate(resolve))
        const batch = queue.splice(0, MAX_BATCH)
        try {
          const results = await storeLeads(database.db, batch.map((item) => item.row))
          batch.forEach((item, index) => item.resolve(results[index]!))
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error)
          else await insertOneByOne(batch)
        }
      }
    } finally {
      running = false
    }
  }
  /**
   * The batch shares one statement, so one row the database refuses would fail every visitor in
   * it: each row then gets its own statement and only the bad one fails. In order, so twins in
   * the batch still fold (the second finds the first stored).
   */
  async function insertOneByOne(batch: typeof queue) {
    for (const item of batch) {
      try {
        const [result] = await storeLeads(database.db, [item.row])
        item.resolve(result!)
      } catch (error) {
        item.reject(error)
      }
    }
  }
  batcher = {
    add: (row) =>
      new Promise<CreatedLead>((resolve, reject) => {
        queue.push({ row, resolve, reject })
        if (!running) void flush()
      }),
  }
  batchers.set(database, batcher)
  return batcher
}

function truncate(value: string | null | undefined, max: number): string | null {
  if (!value) return null
  return value.length > max ? value.slice(0, max) : value
}

/** What a stored lead holds for a declared field (the e-mail included: its key is `email`). */
export function storedValue(lead: Lead, field: LeadField): string | null {
  return lead[LEAD_FIELDS[field].key]
}

export type LeadFilter = {
  kind?: LeadKind
  since?: Date
  until?: Date
  confirmed?: boolean
  status?: LeadStatus
  /** An owner's account id, or `none`: leads nobody owns. */
  owner?: number | 'none'
  /** Follow-ups due: a follow-up day on or before this one (YYYY-MM-DD), of a lead still open. */
  dueBy?: string
}
export type LeadQuery = LeadFilter & { limit: number; cursor?: number; offset?: number }

function leadConditions(query: LeadFilter & { cursor?: number }): SQL | undefined {
  const conditions: SQL[] = []
  if (query.kind) conditions.push(eq(leads.kind, query.kind))
  if (query.since) conditions.push(gte(leads.createdAt, query.since))
  if (query.until) conditions.push(lte(leads.createdAt, query.until))
  if (query.cursor !== undefined) conditions.push(lt(leads.id, query.cursor))
  if (query.status) conditions.push(eq(leads.status, query.status))
  if (query.owner === 'none') conditions.push(isNull(leads.ownerId))
  else if (query.owner !== undefined) conditions.push(eq(leads.ownerId, query.owner))
  if (query.dueBy) conditions.push(lte(leads.followUpOn, query.dueBy), notInArray(leads.status, [...CLOSED_LEAD_STATUSES]))
  // Only e-mail sign-ups are confirmed or not; the other kinds are neither.
  if (query.confirmed === true) conditions.push(eq(leads.kind, 'email'), isNotNull(leads.confirmedAt))
  if (query.confirmed === false) conditions.push(eq(leads.kind, 'email'), isNull(leads.confirmedAt))
  return and(...conditions)
}

/**
 * Newest first (by id, which follows insertion order); `nextCursor` is null on the last page.
 * Scripts page by cursor (stable while leads arrive); the admin inbox by `offset` (numbered pages).
 */
export async function listLeads(database: Database, query: LeadQuery): Promise<{ items: Lead[]; nextCursor: string | null }> {
  const rows = await database.db
    .select()
    .from(leads)
    .where(leadConditions(query))
    .orderBy(desc(leads.id))
    .limit(query.limit + 1)
    .offset(query.offset ?? 0)
  const items = rows.slice(0, query.limit)
  const nextCursor = rows.length > query.limit ? String(items[items.length - 1]!.id) : null
  return { items, nextCursor }
}

/**
 * How many leads match a filter, per value of one column (the inbox's counts by stage and by
 * owner); a value no lead has is missing.
 */
export async function countLeadsBy<Column extends 'status' | 'ownerId'>(database: Database, column: Column, filter: LeadFilter): Promise<Map<Lead[Column], number>> {
  const rows = await database.db
    .select({ value: leads[column], count: sql<number>`count(*)::int` })
    .from(leads)
    .where(leadConditions(filter))
    .groupBy(leads[column])
  return new Map(rows.map((row) => [row.value as Lead[Column], row.count]))
}

/** How many leads match a filter (the inbox's page count). */
export async function countLeads(database: Database, filter: LeadFilter): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(leads).where(leadConditions(filter))
  return row?.count ?? 0
}
