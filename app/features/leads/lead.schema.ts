/**
 * The one validation of both lead forms, used by the browser (before sending) and by the
 * server (API and the no-JavaScript lead route). zod/mini keeps the browser's share small, and
 * the browser loads this module only when a visitor starts using a form (use-lead-form.ts).
 * Messages are translation keys; the spec has one message per field for every failure, and
 * characters nobody types get one shared message at the field (LEAD_CHARACTERS_MESSAGE).
 */
import * as z from 'zod/mini'
import {
  HONEYPOT_FIELD,
  isPhoneNumber,
  LEAD_CHARACTERS_MESSAGE,
  LEAD_EMAIL_FORMAT_MESSAGE,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  LEAD_PHONE_FORMAT_MESSAGE,
  LEAD_PURPOSE_MESSAGE,
  SIGNUP_PURPOSES,
  type LeadExtraField,
  type LeadField,
} from './lead-limits'

export { HONEYPOT_FIELD, isPhoneNumber, LEAD_CHARACTERS_MESSAGE, LEAD_EMAIL_FORMAT_MESSAGE, LEAD_LIMITS, LEAD_MESSAGES, LEAD_PHONE_FORMAT_MESSAGE, LEAD_PURPOSE_MESSAGE, type LeadField }

/**
 * Characters nobody types into a form: C0 controls, DEL, U+FFFE/U+FFFF and lone surrogates
 * (`\p{Cs}` with the u flag matches only unpaired halves). PostgreSQL refuses a NUL, which
 * failed the whole statement, and would store a lone surrogate as U+FFFD; none of them
 * belongs in a lead or its mail. The message alone may hold line feeds and tabs.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NOT_TEXT_LINE = /[\0-\x1F\x7F\uFFFE\uFFFF]|\p{Cs}/u
// eslint-disable-next-line no-control-regex -- as above, but for line feed and tab
const NOT_TEXT_MULTILINE = /[\0-\x08\x0B-\x1F\x7F\uFFFE\uFFFF]|\p{Cs}/u

const onlyText = (pattern: RegExp) => z.refine<string>((value) => !pattern.test(value), { error: LEAD_CHARACTERS_MESSAGE })

function text(field: LeadField) {
  const error = LEAD_MESSAGES[field]
  return z.string({ error }).check(
    z.trim(),
    onlyText(NOT_TEXT_LINE),
    // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
    z.minLength(1, { error }),
    // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
    z.maxLength(LEAD_LIMITS[field], { error }),
  )
}

// Empty: "Please enter your email"; filled with something that is no address: its own message key.
const email = z.string({ error: LEAD_MESSAGES.Email }).check(
  z.trim(),
  onlyText(NOT_TEXT_LINE),
  // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
  z.minLength(1, { error: LEAD_MESSAGES.Email }),
  z.maxLength(LEAD_LIMITS.Email, { error: LEAD_EMAIL_FORMAT_MESSAGE }),
  z.email({ error: LEAD_EMAIL_FORMAT_MESSAGE }),
)

// Empty: "Please enter your phone"; filled with something that is no number: its own message.
const phone = text('Phone').check(z.refine(isPhoneNumber, { error: LEAD_PHONE_FORMAT_MESSAGE }))

/**
 * A posted <textarea> ends its lines with CR LF (browsers normalise form data that way), the
 * JSON client with LF: both are stored with LF, before the limit is counted.
 */
const message = z.string({ error: LEAD_MESSAGES.Message }).check(
  z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
  z.trim(),
  onlyText(NOT_TEXT_MULTILINE),
  // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
  z.minLength(1, { error: LEAD_MESSAGES.Message }),
  // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
  z.maxLength(LEAD_LIMITS.Message, { error: LEAD_MESSAGES.Message }),
)

/** Which consent the sign-up form showed; missing means the hero's (DEFAULT_SIGNUP_PURPOSE), anything else is refused. */
export const EmailSignupSchema = z.object({ Email: email, Purpose: z.optional(z.enum(SIGNUP_PURPOSES, { error: LEAD_PURPOSE_MESSAGE })) })

export const ContactFormSchema = z.object({
  NameSurname: text('NameSurname'),
  Email: email,
  Phone: phone,
  Company: text('Company'),
  Message: message,
})

/**
 * A job application: the contact form's fields and the optional, unticked box to keep the
 * application for future positions (`yes` from the HTML checkbox, `true` from JSON).
 */
export const ApplicationSchema = z.object({
  ...ContactFormSchema.def.shape,
  TalentPool: z.optional(z.union([z.boolean(), z.literal('yes'), z.literal('')], { error: LEAD_PURPOSE_MESSAGE })),
})

export type EmailSignup = z.infer<typeof EmailSignupSchema>
export type ContactFormInput = z.infer<typeof ContactFormSchema>
export type ApplicationInput = z.infer<typeof ApplicationSchema>
export type FieldErrors = Partial<Record<LeadField | LeadExtraField, string>>
export type LeadSchema = typeof EmailSignupSchema | typeof ContactFormSchema | typeof ApplicationSchema

/** The schema of one kind of lead form (the browser, the frame's check and the server use this one choice). */
export function leadSchemaFor(kind: 'email' | 'form' | 'application' | 'partner'): LeadSchema {
  return kind === 'email' ? EmailSignupSchema : kind === 'application' ? ApplicationSchema : ContactFormSchema
}

/** First message (a translation key) per failing field, or the parsed, trimmed values. */
export function validateLead<S extends LeadSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(schema, input)
  if (result.success) return { ok: true, data: result.data as z.infer<S> }
  const errors: FieldErrors = {}
  const fields = Object.keys(schema.def.shape) as (LeadField | LeadExtraField)[]
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0])
    if (field) errors[field] ??= issue.message
  }
  // A body that is not an object at all fails every field.
  if (Object.keys(errors).length === 0) for (const field of fields) if (field in LEAD_MESSAGES) errors[field] = LEAD_MESSAGES[field as LeadField]
  return { ok: false, errors }
}
