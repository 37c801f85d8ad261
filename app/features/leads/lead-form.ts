import type { Language } from '~/features/i18n/languages'
import type { TranslationKey } from '~/features/i18n/translate'
import { LEAD_FIELDS, LEAD_FORMS, type LeadExtraField, type LeadField, type LeadFieldDeclaration, type LeadFormDeclaration, type LeadIntent } from './lead-declarations'

/*
 * What the forms' plumbing derives from their declarations (lead-declarations.ts). Browser-safe,
 * and read by db/schema.ts too (so only type imports through the app's path aliases).
 */

export type { LeadIntent }
export const LEAD_INTENTS = Object.keys(LEAD_FORMS) as LeadIntent[]

/** The form of a kind (its typed fields in order, its extras, …), as the general declaration type. */
export function leadFormOf(intent: LeadIntent): LeadFormDeclaration {
  return LEAD_FORMS[intent]
}

/** The fields with a column of their own beside the e-mail, in the table's order. */
export const LEAD_FIELD_COLUMNS = (Object.keys(LEAD_FIELDS) as LeadField[]).filter((field): field is Exclude<LeadField, 'Email'> => field !== 'Email')

/** A field's label in one form (a form may give a field another meaning: the application's position). */
export function fieldLabel(intent: LeadIntent, field: LeadField): TranslationKey {
  return leadFormOf(intent).meaning?.[field]?.label ?? LEAD_FIELDS[field].label
}

/** A field's message when it is missing or wrong, in one form (the application asks for a cover letter where the contact form asks for a message). */
export function fieldMessage(intent: LeadIntent, field: LeadField): TranslationKey {
  return leadFormOf(intent).meaning?.[field]?.message ?? LEAD_FIELDS[field].message
}

/** The messages a field can show in any form: its own, a form's own for it, and the "not an address / number" one. */
export function fieldMessages(field: LeadField): TranslationKey[] {
  const declaration: LeadFieldDeclaration = LEAD_FIELDS[field]
  const forms = (Object.keys(LEAD_FORMS) as LeadIntent[]).map((intent) => fieldMessage(intent, field))
  return [...new Set([declaration.message, ...forms, ...(declaration.formatMessage ? [declaration.formatMessage] : [])])]
}

/** The input names of the HTML forms, from the declarations (SPEC §3: name, email, number, company, message). */
export function inputNameOf(field: LeadField | LeadExtraField): string {
  return field in LEAD_FIELDS ? LEAD_FIELDS[field as LeadField].input : EXTRA_FIELD_NAMES[field as LeadExtraField]
}

/** The hidden purpose of a sign-up form and the application's consent box. */
export const EXTRA_FIELD_NAMES: Record<LeadExtraField, string> = { Purpose: 'purpose', TalentPool: 'talentPool' }

/** Tells the lead route which form was posted without JavaScript. */
export const INTENT_FIELD = 'intent'

export function isLeadIntent(value: unknown): value is LeadIntent {
  return typeof value === 'string' && (LEAD_INTENTS as readonly string[]).includes(value)
}

/** The JSON endpoint of each lead kind. */
export function leadEndpoint(intent: LeadIntent): string {
  return LEAD_FORMS[intent].endpoint
}

/** Each form's element id: the lead route's redirect ends with it, so the browser scrolls to the answer. */
export function formAnchor(intent: LeadIntent): string {
  return LEAD_FORMS[intent].anchor
}

/** The page (path and query) the lead route sends the visitor back to after a no-JS post. */
export const RETURN_TO_FIELD = 'returnTo'

/** Where every lead form posts without JavaScript (app/routes/leads.ts); with it they post JSON to the API. */
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

/**
 * Reads a submitted form into the API payload shape (what the browser and the route validate).
 * An extra field is taken only when the form has it (an unticked box sends nothing).
 */
export function payloadFromForm(form: FormData, fields: readonly LeadField[], extras: readonly LeadExtraField[] = []): Record<string, string> {
  const payload: Record<string, string> = {}
  for (const field of fields) {
    const value = form.get(inputNameOf(field))
    payload[field] = typeof value === 'string' ? value : ''
  }
  for (const field of extras) {
    const value = form.get(inputNameOf(field))
    if (value !== null) payload[field] = typeof value === 'string' ? value : ''
  }
  return payload
}
