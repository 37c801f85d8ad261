/**
 * The one validation of both lead forms, used by the browser (before sending) and by the
 * server (API and no-JavaScript route action). zod/mini keeps the browser's share small, and
 * the browser loads this module only when a visitor starts using a form (use-lead-form.ts).
 * Messages are translation keys; the spec has one message per field for every failure.
 */
import * as z from 'zod/mini'
import { HONEYPOT_FIELD, isPhoneNumber, LEAD_LIMITS, LEAD_MESSAGES, type LeadField } from './lead-limits'

export { HONEYPOT_FIELD, isPhoneNumber, LEAD_LIMITS, LEAD_MESSAGES, type LeadField }

function text(field: LeadField) {
  const error = LEAD_MESSAGES[field]
  return z.string({ error }).check(z.trim(), z.minLength(1, { error }), z.maxLength(LEAD_LIMITS[field], { error }))
}

const email = z.string({ error: LEAD_MESSAGES.Email }).check(
  z.trim(),
  z.maxLength(LEAD_LIMITS.Email, { error: LEAD_MESSAGES.Email }),
  z.email({ error: LEAD_MESSAGES.Email }),
)

const phone = text('Phone').check(z.refine(isPhoneNumber, { error: LEAD_MESSAGES.Phone }))

export const EmailSignupSchema = z.object({ Email: email })

export const ContactFormSchema = z.object({
  NameSurname: text('NameSurname'),
  Email: email,
  Phone: phone,
  Company: text('Company'),
  Message: text('Message'),
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
