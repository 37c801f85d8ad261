import express, { type Express, type Request, type RequestHandler, type Response } from 'express'
import { LEAD_FORMS } from './lead-declarations'
import { LEAD_INTENTS, leadFormOf } from './lead-form'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import type { Language } from '~/features/i18n/languages'
import { getEnv } from '~/lib/env.server'
import { XSRF_HEADER, xsrfTokensMatch } from '~/lib/server/anti-forgery.server'
import { getDatabase } from '~/lib/server/database.server'
import { bearerMatches } from '~/lib/server/bearer.server'
import { onShutdown } from '~/lib/server/lifecycle.server'
import { logger } from '~/lib/server/logger.server'
import { configuredWebhooks, startWebhookDelivery } from '~/features/webhooks/webhook-delivery.server'
import { LEAD_MESSAGES } from './lead.schema'
import { leadFloodLimiter, leadRateLimiter, startLeadDelivery, submitLead, translateErrors, type LeadKindName } from './lead-service.server'
import { KIND_MESSAGE, LEAD_API_PARAMS, leadFilterOf, parseLeadQuery, publicLead, toCsv } from './lead-export.server'
import { listLeads } from './leads.server'
import { rateLimitKey } from '~/lib/server/rate-limit.server'
import { declaresUtf8, parseUtf8Json } from '~/lib/server/request-body.server'
import { requestLanguage } from './request-language.server'

/** Lead forms are a few KB at most; anything bigger is refused before it is read. */
export const LEAD_BODY_LIMIT_BYTES = 16 * 1024

let started = false

/**
 * The lead endpoints (the forms' JSON posts and the bearer API), mounted at the anchor in
 * server/app.ts after the site-wide anti-forgery cookie and database watch (server/site-wide.ts).
 */
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
  for (const intent of LEAD_INTENTS) app.post(LEAD_FORMS[intent].endpoint, leadEndpoint(intent))
  app.get('/api/v1/admin/leads', adminLeads)
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

const adminLeads: RequestHandler = async (req, res) => {
  res.setHeader('Cache-Control', 'no-store')
  const token = getEnv().ADMIN_TOKEN
  if (!token) return void res.status(404).json({ error: 'not_found' })
  if (!bearerMatches(req.get('authorization'), token)) {
    res.setHeader('WWW-Authenticate', 'Bearer')
    return void res.status(401).json({ error: 'unauthorized' })
  }
  const parsed = parseLeadQuery(req.query, LEAD_API_PARAMS)
  if (!parsed.ok) {
    // The kind's message is the inbox's translation key: the API answers in English.
    const en = translatorFor('en')
    const errors = Object.fromEntries(Object.entries(parsed.errors).map(([param, message]) => [param, message === KIND_MESSAGE ? en(KIND_MESSAGE) : message]))
    return void res.status(400).json({ error: 'invalid', errors })
  }
  try {
    const { format, limit, cursor, ...filters } = parsed.query
    const page = await listLeads(await getDatabase(), { ...leadFilterOf(filters), limit, cursor })
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
