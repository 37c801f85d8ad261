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

/**
 * An e-mail field that is filled but holds no address ("abc") has its own message key. In English
 * it reads as SPEC §5 fixes it for both ('Please enter your email'); tr and de say "a valid address".
 */
export const LEAD_EMAIL_FORMAT_MESSAGE = 'leads.errors.emailFormat'

/**
 * What an e-mail sign-up is for: each form promises one thing, and its notice, the consent stored
 * with the lead and the confirmation mail say exactly that (review 2.1 item 1): `demo` a short
 * introduction and a demo date (home hero), `portal` the one notification when the portal opens
 * (coming soon), `digest` the article digest (blog), `news` product news and release notes.
 */
export const SIGNUP_PURPOSES = ['demo', 'portal', 'digest', 'news'] as const
export type SignupPurpose = (typeof SIGNUP_PURPOSES)[number]
/** A sign-up posted without a purpose is the hero's (SPEC §5 posts `{Email}` only). */
export const DEFAULT_SIGNUP_PURPOSE: SignupPurpose = 'demo'
/** A purpose no form of ours sends: refused with this message (a 400, never stored). */
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

/** Fields beside the visible ones: the sign-up's purpose, the application's consent box. */
export type LeadExtraField = 'Purpose' | 'TalentPool'

export type LeadField = keyof typeof LEAD_LIMITS

/** Hidden field a person never fills; a value means a bot, whose post is dropped silently. */
export const HONEYPOT_FIELD = 'Website'

/** International numbers: an optional +, 7 to 15 digits (E.164), common separators. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15
}
