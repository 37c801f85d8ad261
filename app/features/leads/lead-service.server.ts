import type { Database } from '@db/client.server'
import { eq } from 'drizzle-orm'
import { leads, type Lead, type LeadKind } from '@db/schema'
import type { Language } from '~/features/i18n/languages'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import type { TranslationKey } from '~/features/i18n/translate'
import { getEnv } from '~/lib/env.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { mailSender, mailTransport } from '~/lib/server/mail-transport.server'
import { startPeriodicSweep } from '~/lib/server/periodic-sweep.server'
import { leadsAccepted, leadsStored, setMailQueueDepthReader } from '~/lib/server/metrics.server'
import { configuredWebhooks, kickWebhookDelivery } from '~/features/webhooks/webhook-delivery.server'
import { leadMail, startDeliveryQueue, type DeliveryQueue } from './delivery.server'
import { confirmationMail, confirmSignup, deleteExpiredSignups, readSignup, type ConfirmOutcome } from './signup-confirmation.server'
import { signupConsentKey, TALENT_POOL_CONSENT, TALENT_POOL_CONSENT_KEY, type LeadExtraField } from './lead-limits'
import { HONEYPOT_FIELD, leadSchemaFor, validateLead, type FieldErrors, type LeadData, type LeadField } from './lead.schema'
import { createLead, type LeadConsent, type LeadInput } from './leads.server'
import { floodLimitFor, type Limiter } from '~/lib/server/rate-limit.server'
import { limiterFor } from '~/lib/server/shared-rate-limit.server'

export type LeadKindName = LeadKind

export type SubmitContext = {
  language: Language
  pageUrl?: string | null
  ip?: string | null
  userAgent?: string | null
  siteOrigin?: string | null
}

export type SubmitOutcome =
  | { status: 'created'; id: number; duplicate: boolean }
  | { status: 'dropped' }
  /** `errors` are translated for the JSON answer; `errorKeys` are the translation keys (the no-JS flash carries those). */
  | { status: 'invalid'; errors: Partial<Record<LeadField | LeadExtraField, string>>; errorKeys: FieldErrors }

let limiter: Limiter | undefined
/**
 * The one per-IP limit of accepted posts (RATE_LIMIT_PER_MINUTE), shared by the JSON API and
 * the no-JavaScript form posts: a post reserves a place and gives it back unless it is
 * accepted, so a visitor correcting a typo is not locked out.
 */
export function leadRateLimiter(): Limiter {
  limiter ??= limiterFor('leads', getEnv().RATE_LIMIT_PER_MINUTE)
  return limiter
}

let floodLimiter: Limiter | undefined
/** The higher per-IP cap on every post, accepted or refused (see floodLimitFor). */
export function leadFloodLimiter(): Limiter {
  floodLimiter ??= limiterFor('lead-posts', floodLimitFor(getEnv().RATE_LIMIT_PER_MINUTE))
  return floodLimiter
}

/** An e-mail sign-up first mails its confirmation link to the visitor; once confirmed, the company. */
export function composeLeadMail(addresses: { inbox: string; from: string }) {
  return (lead: Lead) => (lead.kind === 'email' && !lead.confirmedAt ? confirmationMail(lead, addresses.from) : leadMail(lead, addresses))
}

let queue: DeliveryQueue | undefined
/** Starts mailing leads when SMTP is configured; returns the stop function, if any. */
export function startLeadDelivery(database: Database): (() => Promise<void>) | undefined {
  const env = getEnv()
  if (!env.SMTP_HOST || !env.LEADS_INBOX || queue) return undefined
  const transport = mailTransport()!
  const from = mailSender()!
  const inbox = env.LEADS_INBOX
  const started = startDeliveryQueue(database, transport, {
    inbox,
    from,
    compose: composeLeadMail({ inbox, from }),
    retryBaseSeconds: env.LEADS_MAIL_RETRY_SECONDS,
    pollMs: Math.min(15_000, env.LEADS_MAIL_RETRY_SECONDS * 1000),
    onError: (lead, error) =>
      logger.warn({ leadId: lead.id, err: error instanceof Error ? error.message : String(error) }, 'lead mail not delivered (will retry)'),
  })
  queue = started
  setMailQueueDepthReader(() => database.db.$count(leads, eq(leads.deliveryStatus, 'pending')))
  // Expired, never confirmed sign-ups are deleted (privacy policy): at start, then every six hours.
  const stopSweep = startPeriodicSweep(() => deleteExpiredSignups(database, configuredWebhooks()), 6 * 3600_000, {
    deleted: 'expired unconfirmed sign-ups deleted',
    failed: 'sign-up sweep failed',
  })
  return async () => {
    stopSweep()
    queue = undefined
    setMailQueueDepthReader(undefined)
    await started.stop()
  }
}

export function translateErrors(errors: FieldErrors, language: Language): Partial<Record<LeadField | LeadExtraField, string>> {
  const t = translatorFor(language)
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key as TranslationKey)]))
}

/**
 * The one server path of every lead form (API and no-JS action): honeypot, validation,
 * store, queue the mail. Anti-forgery and the rate limit are checked by the caller first.
 */
export async function submitLead(kind: LeadKindName, body: unknown, context: SubmitContext): Promise<SubmitOutcome> {
  if (isRecord(body) && honeypotFilled(body[HONEYPOT_FIELD])) {
    logger.info({ kind }, 'lead dropped: honeypot filled')
    leadsAccepted.inc({ kind })
    return { status: 'dropped' }
  }
  const checked = validateLead(leadSchemaFor(kind), body)
  if (!checked.ok) return { status: 'invalid', errors: translateErrors(checked.errors, context.language), errorKeys: checked.errors }

  const database = await getDatabase()
  const input: LeadInput = { kind, data: checked.data as LeadInput['data'], consent: leadConsent(kind, checked.data, context.language) }
  const created = await createLead(database, input, { ...context, deliver: queue !== undefined, webhooks: configuredWebhooks() })
  leadsAccepted.inc({ kind })
  if (!created.duplicate) {
    leadsStored.inc({ kind })
    logger.info({ leadId: created.id, kind, language: context.language }, 'lead stored')
    queue?.kick()
    // Sent in the background: the visitor's answer never waits for a receiver.
    kickWebhookDelivery()
  }
  return { status: 'created', ...created }
}

/**
 * The consent given with a validated lead, worded as its form showed it in the lead's language: a
 * sign-up's purpose (the schema requires one), an application's ticked box; otherwise none.
 */
function leadConsent(kind: LeadKindName, data: LeadData, language: Language): LeadConsent | null {
  const t = translatorFor(language)
  if (kind === 'email') return data.Purpose ? { purpose: data.Purpose, text: t(signupConsentKey(data.Purpose)) } : null
  const box = kind === 'application' ? data.TalentPool : undefined
  return box === true || box === 'yes' ? { purpose: TALENT_POOL_CONSENT, text: t(TALENT_POOL_CONSENT_KEY) } : null
}

/**
 * A person's browser sends the hidden field empty or not at all; any other value, of any type
 * (`["x"]`, `1`, `true`, `{"a":1}`, a file), comes from a bot.
 */
function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) return Object.keys(value).length > 0
  return true
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The confirmation page's POST (double opt-in); the company's notification is queued after it. */
export async function confirmEmailSignup(leadId: number, token: string): Promise<ConfirmOutcome> {
  const outcome = await confirmSignup(await getDatabase(), leadId, token, { deliver: queue !== undefined, webhooks: configuredWebhooks() })
  if (outcome === 'confirmed') {
    logger.info({ leadId }, 'e-mail sign-up confirmed')
    queue?.kick()
    kickWebhookDelivery()
  }
  return outcome
}

/** The confirmation page's GET: whose sign-up the link confirms, without changing anything. */
export async function readEmailSignup(leadId: number, token: string) {
  return readSignup(await getDatabase(), leadId, token)
}
