import type { LeadField } from './lead-limits'

/** The forms' own input names (SPEC §3: name, email, number, company, message) → API names. */
export const FORM_FIELD_NAMES: Record<LeadField, string> = {
  NameSurname: 'name',
  Email: 'email',
  Phone: 'number',
  Company: 'company',
  Message: 'message',
}

/** Tells the shared route action which of the two forms was posted without JavaScript. */
export const INTENT_FIELD = 'intent'
export type LeadIntent = 'email' | 'form'

/** What the no-JavaScript route action answers; messages are already translated. */
export type LeadActionData = {
  intent: LeadIntent
  state: 'sent' | 'invalid' | 'forbidden' | 'rate-limited' | 'failed'
  errors?: Partial<Record<LeadField, string>>
  values?: Partial<Record<LeadField, string>>
}

export function isLeadActionData(value: unknown, intent: LeadIntent): value is LeadActionData {
  return typeof value === 'object' && value !== null && (value as LeadActionData).intent === intent
}

/** Reads a submitted form into the API payload shape (what the browser and the action validate). */
export function payloadFromForm(form: FormData, fields: readonly LeadField[]): Record<string, string> {
  const payload: Record<string, string> = {}
  for (const field of fields) {
    const value = form.get(FORM_FIELD_NAMES[field])
    payload[field] = typeof value === 'string' ? value : ''
  }
  return payload
}
