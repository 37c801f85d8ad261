/**
 * Field names, limits and messages of the lead forms, without zod: the forms import these with
 * the page, while the schema itself (lead.schema.ts) is loaded only when someone uses a form.
 */
export const LEAD_LIMITS = {
  NameSurname: 100,
  Email: 254,
  Phone: 30,
  Company: 150,
  Message: 4000,
} as const

export const LEAD_MESSAGES = {
  NameSurname: 'leads.errors.name',
  Email: 'leads.errors.email',
  Phone: 'leads.errors.phone',
  Company: 'leads.errors.company',
  Message: 'leads.errors.message',
} as const

/**
 * A field with a character no keyboard types (NUL, other control characters, a lone surrogate,
 * a non-character): the same message for every field, shown at that field.
 */
export const LEAD_CHARACTERS_MESSAGE = 'leads.errors.characters'

/** A phone field that is filled but is no phone number ("abc") has its own message. */
export const LEAD_PHONE_FORMAT_MESSAGE = 'leads.errors.phoneFormat'

export type LeadField = keyof typeof LEAD_LIMITS

/** Hidden field a person never fills; a value means a bot, whose post is dropped silently. */
export const HONEYPOT_FIELD = 'Website'

/** International numbers: an optional +, 7 to 15 digits (E.164), common separators. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}
