import { data } from 'react-router'
import type * as z from 'zod/mini'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import { isSameOriginPost } from '~/lib/server/anti-forgery.server'
import { declaresUtf8 } from '~/lib/server/request-body.server'
import { validateAccountForm, type AccountSchema } from './account.schema'
import type { FormAnswer } from './account-form'

/** Account forms are a few hundred bytes; a bigger body is refused before it is read. */
const BODY_LIMIT_BYTES = 16 * 1024
const SECRET_FIELDS = new Set(['password', 'currentPassword'])

/** An action's answer to its page: never cached, and a refusal keeps its 4xx status. */
export function formAnswer(status: number, body: FormAnswer, headers: Record<string, string> = {}) {
  return data(body, { status, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL, ...headers } })
}

/** A 429; `guessingBrake`: the account-wide brake on many clients' wrong passwords (account-limits.server.ts), which says what the owner can do. */
export const tooManyAttempts = (retryAfterSeconds: number, reason: 'client' | 'guessingBrake' = 'client') =>
  formAnswer(429, { tone: 'error', message: reason === 'client' ? 'account.errors.tooManyAttempts' : 'account.errors.guessingBrake' }, { 'Retry-After': String(retryAfterSeconds) })

export const serviceUnavailable = () => formAnswer(503, { tone: 'error', message: 'account.errors.unavailable' })

type ReadForm<S extends AccountSchema> =
  | { ok: true; data: z.infer<S>; form: FormData; values: Record<string, string> }
  | { ok: false; response: ReturnType<typeof formAnswer> }

/**
 * The checks every account post goes through before its own work: a post from this site only
 * (the browser's Origin / Sec-Fetch-Site: forms post without JavaScript, so no header token),
 * a small UTF-8 form body, and the form's schema (the same one the browser ran). A refusal
 * comes back with what was typed, except passwords.
 */
export async function readAccountForm<S extends AccountSchema>(request: Request, schemaOrChoice: S | ((form: FormData) => S)): Promise<ReadForm<S>> {
  if (!isSameOriginPost(request.headers, request.url)) return { ok: false, response: formAnswer(403, { tone: 'error', message: 'account.errors.forbidden' }) }
  if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT_BYTES || !declaresUtf8(request.headers.get('content-type'))) {
    return { ok: false, response: formAnswer(400, { tone: 'error', message: 'account.errors.invalid' }) }
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return { ok: false, response: formAnswer(400, { tone: 'error', message: 'account.errors.invalid' }) }
  }
  // A page with several forms picks the schema by the posted form's `intent`.
  const schema = typeof schemaOrChoice === 'function' ? schemaOrChoice(form) : schemaOrChoice
  const fields = Object.keys(schema.def.shape)
  const raw: Record<string, string | undefined> = {}
  for (const field of fields) {
    const value = form.get(field)
    // A file where text belongs, or a field posted twice with different values, is no typed input.
    raw[field] = typeof value === 'string' ? value : undefined
  }
  const values = Object.fromEntries(fields.filter((field) => !SECRET_FIELDS.has(field) && raw[field] !== undefined).map((field) => [field, raw[field]!.slice(0, 500)]))
  const checked = validateAccountForm(schema, raw)
  if (!checked.ok) return { ok: false, response: formAnswer(400, { tone: 'error', errors: checked.errors, values }) }
  return { ok: true, data: checked.data, form, values }
}
