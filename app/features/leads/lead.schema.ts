/**
 * The one validation of every lead form, derived from its declaration (lead-declarations.ts) and
 * used by the browser (before sending) and by the server (API and the no-JavaScript lead route).
 * zod/mini keeps the browser's share small, and the browser loads this module only when a visitor
 * starts using a form (use-lead-form.ts). Messages are translation keys; the spec has one message
 * per field for every failure, an e-mail or phone field that holds no address or number has its
 * format message, and characters nobody types get one shared message at the field.
 */
import * as z from 'zod/mini'
import { LEAD_FIELDS, LEAD_FORMS, type LeadFieldDeclaration, type LeadIntent } from './lead-declarations'
import { fieldMessage } from './lead-form'
import { HONEYPOT_FIELD, isPhoneNumber, LEAD_CHARACTERS_MESSAGE, LEAD_LIMITS, LEAD_MESSAGES, LEAD_PURPOSE_MESSAGE, SIGNUP_PURPOSES, type LeadExtraField, type LeadField } from './lead-limits'

export { HONEYPOT_FIELD, isPhoneNumber, LEAD_LIMITS, LEAD_MESSAGES, type LeadField }

/**
 * Characters nobody types into a form: C0 controls, DEL, U+FFFE/U+FFFF and lone surrogates
 * (`\p{Cs}` with the u flag matches only unpaired halves). PostgreSQL refuses a NUL, which
 * failed the whole statement, and would store a lone surrogate as U+FFFD; none of them
 * belongs in a lead or its mail. A multi-line field alone may hold line feeds and tabs.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NOT_TEXT_LINE = /[\0-\x1F\x7F\uFFFE\uFFFF]|\p{Cs}/u
// eslint-disable-next-line no-control-regex -- as above, but for line feed and tab
const NOT_TEXT_MULTILINE = /[\0-\x08\x0B-\x1F\x7F\uFFFE\uFFFF]|\p{Cs}/u

const onlyText = (pattern: RegExp) => z.refine<string>((value) => !pattern.test(value), { error: LEAD_CHARACTERS_MESSAGE })

/** A filled optional field is checked like a required one; empty, it is left out. */
const filledOnly = (check: (value: string) => boolean) => (value: string) => value === '' || check(value)
const EMAIL_ADDRESS = z.email()
const isEmailAddress = (value: string) => z.safeParse(EMAIL_ADDRESS, value).success

/**
 * One field's check: trimmed, only typed characters, present if required, within its limit, and
 * for an address or number of that shape. Empty: the field's message; filled but too long or
 * not an address or number: the format message where the field has one.
 */
function fieldSchema(declaration: LeadFieldDeclaration) {
  const error = declaration.message
  const formatError = declaration.formatMessage ?? error
  const multiline = declaration.type === 'multiline'
  const checks = [
    // A posted <textarea> ends its lines with CR LF (browsers normalise form data that way), the
    // JSON client with LF: both are stored with LF, before the limit is counted.
    ...(multiline ? [z.overwrite<string>((value) => value.replace(/\r\n?/g, '\n'))] : []),
    z.trim(),
    onlyText(multiline ? NOT_TEXT_MULTILINE : NOT_TEXT_LINE),
    // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
    ...(declaration.required ? [z.minLength(1, { error })] : []),
    z.maxLength(declaration.maxLength, { error: declaration.type === 'email' ? formatError : error }),
    ...(declaration.type === 'email' ? [z.refine<string>(filledOnly(isEmailAddress), { error: formatError })] : []),
    ...(declaration.type === 'phone' ? [z.refine<string>(filledOnly(isPhoneNumber), { error: formatError })] : []),
  ]
  const text = z.string({ error }).check(...checks)
  return declaration.required ? text : z.optional(text)
}

/**
 * The sign-up's purpose and the application's box (`yes` from HTML, `true` from JSON). Every
 * sign-up form of ours posts its purpose: one without it was stored with the hero's notice, which
 * the visitor never saw (probe 3), so it is refused like an unknown purpose.
 */
const EXTRA_SCHEMAS = {
  Purpose: z.enum(SIGNUP_PURPOSES, { error: LEAD_PURPOSE_MESSAGE }),
  TalentPool: z.optional(z.union([z.boolean(), z.literal('yes'), z.literal('')], { error: LEAD_PURPOSE_MESSAGE })),
} satisfies Record<LeadExtraField, unknown>

function formSchema(intent: LeadIntent) {
  const form = LEAD_FORMS[intent]
  return z.object(
    Object.fromEntries([
      ...form.fields.map((field) => [field, fieldSchema({ ...LEAD_FIELDS[field], message: fieldMessage(intent, field) })] as const),
      ...form.extras.map((field: LeadExtraField) => [field, EXTRA_SCHEMAS[field]] as const),
    ]),
  )
}

type LeadSchemaOf<F extends LeadField, E extends LeadExtraField> = z.ZodMiniObject<{ [K in F]: z.ZodMiniString<string> } & { [K in E]: (typeof EXTRA_SCHEMAS)[K] }>

export const EmailSignupSchema = formSchema('email') as unknown as LeadSchemaOf<'Email', 'Purpose'>
export const ContactFormSchema = formSchema('form') as unknown as LeadSchemaOf<(typeof LEAD_FORMS.form.fields)[number], never>
export const ApplicationSchema = formSchema('application') as unknown as LeadSchemaOf<(typeof LEAD_FORMS.application.fields)[number], 'TalentPool'>
const PartnerSchema = formSchema('partner') as unknown as typeof ContactFormSchema

export type EmailSignup = z.infer<typeof EmailSignupSchema>
export type ContactFormInput = z.infer<typeof ContactFormSchema>
export type ApplicationInput = z.infer<typeof ApplicationSchema>
/** What a valid lead of any form holds: its typed fields (an optional one left empty is absent) and its extras. */
export type LeadData = Partial<Record<LeadField, string>> & Partial<EmailSignup> & Partial<ApplicationInput>
export type FieldErrors = Partial<Record<LeadField | LeadExtraField, string>>
export type LeadSchema = typeof EmailSignupSchema | typeof ContactFormSchema | typeof ApplicationSchema

const SCHEMAS: Record<LeadIntent, LeadSchema> = { email: EmailSignupSchema, form: ContactFormSchema, application: ApplicationSchema, partner: PartnerSchema }

/** The schema of one kind of lead form (the browser, the frame's check and the server use this one choice). */
export function leadSchemaFor(kind: LeadIntent): LeadSchema {
  return SCHEMAS[kind]
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
  // A body that is not an object at all fails every visible field, each with its message in this form.
  const shape = schema.def.shape as Record<string, z.ZodMiniType>
  if (Object.keys(errors).length === 0) {
    for (const field of fields) if (field in LEAD_MESSAGES) errors[field] = z.safeParse(shape[field]!, null).error?.issues[0]?.message ?? LEAD_MESSAGES[field as LeadField]
  }
  return { ok: false, errors }
}
