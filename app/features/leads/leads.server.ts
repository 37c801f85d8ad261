import { createHash } from 'node:crypto'
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@db/client.server'
import { leads, type Lead, type LeadKind } from '@db/schema'
import type { ContactFormInput, EmailSignup } from './lead.schema'

/** A repeat of the same content from the same client within this window is the same lead. */
export const DEDUPE_WINDOW_MINUTES = 10

export type LeadInput =
  | { kind: 'email'; data: EmailSignup }
  | { kind: 'form'; data: ContactFormInput }

export type LeadContext = {
  language: string
  pageUrl?: string | null
  ip?: string | null
  userAgent?: string | null
  /** With SMTP configured the lead waits for the mail queue, otherwise it is only stored. */
  deliver: boolean
}

export type CreatedLead = { id: number; duplicate: boolean }

/**
 * Stores one validated lead unless the same one arrived within the dedupe window (a double
 * click, a retry after a lost answer). Returns the id either way.
 */
export async function createLead(database: Database, input: LeadInput, context: LeadContext): Promise<CreatedLead> {
  const fields =
    input.kind === 'email'
      ? { email: input.data.Email, nameSurname: null, phone: null, company: null, message: null }
      : {
          email: input.data.Email,
          nameSurname: input.data.NameSurname,
          phone: input.data.Phone,
          company: input.data.Company,
          message: input.data.Message,
        }
  const dedupeKey = createHash('sha256')
    .update(JSON.stringify([input.kind, context.ip ?? '', fields.email.toLowerCase(), fields.nameSurname, fields.phone, fields.company, fields.message]))
    .digest('base64url')

  // One statement: look for a recent twin and insert only when there is none.
  const upsert = sql`
    with twin as (
      select id from ${leads}
      where dedupe_key = ${dedupeKey} and created_at > now() - make_interval(mins => ${DEDUPE_WINDOW_MINUTES})
      order by id desc limit 1
    ), inserted as (
      insert into ${leads} (kind, email, name_surname, phone, company, message, language, page_url, ip_prefix, user_agent,
                            dedupe_key, delivery_status, next_attempt_at)
      select ${input.kind}, ${fields.email}, ${fields.nameSurname}, ${fields.phone}, ${fields.company}, ${fields.message},
             ${context.language}, ${truncate(context.pageUrl, 2048)}, ${truncateIp(context.ip)}, ${truncate(context.userAgent, 512)},
             ${dedupeKey}, ${context.deliver ? 'pending' : 'stored'}, ${context.deliver ? sql`now()` : null}
      where not exists (select 1 from twin)
      returning id
    )
    select id, false as duplicate from inserted
    union all
    select id, true as duplicate from twin`

  const run = async (db: Database['db']) => {
    const result = await db.execute(upsert)
    const row = (result as unknown as { rows: Array<{ id: number; duplicate: boolean }> }).rows[0]
    if (!row) throw new Error('lead insert returned no row')
    return { id: Number(row.id), duplicate: Boolean(row.duplicate) }
  }

  // PGlite runs one statement at a time, so the statement above cannot race with itself.
  // PostgreSQL runs them concurrently: a per-key transaction lock makes twins wait for each other.
  if (database.engine === 'pglite') return run(database.db)
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${dedupeKey}, 0))`)
    return run(tx as unknown as Database['db'])
  })
}

function truncate(value: string | null | undefined, max: number): string | null {
  if (!value) return null
  return value.length > max ? value.slice(0, max) : value
}

/** Privacy: keep the network, drop the host (IPv4 /24, IPv6 /48). */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  const address = mapped ? mapped[1]! : ip
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(address)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`
  if (address.includes(':')) {
    const [head = ''] = address.split('::')
    const groups = head.split(':').filter(Boolean)
    // Groups after '::' never reach the first three, so zero-filling is enough.
    while (groups.length < 3) groups.push('0')
    return `${groups.slice(0, 3).join(':')}::`
  }
  return null
}

export type LeadQuery = { kind?: LeadKind; since?: Date; until?: Date; limit: number; cursor?: number }

/** Newest first (by id, which follows insertion order); `nextCursor` is null on the last page. */
export async function listLeads(database: Database, query: LeadQuery): Promise<{ items: Lead[]; nextCursor: string | null }> {
  const conditions: SQL[] = []
  if (query.kind) conditions.push(eq(leads.kind, query.kind))
  if (query.since) conditions.push(gte(leads.createdAt, query.since))
  if (query.until) conditions.push(lte(leads.createdAt, query.until))
  if (query.cursor !== undefined) conditions.push(lt(leads.id, query.cursor))
  const rows = await database.db
    .select()
    .from(leads)
    .where(and(...conditions))
    .orderBy(desc(leads.id))
    .limit(query.limit + 1)
  const items = rows.slice(0, query.limit)
  const nextCursor = rows.length > query.limit ? String(items[items.length - 1]!.id) : null
  return { items, nextCursor }
}
