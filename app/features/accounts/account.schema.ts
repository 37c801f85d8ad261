/**
 * The one validation of the account forms, run by the browser before posting (use-account-form.ts)
 * and by each route's action. Messages are translation keys (`account.errors.*`). Whether a
 * password is among the commonly breached ones is checked on the server only (its list is 1 MB).
 */
import * as z from 'zod/mini'

export const PASSWORD_MIN_LENGTH = 10
/** Argon2 hashes any length; the cap keeps a megabyte "password" from costing anything. */
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 80
export const EMAIL_MAX_LENGTH = 254

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NOT_TEXT_LINE = /[\0-\x1F\x7F\uFFFE\uFFFF]|\p{Cs}/u
const onlyText = z.refine<string>((value) => !NOT_TEXT_LINE.test(value), { error: 'account.errors.characters' })

const email = z.string({ error: 'account.errors.email' }).check(
  z.trim(),
  onlyText,
  // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
  // An empty field asks for the address; one that is filled but not an address asks for a valid one.
  z.minLength(1, { error: 'account.errors.emailRequired' }),
  z.maxLength(EMAIL_MAX_LENGTH, { error: 'account.errors.email' }),
  // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
  z.email({ error: 'account.errors.email' }),
)

const name = z.string({ error: 'account.errors.name' }).check(
  z.trim(),
  onlyText,
  // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
  z.minLength(1, { error: 'account.errors.name' }),
  z.maxLength(NAME_MAX_LENGTH, { error: 'account.errors.nameLength' }),
)

/** A new password: long enough, not absurdly long; never trimmed (spaces are characters too). */
const newPassword = z.string({ error: 'account.errors.passwordLength' }).check(
  // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
  z.minLength(PASSWORD_MIN_LENGTH, { error: 'account.errors.passwordLength' }),
  // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
  z.maxLength(PASSWORD_MAX_LENGTH, { error: 'account.errors.passwordLength' }),
)

/** A password being checked against the stored one: only required (its rules may have changed since). */
const currentPassword = z.string({ error: 'account.errors.passwordRequired' }).check(
  // Stryker disable next-line ObjectLiteral: the string's own error gives the same key to every check without one
  z.minLength(1, { error: 'account.errors.passwordRequired' }),
  z.maxLength(PASSWORD_MAX_LENGTH, { error: 'account.errors.credentials' }),
)

const optionalLine = (max: number) => z._default(z.string().check(z.trim(), onlyText, z.maxLength(max, { error: 'account.errors.tooLong' })), '')
const checkbox = z.pipe(z.optional(z.string()), z.transform((value) => value === 'on' || value === 'true'))

export const SignUpSchema = z.object({ name, email, password: newPassword })
export const SignInSchema = z.object({ email, password: currentPassword })
export const ForgotPasswordSchema = z.object({ email })
export const ResetPasswordSchema = z.object({ password: newPassword })
export const ChangePasswordSchema = z.object({ currentPassword, password: newPassword })
export const ProfileSchema = z.object({ name, language: z.enum(['tr', 'en', 'de'], { error: 'account.errors.language' }) })
export const NotificationsSchema = z.object({ productNews: checkbox, blogDigest: checkbox, orderUpdates: checkbox })
export const BillingSchema = z.object({
  company: optionalLine(120),
  taxOffice: optionalLine(80),
  // Turkish VKN (10 digits), TCKN (11) or an EU VAT id (2 letters and up to 12 characters).
  taxNumber: z._default(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || /^(\d{10,11}|[A-Z]{2}[0-9A-Z]{2,12})$/.test(value.replace(/\s/g, '').toUpperCase()), {
        error: 'account.errors.taxNumber',
      }),
    ),
    '',
  ),
  address: optionalLine(200),
  postalCode: optionalLine(12),
  city: optionalLine(80),
  country: optionalLine(80),
})
export const DeleteProfileSchema = z.object({ currentPassword })
/** Ending one other session (its listed id) or, without `session`, all others. */
export const EndSessionsSchema = z.object({
  intent: z.literal('sessions', { error: 'account.errors.invalid' }),
  session: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'account.errors.invalid' }))),
})

export type AccountSchema =
  | typeof SignUpSchema
  | typeof SignInSchema
  | typeof ForgotPasswordSchema
  | typeof ResetPasswordSchema
  | typeof ChangePasswordSchema
  | typeof ProfileSchema
  | typeof NotificationsSchema
  | typeof BillingSchema
  | typeof DeleteProfileSchema
  | typeof EndSessionsSchema

/** Field name → translation key of its first failure. */
export type AccountFieldErrors = Record<string, string>

/** The parsed values, or the first message per failing field (a body that is no object fails every field). */
export function validateAccountForm<S extends AccountSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: AccountFieldErrors } {
  const result = z.safeParse(schema, input)
  if (result.success) return { ok: true, data: result.data as z.infer<S> }
  const errors: AccountFieldErrors = {}
  const fields = Object.keys(schema.def.shape)
  for (const issue of result.error.issues) {
    const field = fields.find((name) => name === issue.path[0])
    if (field) errors[field] ??= issue.message
  }
  if (Object.keys(errors).length === 0) for (const field of fields) errors[field] = 'account.errors.invalid'
  return { ok: false, errors }
}
