import * as z from 'zod/mini'
import { LEAD_KINDS, type Lead, type LeadKind } from '@db/schema'
import { requireAdmin } from '~/features/accounts/account-service.server'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import type { Language } from '~/features/i18n/languages'
import { LEAD_FORMS } from '~/features/leads/lead-declarations'
import { publicLead, toCsv } from '~/features/leads/lead-http.server'
import { countLeads, listLeads, storedValue, type LeadFilter } from '~/features/leads/leads.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { COMPANY_UTC_OFFSET } from '~/lib/company-time'
import { LEAD_INBOX_PAGE_SIZE, LEAD_EXPORT_LIMIT, type InboxErrors, type InboxFilters, type LeadRow } from './lead-inbox-view'

/** The consents a lead may record (db/schema.ts leads_consent_purpose_check). */
const CONSENTS: readonly LeadRow['consentPurpose'][] = ['demo', 'portal', 'digest', 'news', 'talentPool']

/**
 * The admin inbox of leads (/{lang}/admin/leads and its CSV): the same store and queries as the
 * bearer-token API of scripts (lead-http.server.ts), for a signed-in account with the Admin role.
 * The filters come from a GET form, so a bad value is the visitor's input: a translated message
 * and a 400, never a 5xx.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A calendar day that exists (2026-02-30 does not), between the years 2000 and 9999. */
const isDay = (value: string) => {
  if (!DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '2000-01-01'
}
const day = z.string().check(z.trim(), z.refine((value) => value === '' || isDay(value), { error: 'admin.leads.errors.date' }))

const InboxQuery = z.object({
  kind: z._default(z.union([z.literal(''), z.enum(LEAD_KINDS)], { error: 'admin.leads.errors.kind' }), ''),
  from: z._default(day, ''),
  to: z._default(day, ''),
  page: z._default(z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: 'admin.leads.errors.page' })), '1'),
})

type ParsedQuery = { ok: true; filters: InboxFilters; page: number } | { ok: false; filters: InboxFilters; errors: InboxErrors }

/** The inbox's filters from a URL; every parameter is optional, unknown ones are ignored. */
function parseInboxQuery(url: URL): ParsedQuery {
  const raw = Object.fromEntries(['kind', 'from', 'to', 'page'].flatMap((name) => (url.searchParams.has(name) ? [[name, url.searchParams.get(name)!]] : [])))
  const echo: InboxFilters = { kind: String(raw.kind ?? '').slice(0, 20), from: String(raw.from ?? '').slice(0, 10), to: String(raw.to ?? '').slice(0, 10) }
  const result = z.safeParse(InboxQuery, raw)
  if (!result.success) {
    const errors: InboxErrors = {}
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'kind') as keyof InboxErrors
      errors[field] ??= issue.message as InboxErrors[keyof InboxErrors]
    }
    return { ok: false, filters: echo, errors }
  }
  const { kind, from, to, page } = result.data
  if (from && to && from > to) return { ok: false, filters: { kind, from, to }, errors: { to: 'admin.leads.errors.range' } }
  return { ok: true, filters: { kind, from, to }, page: Number(page) }
}

/** Validated filters (parseInboxQuery); the days are the company's (Istanbul): "to" includes its whole last day. */
function leadFilter(filters: InboxFilters): LeadFilter {
  return {
    kind: (filters.kind || undefined) as LeadKind | undefined,
    since: filters.from ? new Date(`${filters.from}T00:00:00${COMPANY_UTC_OFFSET}`) : undefined,
    until: filters.to ? new Date(`${filters.to}T23:59:59.999${COMPANY_UTC_OFFSET}`) : undefined,
  }
}

function rowOf(lead: Lead): LeadRow {
  return {
    id: lead.id,
    kind: lead.kind,
    createdAt: lead.createdAt.toISOString(),
    fields: Object.fromEntries(
      LEAD_FORMS[lead.kind].fields.flatMap((field) => {
        const value = storedValue(lead, field)
        return value ? [[field, value]] : []
      }),
    ),
    language: lead.language,
    pageUrl: lead.pageUrl,
    deliveryStatus: lead.deliveryStatus,
    deliveryAttempts: lead.deliveryAttempts,
    deliveryError: lead.deliveryError,
    deliveredAt: lead.deliveredAt?.toISOString() ?? null,
    confirmedAt: lead.confirmedAt?.toISOString() ?? null,
    consentPurpose: CONSENTS.includes(lead.consentPurpose as LeadRow['consentPurpose']) ? (lead.consentPurpose as LeadRow['consentPurpose']) : null,
  }
}

export type LeadInbox =
  | { state: 'invalid'; filters: InboxFilters; errors: InboxErrors }
  | { state: 'unavailable'; filters: InboxFilters }
  | { state: 'listed'; filters: InboxFilters; page: number; pageCount: number; total: number; rows: LeadRow[] }

/** The inbox page's data: an admin only (requireAdmin), one page of leads for the filters. */
export async function loadLeadInbox(request: Request, lang: string | undefined): Promise<{ language: Language; texts: string; inbox: LeadInbox }> {
  const { language, texts } = loadPageTexts(request, lang, 'adminPages')
  await requireAdmin(request, language)
  const query = parseInboxQuery(new URL(request.url))
  if (!query.ok) return { language, texts, inbox: { state: 'invalid', filters: query.filters, errors: query.errors } }
  try {
    const database = await getDatabase()
    const filter = leadFilter(query.filters)
    const [total, page] = await Promise.all([
      countLeads(database, filter),
      listLeads(database, { ...filter, limit: LEAD_INBOX_PAGE_SIZE, offset: (query.page - 1) * LEAD_INBOX_PAGE_SIZE }),
    ])
    const pageCount = Math.max(1, Math.ceil(total / LEAD_INBOX_PAGE_SIZE))
    return { language, texts, inbox: { state: 'listed', filters: query.filters, page: query.page, pageCount, total, rows: page.items.map(rowOf) } }
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'lead inbox query failed')
    return { language, texts, inbox: { state: 'unavailable', filters: query.filters } }
  }
}

/** The CSV of the leads matching the inbox's filters (newest first, at most LEAD_EXPORT_LIMIT). */
export async function leadInboxCsv(request: Request, language: Language): Promise<Response> {
  await requireAdmin(request, language)
  const t = translatorFor(language)
  const headers = { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' }
  const query = parseInboxQuery(new URL(request.url))
  if (!query.ok) return new Response(`${Object.values(query.errors).map((key) => t(key)).join('\n')}\n`, { status: 400, headers })
  try {
    const page = await listLeads(await getDatabase(), { ...leadFilter(query.filters), limit: LEAD_EXPORT_LIMIT })
    const name = ['leads', query.filters.kind, query.filters.from, query.filters.to].filter(Boolean).join('-')
    return new Response(toCsv(page.items.map(publicLead)), {
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
        ...(page.nextCursor ? { 'X-Truncated': String(LEAD_EXPORT_LIMIT) } : {}),
      },
    })
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'lead inbox export failed')
    return new Response(`${t('admin.leads.unavailable')}\n`, { status: 503, headers: { ...headers, 'Retry-After': '30' } })
  }
}
