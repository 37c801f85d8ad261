import { data, redirect } from 'react-router'
import * as z from 'zod/mini'
import type { Database } from '@db/client.server'
import type { Lead } from '@db/schema'
import { requireAdmin } from '~/features/accounts/account-service.server'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import { requireLanguage } from '~/features/i18n/language-route.server'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import type { Language } from '~/features/i18n/languages'
import { LEAD_FORMS } from '~/features/leads/lead-declarations'
import { CSV_COLUMNS, LEAD_INBOX_PARAMS, leadFilterOf, parseLeadQuery, publicLead, toCsv } from '~/features/leads/lead-export.server'
import { CLOSED_LEAD_STATUSES, type LeadStatus } from '~/features/leads/lead-status'
import { countLeads, countLeadsBy, listLeads, storedValue, type LeadFilter } from '~/features/leads/leads.server'
import { configuredWebhooks } from '~/features/webhooks/webhook-delivery.server'
import { isSameOriginPost } from '~/lib/server/anti-forgery.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { companyDay } from '~/lib/company-time'
import { INBOX_FILTER_NAMES, LEAD_INBOX_PAGE_SIZE, LEAD_EXPORT_LIMIT, type AdminOption, type InboxErrors, type InboxFilters, type LeadRow } from './lead-inbox-view'
import { readAdminForm } from './admin-form.server'
import { BulkSpamSchema, type PipelineErrorKey } from './lead-pipeline.schema'
import { accountsById, listAdmins, markLeadsSpam } from './lead-pipeline.server'

/** The consents a lead may record (db/schema.ts leads_consent_purpose_check). */
const CONSENTS: readonly LeadRow['consentPurpose'][] = ['demo', 'portal', 'digest', 'news', 'talentPool']

/**
 * The admin inbox of leads (/{lang}/admin/leads and its CSV): the same store, query and CSV
 * (lead-export.server.ts) as the bearer-token API of scripts (lead-http.server.ts), for a signed-in
 * account with the Admin role. The filters come from a GET form, so a bad value is the visitor's input: a translated message
 * and a 400, never a 5xx.
 */

type ParsedQuery = { ok: true; filters: InboxFilters; filter: LeadFilter; page: number } | { ok: false; filters: InboxFilters; errors: InboxErrors }

/**
 * The inbox's filters from a URL (lead-export.server.ts's one query); every parameter is optional,
 * one left empty in the form is no filter, unknown ones are ignored.
 */
function parseInboxQuery(url: URL, today: string): ParsedQuery {
  const raw = Object.fromEntries(
    LEAD_INBOX_PARAMS.flatMap((name) => {
      const value = url.searchParams.get(name)
      return value === null || (value === '' && name !== 'page') ? [] : [[name, value]]
    }),
  )
  const echo = Object.fromEntries(INBOX_FILTER_NAMES.map((name) => [name, String(raw[name] ?? '').slice(0, 20)])) as InboxFilters
  const parsed = parseLeadQuery(raw, LEAD_INBOX_PARAMS)
  if (!parsed.ok) return { ok: false, filters: echo, errors: parsed.errors as InboxErrors }
  const { page, ...query } = parsed.query
  const filters: InboxFilters = { kind: query.kind ?? '', from: query.from ?? '', to: query.to ?? '', status: query.status ?? '', owner: query.owner ?? '', due: query.due ?? '' }
  return { ok: true, filters, filter: leadFilterOf(query, today), page }
}

/** A follow-up is due on its day and after, while the lead is still open. */
const isDue = (lead: Lead, today: string) => lead.followUpOn !== null && lead.followUpOn <= today && !CLOSED_LEAD_STATUSES.includes(lead.status)

/** A lead as the inbox and its own page show it. */
export function rowOf(lead: Lead, owners: ReadonlyMap<number, { name: string }>, today: string): LeadRow {
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
    status: lead.status,
    owner: lead.ownerId === null ? null : (owners.get(lead.ownerId)?.name ?? null),
    followUpOn: lead.followUpOn,
    followUpDue: isDue(lead, today),
  }
}

/** The inbox's counts beside the filters: each stage and each owner under the other filters, and the follow-ups due. */
type InboxCounts = { statuses: Partial<Record<LeadStatus, number>>; owners: Array<AdminOption & { count: number }>; unowned: number; due: number }

export type LeadInbox =
  | { state: 'invalid'; filters: InboxFilters; errors: InboxErrors; admins: AdminOption[] }
  | { state: 'unavailable'; filters: InboxFilters; admins: AdminOption[] }
  | { state: 'listed'; filters: InboxFilters; page: number; pageCount: number; total: number; rows: LeadRow[]; admins: AdminOption[]; counts: InboxCounts; spammed: number | null }

async function inboxCounts(database: Database, filter: LeadFilter, admins: readonly AdminOption[], today: string): Promise<InboxCounts> {
  const [statuses, owners, due] = await Promise.all([
    countLeadsBy(database, 'status', { ...filter, status: undefined }),
    countLeadsBy(database, 'ownerId', { ...filter, owner: undefined }),
    countLeads(database, { ...filter, dueBy: today }),
  ])
  return {
    statuses: Object.fromEntries(statuses),
    owners: admins.map((admin) => ({ ...admin, count: owners.get(admin.id) ?? 0 })),
    unowned: owners.get(null) ?? 0,
    due,
  }
}

/** The inbox page's data: an admin only (requireAdmin), one page of leads for the filters, and the counts. */
export async function loadLeadInbox(request: Request, lang: string | undefined): Promise<{ language: Language; texts: string; inbox: LeadInbox }> {
  const { language, texts } = loadPageTexts(request, lang, 'adminPages')
  await requireAdmin(request, language)
  const url = new URL(request.url)
  const today = companyDay(new Date())
  const query = parseInboxQuery(url, today)
  try {
    const database = await getDatabase()
    const admins = await listAdmins(database)
    if (!query.ok) return { language, texts, inbox: { state: 'invalid', filters: query.filters, errors: query.errors, admins } }
    const { filter } = query
    const [total, page, counts] = await Promise.all([
      countLeads(database, filter),
      listLeads(database, { ...filter, limit: LEAD_INBOX_PAGE_SIZE, offset: (query.page - 1) * LEAD_INBOX_PAGE_SIZE }),
      inboxCounts(database, filter, admins, today),
    ])
    const owners = await accountsById(database.db, page.items.map((lead) => lead.ownerId))
    const pageCount = Math.max(1, Math.ceil(total / LEAD_INBOX_PAGE_SIZE))
    const spammed = /^\d{1,3}$/.test(url.searchParams.get('spammed') ?? '') ? Number(url.searchParams.get('spammed')) : null
    const rows = page.items.map((lead) => rowOf(lead, owners, today))
    return { language, texts, inbox: { state: 'listed', filters: query.filters, page: query.page, pageCount, total, rows, admins, counts, spammed } }
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, 'lead inbox query failed')
    return { language, texts, inbox: { state: 'unavailable', filters: query.filters, admins: [] } }
  }
}

/** The inbox's bulk form's answer when it cannot be done: a translated message (400). */
export type BulkSpamAnswer = { bulkError: string }

/**
 * The inbox's "Mark as spam" form (no JavaScript needed): an admin, from this site, marks the
 * ticked leads as spam; a 303 back to the same filters says how many changed.
 */
export async function markSpamFromInbox(request: Request, lang: string | undefined) {
  const language = requireLanguage(request, lang)
  if (!isSameOriginPost(request.headers, request.url)) throw new Response('Forbidden', { status: 403 })
  const { user } = await requireAdmin(request, language)
  const form = await readAdminForm(request)
  const parsed = z.safeParse(BulkSpamSchema, { lead: form?.getAll('lead') })
  if (!parsed.success) return data<BulkSpamAnswer>({ bulkError: translatorFor(language)(parsed.error.issues[0]!.message as PipelineErrorKey) }, { status: 400 })
  const spammed = await markLeadsSpam(await getDatabase(), parsed.data.lead.map(Number), user.id, configuredWebhooks())
  logger.info({ count: spammed, userId: user.id }, 'leads marked as spam by an admin')
  const back = new URL(request.url).searchParams
  back.set('spammed', String(spammed))
  return redirect(`/${language}/admin/leads?${back}`, { status: 303, headers: { 'Cache-Control': 'no-store' } })
}

/** The CSV's columns: the API's, then the pipeline's. */
const INBOX_CSV_COLUMNS = [...CSV_COLUMNS, 'status', 'owner', 'followUpOn'] as const

/** The CSV of the leads matching the inbox's filters (newest first, at most LEAD_EXPORT_LIMIT). */
export async function leadInboxCsv(request: Request, language: Language): Promise<Response> {
  await requireAdmin(request, language)
  const t = translatorFor(language)
  const headers = { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' }
  const query = parseInboxQuery(new URL(request.url), companyDay(new Date()))
  if (!query.ok) return new Response(`${Object.values(query.errors).map((key) => t(key)).join('\n')}\n`, { status: 400, headers })
  try {
    const database = await getDatabase()
    const page = await listLeads(database, { ...query.filter, limit: LEAD_EXPORT_LIMIT })
    const owners = await accountsById(database.db, page.items.map((lead) => lead.ownerId))
    const items = page.items.map((lead) => ({
      ...publicLead(lead),
      status: lead.status,
      owner: lead.ownerId === null ? null : (owners.get(lead.ownerId)?.name ?? null),
      followUpOn: lead.followUpOn,
    }))
    const name = ['leads', query.filters.kind, query.filters.status, query.filters.from, query.filters.to].filter(Boolean).join('-')
    return new Response(toCsv(items, INBOX_CSV_COLUMNS), {
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
