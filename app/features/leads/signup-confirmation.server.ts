import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import { SITE_DOMAINS } from '@content/site'
import type { Database } from '@db/client.server'
import { leads, type Lead } from '@db/schema'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import { isLanguage, DEFAULT_LANGUAGE } from '~/features/i18n/languages'
import { getSigningKeys } from '~/lib/server/signing-secret.server'
import { recordLeadConfirmed, recordLeadsErased, type LeadWebhooks } from './lead-events.server'
import { isSignupPurpose, type SignupPurpose } from './lead-limits'

/**
 * Double opt-in of the e-mail sign-up (UWG § 7 in Germany, Law 6563 in Türkiye): a sign-up is
 * stored at once but counts only after the visitor followed the link mailed to them. The link
 * carries the lead's id and an HMAC of id and address, so nothing extra is stored and any
 * instance verifies it; opening the link shows a button, and only its POST confirms (mail
 * scanners that open links do not sign anyone up).
 */
export const CONFIRMATION_KEY_PURPOSE = 'signup-confirmation'
/** A link older than this no longer confirms: the visitor signs up again. */
const CONFIRMATION_VALID_DAYS = 30
const CONFIRM_PATH = '/confirm-email'

const TOKEN_BYTES = 16
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

function sign(key: Buffer, leadId: number, email: string): string {
  return createHmac('sha256', key).update(`v1\n${leadId}\n${email.toLowerCase()}`).digest().subarray(0, TOKEN_BYTES).toString('base64url')
}

export function confirmationToken(leadId: number, email: string, keys: readonly Buffer[]): string {
  return sign(keys[0]!, leadId, email)
}

function tokenMatches(leadId: number, email: string, token: string, keys: readonly Buffer[]): boolean {
  if (!TOKEN_PATTERN.test(token)) return false
  const given = Buffer.from(token, 'base64url')
  return keys.some((key) => timingSafeEqual(Buffer.from(sign(key, leadId, email), 'base64url'), given))
}

/** The link in the mail: the site and language the visitor signed up on. */
function confirmationUrl(lead: Pick<Lead, 'id' | 'email' | 'language' | 'siteOrigin'>, keys: readonly Buffer[]): string {
  const origin = lead.siteOrigin ?? `https://${SITE_DOMAINS[0]!.host}`
  const language = isLanguage(lead.language) ? lead.language : DEFAULT_LANGUAGE
  const query = new URLSearchParams({ lead: String(lead.id), token: confirmationToken(lead.id, lead.email, keys) })
  return `${origin}/${language}${CONFIRM_PATH}?${query}`
}

/**
 * What the visitor signed up for: the purpose stored with the lead. A row without one is from
 * before purposes were stored, when every form asked for product news.
 */
function signupPurposeOf(lead: Pick<Lead, 'consentPurpose'>): SignupPurpose {
  return isSignupPurpose(lead.consentPurpose) ? lead.consentPurpose : 'news'
}

/** The mail to the visitor, in the language they signed up in, naming what they signed up for. */
export async function confirmationMail(lead: Lead, from: string) {
  const language = isLanguage(lead.language) ? lead.language : DEFAULT_LANGUAGE
  const t = translatorFor(language)
  const url = confirmationUrl(lead, await getSigningKeys(CONFIRMATION_KEY_PURPOSE))
  const text = `${t('leads.confirm.mailGreeting')}\n\n${t(`leads.confirm.mailText.${signupPurposeOf(lead)}`)}\n\n${url}\n\n${t('leads.confirm.mailIgnore', { days: CONFIRMATION_VALID_DAYS })}\n`
  return { from, to: lead.email, subject: t('leads.confirm.mailSubject'), text }
}

export type ConfirmOutcome = 'confirmed' | 'already' | 'invalid'

/** The confirmation page before the click: whose sign-up the link is for, if it is valid. */
export async function readSignup(
  database: Database,
  leadId: number,
  token: string,
  now = new Date(),
): Promise<{ state: 'ask'; email: string; purpose: SignupPurpose } | { state: 'already' | 'invalid' }> {
  const lead = await findSignup(database, leadId, token)
  if (!lead) return { state: 'invalid' }
  if (lead.confirmedAt) return { state: 'already' }
  return expired(lead, now) ? { state: 'invalid' } : { state: 'ask', email: lead.email, purpose: signupPurposeOf(lead) }
}

async function findSignup(database: Database, leadId: number, token: string): Promise<Lead | undefined> {
  if (!Number.isSafeInteger(leadId) || leadId < 1 || leadId > 2 ** 31 - 1 || !TOKEN_PATTERN.test(token)) return undefined
  const [lead] = await database.db.select().from(leads).where(and(eq(leads.id, leadId), eq(leads.kind, 'email')))
  if (!lead || !tokenMatches(lead.id, lead.email, token, await getSigningKeys(CONFIRMATION_KEY_PURPOSE))) return undefined
  return lead
}

function expired(lead: Lead, now: Date): boolean {
  return now.getTime() - lead.createdAt.getTime() > CONFIRMATION_VALID_DAYS * 86_400_000
}

/**
 * Confirms the sign-up when the token is right and the link is not too old. The company's
 * notification follows: the lead goes back into the mail queue (or stays `stored` without SMTP).
 */
export async function confirmSignup(
  database: Database,
  leadId: number,
  token: string,
  options: { deliver: boolean; now?: Date; webhooks?: LeadWebhooks },
): Promise<ConfirmOutcome> {
  const lead = await findSignup(database, leadId, token)
  if (!lead) return 'invalid'
  if (lead.confirmedAt) return 'already'
  if (expired(lead, options.now ?? new Date())) return 'invalid'
  await database.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(leads)
      .set({
        confirmedAt: sql`now()`,
        deliveryStatus: options.deliver ? 'pending' : 'stored',
        deliveryAttempts: 0,
        nextAttemptAt: options.deliver ? sql`now()` : null,
        deliveryError: null,
      })
      .where(and(eq(leads.id, lead.id), isNull(leads.confirmedAt)))
      .returning()
    // A second click that raced this one changed nothing and sends nothing.
    if (confirmed) await recordLeadConfirmed(tx as unknown as Database['db'], confirmed, options.webhooks)
  })
  return 'confirmed'
}

/**
 * Unconfirmed sign-ups whose confirmation mail went out and whose link expired are deleted 30
 * days later (the privacy policy says so): without confirmation there is no consent to keep them
 * for. Sign-ups no mail could be sent for (no SMTP) are kept for the operator to decide. Each
 * deletion is a `lead.erased` event for the webhooks, in the same transaction.
 */
export async function deleteExpiredSignups(database: Database, webhooks?: LeadWebhooks): Promise<number> {
  return database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(leads)
      .where(
        and(
          eq(leads.kind, 'email'),
          isNull(leads.confirmedAt),
          inArray(leads.deliveryStatus, ['sent', 'failed']),
          lt(leads.createdAt, sql`now() - make_interval(days => ${CONFIRMATION_VALID_DAYS * 2})`),
        ),
      )
      .returning({ id: leads.id, kind: leads.kind })
    await recordLeadsErased(tx as unknown as Database['db'], deleted, 'retention', webhooks)
    return deleted.length
  })
}
