import { LEAD_FIELDS, type LeadExtraField, type LeadField } from './lead-declarations'

/**
 * The rules of the lead forms beside their fields (lead-declarations.ts), without zod: the forms
 * import these with the page, while the schema itself (lead.schema.ts) is loaded only when
 * someone uses a form.
 */

export type { LeadExtraField, LeadField }

/** Each field's limit and message, read from its declaration. */
export const LEAD_LIMITS = Object.fromEntries(Object.entries(LEAD_FIELDS).map(([field, declaration]) => [field, declaration.maxLength])) as {
  [F in LeadField]: (typeof LEAD_FIELDS)[F]['maxLength']
}
export const LEAD_MESSAGES = Object.fromEntries(Object.entries(LEAD_FIELDS).map(([field, declaration]) => [field, declaration.message])) as {
  [F in LeadField]: (typeof LEAD_FIELDS)[F]['message']
}

/**
 * A field with a character no keyboard types (NUL, other control characters, a lone surrogate,
 * a non-character): the same message for every field, shown at that field.
 */
export const LEAD_CHARACTERS_MESSAGE = 'leads.errors.characters'

/**
 * What an e-mail sign-up is for: each form promises one thing, and its notice, the consent stored
 * with the lead and the confirmation mail say exactly that (review 2.1 item 1): `demo` a short
 * introduction and a demo date (home hero), `portal` the one notification when the portal opens
 * (coming soon), `digest` the article digest (blog), `news` product news and release notes.
 */
export const SIGNUP_PURPOSES = ['demo', 'portal', 'digest', 'news'] as const
export type SignupPurpose = (typeof SIGNUP_PURPOSES)[number]
/** A missing purpose, or one no form of ours sends: refused with this message (a 400, never stored). */
export const LEAD_PURPOSE_MESSAGE = 'leads.errors.purpose'

export function isSignupPurpose(value: unknown): value is SignupPurpose {
  return typeof value === 'string' && (SIGNUP_PURPOSES as readonly string[]).includes(value)
}

/** The notice under a sign-up form, which is the consent the visitor gives (6563, UWG § 7). */
export function signupConsentKey(purpose: SignupPurpose) {
  return `leads.privacy.signup.${purpose}` as const
}

/**
 * A job application's optional, unticked box: keep the application for future positions
 * (KVKK açık rıza, Art. 6(1)(a) DSGVO). Stored as the lead's consent when ticked.
 */
export const TALENT_POOL_CONSENT = 'talentPool'
export const TALENT_POOL_CONSENT_KEY = 'leads.application.talentPool'

/** Hidden field a person never fills; a value means a bot, whose post is dropped silently. */
export const HONEYPOT_FIELD = 'Website'

/** International numbers: an optional +, 7 to 15 digits (E.164), common separators. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}
