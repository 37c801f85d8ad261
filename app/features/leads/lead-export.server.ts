import * as z from 'zod/mini'
import { LEAD_KINDS, type Lead } from '@db/schema'
import { COMPANY_UTC_OFFSET, companyDay, isCalendarDay } from '~/lib/company-time'
import { LEAD_FIELDS } from './lead-declarations'
import { LEAD_FIELD_COLUMNS } from './lead-form'
import { LEAD_STATUSES } from './lead-status'
import { storedValue, type LeadFilter } from './leads.server'

/**
 * The lead export: the one query over listLeads, a lead as it leaves the site and its CSV. Used by
 * the bearer API of scripts (lead-http.server.ts, CONTRACT's parameters) and by the admin inbox,
 * its CSV among them (features/admin/lead-inbox.server.ts: the inbox's form's parameters).
 */

/**
 * A JavaScript date may lie where PostgreSQL has none (year 0 made the query fail with a 503):
 * filters are times from 1970 to the end of 9999, after the offset is applied.
 */
const EARLIEST_TIME = Date.UTC(1970, 0, 1)
const LATEST_TIME = Date.UTC(10_000, 0, 1) - 1
const NOT_A_TIME = 'must be an ISO 8601 time'

const isoTime = z
  .pipe(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, { error: NOT_A_TIME })), z.transform((value) => new Date(value)))
  .check(
    z.refine((date) => !Number.isNaN(date.getTime()), { error: NOT_A_TIME }),
    z.refine((date) => date.getTime() >= EARLIEST_TIME && date.getTime() <= LATEST_TIME, { error: 'must be between 1970 and 9999' }),
  )

/** Lead ids are PostgreSQL `integer`s: a larger cursor made the query fail with a 503. */
const MAX_LEAD_ID = 2_147_483_647
const NOT_A_CURSOR = 'must be a nextCursor value'
const LIMIT = 'must be a whole number from 1 to 1000'
/** The one message a caller of both kinds sees: the inbox's translation key (the API translates it). */
export const KIND_MESSAGE = 'admin.leads.errors.kind'

/** A company day (YYYY-MM-DD) or '' for none. */
const day = z.string().check(z.trim(), z.refine((value) => value === '' || isCalendarDay(value), { error: 'admin.leads.errors.date' }))

/**
 * Every parameter a lead listing takes; each caller names the ones it reads (LEAD_API_PARAMS,
 * LEAD_INBOX_PARAMS), the others are ignored. Messages: translation keys for what the inbox's form
 * sends, plain English for the API's own parameters (no page shows them). A filter left empty in
 * the inbox's form is left out by the inbox before it asks (the API refuses an empty value).
 */
const LeadQuery = z.object({
  kind: z.optional(z.enum(LEAD_KINDS, { error: KIND_MESSAGE })),
  /** The API's times (ISO 8601). */
  since: z.optional(isoTime),
  until: z.optional(isoTime),
  /** E-mail sign-ups the visitor confirmed (`true`) or not yet (`false`); the other kinds never match. */
  confirmed: z.optional(z.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }), z.transform((value) => value === 'true'))),
  limit: z._default(z.coerce.number().check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= 1000, { error: LIMIT })), 100),
  cursor: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{1,10}$/, { error: NOT_A_CURSOR })), z.transform(Number))
      .check(z.refine((id) => id >= 1 && id <= MAX_LEAD_ID, { error: NOT_A_CURSOR })),
  ),
  format: z._default(z.enum(['json', 'csv'], { error: 'must be json or csv' }), 'json'),
  /** The inbox's days: the company's (Istanbul), "to" includes its whole last day. */
  from: z.optional(day),
  to: z.optional(day),
  status: z.optional(z.enum(LEAD_STATUSES, { error: 'admin.leads.errors.status' })),
  /** An owner's account id, or `none`. */
  owner: z.optional(z.string().check(z.regex(/^(none|[1-9]\d{0,8})$/, { error: 'admin.leads.errors.owner' }))),
  /** `1`: the follow-ups due (on their day or after, of leads still open). */
  due: z.optional(z.literal('1', { error: 'admin.leads.errors.due' })),
  page: z._default(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: 'admin.leads.errors.page' })), z.transform(Number)), 1),
})
type LeadQuery = z.output<typeof LeadQuery>
type LeadQueryParam = keyof LeadQuery

/** The bearer API's parameters (CONTRACT.md, README): cursor pages, ISO times, JSON or CSV. */
export const LEAD_API_PARAMS = ['kind', 'since', 'until', 'limit', 'cursor', 'format', 'confirmed'] as const satisfies readonly LeadQueryParam[]
/** The admin inbox's parameters: its form's filters, the pipeline's among them, and numbered pages. */
export const LEAD_INBOX_PARAMS = ['kind', 'from', 'to', 'status', 'owner', 'due', 'page'] as const satisfies readonly LeadQueryParam[]

type ParsedLeadQuery<Param extends LeadQueryParam> = { ok: true; query: Pick<LeadQuery, Param> } | { ok: false; errors: Partial<Record<Param, string>> }

/** The named parameters of a query string (Express's `req.query`, or one value per name), each one's first problem on failure. */
export function parseLeadQuery<Param extends LeadQueryParam>(raw: Readonly<Record<string, unknown>>, params: readonly Param[]): ParsedLeadQuery<Param> {
  const mask: Partial<Record<LeadQueryParam, true>> = Object.fromEntries(params.map((param) => [param, true]))
  const schema = z.pick(LeadQuery, mask)
  const result = z.safeParse(schema, raw)
  if (!result.success) {
    const errors: Partial<Record<Param, string>> = {}
    for (const issue of result.error.issues) errors[String(issue.path[0]) as Param] ??= issue.message
    return { ok: false, errors }
  }
  const query = result.data as Pick<LeadQuery, Param> & Partial<LeadQuery>
  if (query.from && query.to && query.from > query.to) return { ok: false, errors: { to: 'admin.leads.errors.range' } as Partial<Record<Param, string>> }
  return { ok: true, query }
}

/** A parsed query's filters as listLeads takes them; `today` (a company day) is what `due` counts up to. */
export function leadFilterOf(query: Partial<LeadQuery>, today = companyDay(new Date())): LeadFilter {
  return {
    kind: query.kind,
    since: query.since ?? (query.from ? new Date(`${query.from}T00:00:00${COMPANY_UTC_OFFSET}`) : undefined),
    until: query.until ?? (query.to ? new Date(`${query.to}T23:59:59.999${COMPANY_UTC_OFFSET}`) : undefined),
    confirmed: query.confirmed,
    status: query.status,
    owner: query.owner === 'none' ? 'none' : query.owner ? Number(query.owner) : undefined,
    dueBy: query.due ? today : undefined,
  }
}

/** A lead as the admin API and its CSV give it: CONTRACT.md's names, each declared field under its `key`. */
export function publicLead(lead: Lead) {
  return {
    id: lead.id,
    kind: lead.kind,
    email: lead.email,
    ...(Object.fromEntries(LEAD_FIELD_COLUMNS.map((field) => [LEAD_FIELDS[field].key, storedValue(lead, field)])) as Record<(typeof LEAD_FIELDS)[(typeof LEAD_FIELD_COLUMNS)[number]]['key'], string | null>),
    language: lead.language,
    pageUrl: lead.pageUrl,
    createdAt: lead.createdAt.toISOString(),
    deliveryStatus: lead.deliveryStatus,
    /** E-mail sign-ups: when the visitor confirmed (double opt-in), null until then; other kinds: null. */
    confirmedAt: lead.confirmedAt?.toISOString() ?? null,
    /** The consent given with the lead (a sign-up's purpose, `talentPool`) and its wording as shown; null when none. */
    consentPurpose: lead.consentPurpose,
    consentText: lead.consentText,
  }
}

export const CSV_COLUMNS = [
  'id',
  'kind',
  'email',
  ...LEAD_FIELD_COLUMNS.map((field) => LEAD_FIELDS[field].key),
  'language',
  'pageUrl',
  'createdAt',
  'deliveryStatus',
  'confirmedAt',
  'consentPurpose',
  'consentText',
] as const satisfies readonly (keyof ReturnType<typeof publicLead>)[]

/**
 * Spreadsheets run a cell starting with one of these as a formula. Whatever follows does not
 * matter: `-2+3+cmd|' /C calc'!A0` and `+1-HYPERLINK(…)` start like numbers, and the page URL
 * comes from the visitor's Referer.
 */
const FORMULA_CHARS = new Set(['=', '+', '-', '@', '\t', '\r'])
/**
 * Where a spreadsheet may start a new cell inside our text: Excel in Turkish or German splits on
 * `;` (the list separator there) and ignores our quotes when the field does not start with one,
 * other tools split on `,`, and a line break in a field read that way starts a new row.
 */
const SPLIT_CHARS = new Set([';', ',', '\r', '\n'])

/**
 * A text cell made inert: at its start and after every split character, once spaces and double
 * quotes are skipped (a reader drops them before it looks for a formula), a formula character gets
 * a single quote before it, as OWASP advises: `ACME;=1+1;` reads `ACME;'=1+1;`, a phone number
 * `+90 …` reads `'+90 …`. Only that quote is added; nothing of the text is lost.
 */
function defuseText(text: string): string {
  let out = ''
  let atStart = true
  for (const char of text) {
    if (atStart && FORMULA_CHARS.has(char)) out += "'"
    out += char
    if (SPLIT_CHARS.has(char)) atStart = true
    else if (char !== ' ' && char !== '"') atStart = false
  }
  return out
}

/**
 * RFC 4180, with a BOM so spreadsheet programs read UTF-8. Text cells are defused (defuseText) and
 * quoted when defused or when they hold a `;` as well as where RFC 4180 needs it, so a reader that
 * splits on `;` but honours quotes keeps them whole. Numbers, dates and the fixed words (kind,
 * language, status) never start a formula and go out as they are.
 */
export function toCsv<Item extends ReturnType<typeof publicLead>>(items: readonly Item[], columns: readonly (keyof Item & string)[] = CSV_COLUMNS): string {
  const cell = (value: unknown) => {
    if (value === null || value === undefined) return ''
    if (typeof value !== 'string') return String(value)
    const text = defuseText(value)
    return text !== value || /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  const rows = [columns.join(','), ...items.map((item) => columns.map((column) => cell(item[column])).join(','))]
  return `\uFEFF${rows.join('\r\n')}\r\n`
}
