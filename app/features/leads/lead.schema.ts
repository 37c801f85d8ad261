/**
 * The one validation of both lead forms, used by the browser (before sending) and by the
 * server (API and the no-JavaScript lead route). zod/mini keeps the browser's share small, and
 * the browser loads this module only when a visitor starts using a form (use-lead-form.ts).
 * Messages are translation keys; the spec has one message per field for every failure, and
 * characters nobody types get one shared message at the field (LEAD_CHARACTERS_MESSAGE).
 */
import * as z from 'zod/mini'
import { HONEYPOT_FIELD, isPhoneNumber, LEAD_CHARACTERS_MESSAGE, LEAD_LIMITS, LEAD_MESSAGES, LEAD_PHONE_FORMAT_MESSAGE, type LeadField } from './lead-limits'

export { HONEYPOT_FIELD, isPhoneNumber, LEAD_CHARACTERS_MESSAGE, LEAD_LIMITS, LEAD_MESSAGES, LEAD_PHONE_FORMAT_MESSAGE, type LeadField }

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
  return z.string({ error }).check(z.trim(), onlyText(NOT_TEXT_LINE), z.minLength(1, { error }), z.maxLength(LEAD_LIMITS[field], { error }))
}

const email = z.string({ error: LEAD_MESSAGES.Email }).check(
  z.trim(),
  onlyText(NOT_TEXT_LINE),
  z.maxLength(LEAD_LIMITS.Email, { error: LEAD_MESSAGES.Email }),
  z.email({ error: LEAD_MESSAGES.Email }),
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
  z.minLength(1, { error: LEAD_MESSAGES.Message }),
  z.maxLength(LEAD_LIMITS.Message, { error: LEAD_MESSAGES.Message }),
)

export const EmailSignupSchema = z.object({ Email: email })

export const ContactFormSchema = z.object({
  NameSurname: text('NameSurname'),
  Email: email,
  Phone: phone,
  Company: text('Company'),
  Message: message,
})

export type EmailSignup = z.infer<typeof EmailSignupSchema>
export type ContactFormInput = z.infer<typeof ContactFormSchema>
export type FieldErrors = Partial<Record<LeadField, string>>

/** First message (a translation key) per failing field, or the parsed, trimmed values. */
export function validateLead<S extends typeof EmailSignupSchema | typeof ContactFormSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(schema, input)
  if (result.success) return { ok: true, data: result.data as z.infer<S> }
  const errors: FieldErrors = {}
  const fields = Object.keys(schema.def.shape) as LeadField[]
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && field in LEAD_LIMITS) errors[field as LeadField] ??= issue.message
  }
  // A body that is not an object at all fails every field.
  if (Object.keys(errors).length === 0) for (const field of fields) errors[field] = LEAD_MESSAGES[field]
  return { ok: false, errors }
}
