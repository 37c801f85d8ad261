import type { Language } from '~/features/i18n/languages'
import type { LeadExtraField, LeadField } from './lead-limits'

/** The forms' own input names (SPEC §3: name, email, number, company, message) → API names. */
export const FORM_FIELD_NAMES: Record<LeadField, string> = {
  NameSurname: 'name',
  Email: 'email',
  Phone: 'number',
  Company: 'company',
  Message: 'message',
}

/** The hidden purpose of a sign-up form and the application's consent box. */
export const EXTRA_FIELD_NAMES: Record<LeadExtraField, string> = { Purpose: 'purpose', TalentPool: 'talentPool' }

/** Tells the lead route which of the two forms was posted without JavaScript. */
export const INTENT_FIELD = 'intent'
export const LEAD_INTENTS = ['email', 'form', 'application', 'partner'] as const
export type LeadIntent = (typeof LEAD_INTENTS)[number]

export function isLeadIntent(value: unknown): value is LeadIntent {
  return typeof value === 'string' && (LEAD_INTENTS as readonly string[]).includes(value)
}

/** The JSON endpoints of the four lead kinds (CONTRACT.md names the first two). */
export const LEAD_ENDPOINTS: Record<LeadIntent, string> = {
  email: '/api/v1/Site/ContactEmail/Create',
  form: '/api/v1/Site/ContactForm/Create',
  application: '/api/v1/Site/Application/Create',
  partner: '/api/v1/Site/Partner/Create',
}

/** The page (path and query) the lead route sends the visitor back to after a no-JS post. */
export const RETURN_TO_FIELD = 'returnTo'

/** Each form's element id: the lead route's redirect ends with it, so the browser scrolls to the answer. */
export const FORM_ANCHORS: Record<LeadIntent, string> = { email: 'email-signup', form: 'contact-form', application: 'apply', partner: 'partner-form' }

/** Where both forms post without JavaScript (app/routes/leads.ts); with it they post JSON to the API. */
export function leadRoutePath(language: Language): string {
  return `/${language}/leads`
}

/**
 * The outcome of a no-JavaScript post, carried by the flash cookie from the lead route to the
 * page it redirects to. `errors` are translation keys (the page translates them); `values` are
 * what the visitor typed, given back for correction.
 */
export type LeadResult = {
  intent: LeadIntent
  state: 'sent' | 'invalid' | 'forbidden' | 'rate-limited' | 'failed'
  errors?: Partial<Record<LeadField | LeadExtraField, string>>
  values?: Partial<Record<LeadField, string>>
}

/** The payload fields of one kind of form: the visible ones, then the sign-up's purpose or the application's box. */
export function leadFieldsOf(intent: LeadIntent): { fields: LeadField[]; extras: LeadExtraField[] } {
  if (intent === 'email') return { fields: ['Email'], extras: ['Purpose'] }
  return { fields: ['NameSurname', 'Email', 'Phone', 'Company', 'Message'], extras: intent === 'application' ? ['TalentPool'] : [] }
}

/**
 * Reads a submitted form into the API payload shape (what the browser and the route validate).
 * An extra field is taken only when the form has it (an unticked box sends nothing).
 */
export function payloadFromForm(form: FormData, fields: readonly LeadField[], extras: readonly LeadExtraField[] = []): Record<string, string> {
  const payload: Record<string, string> = {}
  for (const field of fields) {
    const value = form.get(FORM_FIELD_NAMES[field])
    payload[field] = typeof value === 'string' ? value : ''
  }
  for (const field of extras) {
    const value = form.get(EXTRA_FIELD_NAMES[field])
    if (value !== null) payload[field] = typeof value === 'string' ? value : ''
  }
  return payload
}
