import express, { type Express, type Request, type RequestHandler, type Response } from 'express'
import { z } from 'zod'
import { LEAD_KINDS, type Lead } from '@db/schema'
import { LEAD_FIELDS, LEAD_FORMS } from './lead-declarations'
import { LEAD_FIELD_COLUMNS, LEAD_INTENTS, leadFormOf } from './lead-form'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import type { Language } from '~/features/i18n/languages'
import { getEnv } from '~/lib/env.server'
import { issueXsrfCookie, XSRF_HEADER, xsrfTokensMatch } from '~/lib/server/anti-forgery.server'
import { closeDatabase, getDatabase } from '~/lib/server/database.server'
import { bearerMatches } from '~/lib/server/bearer.server'
import { onShutdown, registerHealthCheck } from '~/lib/server/lifecycle.server'
import { logger } from '~/lib/server/logger.server'
import { configuredWebhooks, startWebhookDelivery } from '~/features/webhooks/webhook-delivery.server'
import { LEAD_MESSAGES } from './lead.schema'
import { leadFloodLimiter, leadRateLimiter, startLeadDelivery, submitLead, translateErrors, type LeadKindName } from './lead-service.server'
import { listLeads, storedValue } from './leads.server'
import { rateLimitKey } from '~/lib/server/rate-limit.server'
import { declaresUtf8, parseUtf8Json } from '~/lib/server/request-body.server'
import { requestLanguage } from './request-language.server'

/** Lead forms are a few KB at most; anything bigger is refused before it is read. */
export const LEAD_BODY_LIMIT_BYTES = 16 * 1024

let started = false

/** Everything of lead capture the Express app needs, mounted at the anchor in server/app.ts. */
export function mountLeadCapture(app: Express): void {
  if (!started) {
    started = true
    startLeadCapture()
  }
  mountRoutes(app)
}

/** Once per process (the dev server builds a fresh app per request). */
function startLeadCapture(): void {
  // An unsafe webhook endpoint (not https, a private address) stops the server here, at start-up.
  configuredWebhooks()
  registerHealthCheck('database', async () => (await getDatabase()).ping())
  onShutdown(closeDatabase)
  getDatabase()
    .then((database) => {
      logger.info({ engine: database.engine }, 'database ready')
      const stopDelivery = startLeadDelivery(database)
      if (stopDelivery) onShutdown(stopDelivery)
      const stopWebhooks = startWebhookDelivery(database)
      if (stopWebhooks) onShutdown(stopWebhooks)
    })
    .catch((error: unknown) => logger.error({ err: error }, 'database unavailable'))
}

function mountRoutes(app: Express): void {
  app.use(issueXsrfCookie)
  app.get('/api/v1/xsrf-token', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.status(204).end()
  })
  for (const intent of LEAD_INTENTS) app.post(LEAD_FORMS[intent].endpoint, leadEndpoint(intent))
  app.get('/api/v1/admin/leads', adminLeads)
  app.all('/api/{*rest}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.status(404).json({ error: 'not_found' })
  })
}

/**
 * Read as bytes, whatever the declared type: the charset is checked before (declaresUtf8) and
 * the bytes are decoded as strict UTF-8 (parseUtf8Json), never converted from another charset.
 */
const readBody = express.raw({ limit: LEAD_BODY_LIMIT_BYTES, type: () => true })

type JsonAnswer = (status: number, body: Record<string, unknown>) => void

function leadEndpoint(kind: LeadKindName): RequestHandler {
  const { fields } = leadFormOf(kind)
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const headerLanguage = languageOf(req)
    const t = translatorFor(headerLanguage)
    if (!xsrfTokensMatch(req.headers.cookie, req.get(XSRF_HEADER))) {
      return void res.status(403).json({ error: 'forbidden', message: t('leads.api.forbidden') })
    }
    const tooMany = (retryAfterSeconds: number) => {
      res.setHeader('Retry-After', String(retryAfterSeconds))
      res.status(429).json({ error: 'too_many_requests', message: t('leads.api.tooManyRequests'), retryAfter: retryAfterSeconds })
    }
    const key = rateLimitKey(req.ip)
    const flood = await leadFloodLimiter().take(key)
    if (!flood.ok) return tooMany(flood.retryAfterSeconds)
    const place = await leadRateLimiter().reserve(key)
    if (!place.ok) return tooMany(place.retryAfterSeconds)
    // Only an accepted post keeps its place in the per-minute limit.
    const refuse: JsonAnswer = (status, body) => {
      place.release()
      res.status(status).json(body)
    }
    const everyFieldMissing = () => translateErrors(Object.fromEntries(fields.map((f) => [f, LEAD_MESSAGES[f]])), headerLanguage)

    const declared = Number(req.get('content-length') ?? 0)
    if (declared > LEAD_BODY_LIMIT_BYTES) return refuse(413, { error: 'payload_too_large', message: t('leads.api.tooLarge') })
    if (!req.is('application/json') || !declaresUtf8(req.get('content-type'))) {
      return refuse(415, { error: 'unsupported_media_type', message: t('leads.api.notJson') })
    }
    readBody(req, res, (error?: unknown) => {
      if (error) {
        const type = (error as { type?: string }).type
        if (type === 'entity.too.large') return refuse(413, { error: 'payload_too_large', message: t('leads.api.tooLarge') })
        if (type === 'encoding.unsupported') return refuse(415, { error: 'unsupported_media_type', message: t('leads.api.notJson') })
        // A body that could not be read (a broken gzip stream): as good as missing.
        return refuse(400, { error: 'invalid', message: t('leads.api.invalid'), errors: everyFieldMissing() })
      }
      const body = parseUtf8Json(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0))
      // Malformed JSON, or bytes that are not UTF-8: every field is missing.
      if (!body.ok) return refuse(400, { error: 'invalid', message: t('leads.api.invalid'), errors: everyFieldMissing() })
      void accept(kind, req, body.value, res, refuse)
    })
  }
}

async function accept(kind: LeadKindName, req: Request, body: unknown, res: Response, refuse: JsonAnswer): Promise<void> {
  const language = languageOf(req, body)
  try {
    const outcome = await submitLead(kind, body, {
      language,
      pageUrl: req.get('referer') ?? null,
      ip: req.ip,
      userAgent: req.get('user-agent') ?? null,
      // Computed by the server from the configured domains (server/site-origin.ts), never the Referer.
      siteOrigin: typeof res.locals.siteOrigin === 'string' ? res.locals.siteOrigin : null,
    })
    if (outcome.status === 'invalid') {
      refuse(400, { error: 'invalid', message: translatorFor(language)('leads.api.invalid'), errors: outcome.errors })
      return
    }
    // A dropped bot post and a repeated submit look exactly like a fresh one.
    res.status(201).json({ status: 'received' })
  } catch (error) {
    req.log?.error({ err: error }, 'lead not stored')
    refuse(503, { error: 'unavailable', message: translatorFor(language)('leads.api.unavailable') })
  }
}

function languageOf(req: Request, body?: unknown): Language {
  return requestLanguage({ referer: req.get('referer'), acceptLanguage: req.get('accept-language') }, body)
}

/**
 * A JavaScript date may lie where PostgreSQL has none (year 0 made the query fail with a 503):
 * filters are times from 1970 to the end of 9999, after the offset is applied.
 */
const EARLIEST_TIME = Date.UTC(1970, 0, 1)
const LATEST_TIME = Date.UTC(10_000, 0, 1) - 1

const isoTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be an ISO 8601 time')
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), 'must be an ISO 8601 time')
  .refine((date) => date.getTime() >= EARLIEST_TIME && date.getTime() <= LATEST_TIME, 'must be between 1970 and 9999')

/** Lead ids are PostgreSQL `integer`s: a larger cursor made the query fail with a 503. */
const MAX_LEAD_ID = 2_147_483_647

const AdminQuery = z.object({
  kind: z.enum(LEAD_KINDS).optional(),
  since: isoTime.optional(),
  until: isoTime.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a nextCursor value')
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_LEAD_ID, 'must be a nextCursor value')
    .optional(),
  format: z.enum(['json', 'csv']).default('json'),
  /** E-mail sign-ups the visitor confirmed (`true`) or not yet (`false`); the other kinds never match. */
  confirmed: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
})

const adminLeads: RequestHandler = async (req, res) => {
  res.setHeader('Cache-Control', 'no-store')
  const token = getEnv().ADMIN_TOKEN
  if (!token) return void res.status(404).json({ error: 'not_found' })
  if (!bearerMatches(req.get('authorization'), token)) {
    res.setHeader('WWW-Authenticate', 'Bearer')
    return void res.status(401).json({ error: 'unauthorized' })
  }
  const query = AdminQuery.safeParse(req.query)
  if (!query.success) {
    const errors = Object.fromEntries(query.error.issues.map((issue) => [String(issue.path[0] ?? 'query'), issue.message]))
    return void res.status(400).json({ error: 'invalid', errors })
  }
  try {
    const { format, ...filters } = query.data
    const page = await listLeads(await getDatabase(), filters)
    const items = page.items.map(publicLead)
    if (format === 'csv') {
      if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor)
      res.setHeader('Content-Disposition', 'attachment; filename="leads.csv"')
      return void res.type('text/csv; charset=utf-8').send(toCsv(items))
    }
    res.json({ items, nextCursor: page.nextCursor })
  } catch (error) {
    req.log?.error({ err: error }, 'admin leads query failed')
    res.status(503).json({ error: 'unavailable' })
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
