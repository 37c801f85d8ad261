import { createCookie, type Cookie } from 'react-router'
import { readCookie } from '~/lib/cookies'
import { getSigningKeys } from '~/lib/server/signing-secret.server'
import { fieldMessages, isLeadIntent, type LeadResult } from './lead-form'
import { LEAD_FIELDS, type LeadField } from './lead-declarations'
import { LEAD_CHARACTERS_MESSAGE } from './lead-limits'

/**
 * The outcome of a no-JavaScript lead post travels from the lead route (app/routes/leads.ts) to
 * the page it redirects to in this cookie, read and cleared by the language layout's loader
 * (Post/Redirect/Get: a reload never posts the form again). Signed, so a page only ever shows an
 * outcome this server wrote; HttpOnly, because no script needs it; a minute is enough for one
 * redirect.
 */
export const LEAD_FLASH_COOKIE = 'lead-result'
const FLASH_SECONDS = 60
/** Browsers keep cookies up to about 4 KB, name and attributes included. */
const MAX_SET_COOKIE_LENGTH = 4000

let cookie: { secrets: string; value: Cookie } | undefined

/**
 * Signed with a key derived from the shared signing secret (app/lib/server/signing-secret.server.ts),
 * so any instance on the same database reads a flash another one wrote. The first key signs; all
 * verify, including this process's stand-in from before the database answered.
 */
async function flashCookie(): Promise<Cookie> {
  const secrets = (await getSigningKeys('lead-flash')).map((key) => key.toString('base64url'))
  const id = secrets.join(' ')
  if (cookie?.secrets !== id) {
    cookie = { secrets: id, value: createCookie(LEAD_FLASH_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: FLASH_SECONDS, secrets }) }
  }
  return cookie.value
}

/**
 * The Set-Cookie header carrying `result`. When the visitor's values make it too big, the
 * multi-line texts go first, then every value: the outcome itself always arrives.
 */
export async function leadFlashSetCookie(result: LeadResult, secure: boolean): Promise<string> {
  const shortValues = Object.fromEntries(Object.entries(result.values ?? {}).filter(([field]) => LEAD_FIELDS[field as LeadField]?.type !== 'multiline'))
  const { values: _values, ...bare } = result
  for (const candidate of [result, { ...bare, values: shortValues }]) {
    const header = await (await flashCookie()).serialize(candidate, { secure })
    if (header.length < MAX_SET_COOKIE_LENGTH) return header
  }
  return (await flashCookie()).serialize(bare, { secure })
}

/**
 * The flash of this request, if it carries the cookie at all: the outcome (null when it is not one
 * this server signed) and the Set-Cookie header that clears it.
 */
export async function takeLeadFlash(request: Request): Promise<{ result: LeadResult | null; clear: string } | undefined> {
  const header = request.headers.get('Cookie')
  if (readCookie(header, LEAD_FLASH_COOKIE) === undefined) return undefined
  const flash = await flashCookie()
  const value: unknown = await flash.parse(header).catch(() => null)
  const secure = new URL(request.url).protocol === 'https:'
  return { result: toLeadResult(value), clear: await flash.serialize('', { maxAge: 0, secure }) }
}

const STATES: ReadonlySet<unknown> = new Set<LeadResult['state']>(['sent', 'invalid', 'forbidden', 'rate-limited', 'failed'])
const FIELDS = Object.keys(LEAD_FIELDS) as LeadField[]
const ERROR_KEYS: ReadonlySet<string> = new Set([...FIELDS.flatMap(fieldMessages), LEAD_CHARACTERS_MESSAGE])

/** Signed means written by us, but maybe by an older version: only the known shape passes. */
function toLeadResult(value: unknown): LeadResult | null {
  if (!isRecord(value)) return null
  const { intent, state } = value
  if (!isLeadIntent(intent) || !STATES.has(state)) return null
  const result: LeadResult = { intent, state: state as LeadResult['state'] }
  const errors = fieldTexts(value.errors, (text) => ERROR_KEYS.has(text))
  const values = fieldTexts(value.values, () => true)
  if (errors) result.errors = errors
  if (values) result.values = values
  return result
}

function fieldTexts(source: unknown, keep: (text: string) => boolean): Partial<Record<LeadField, string>> | undefined {
  if (!isRecord(source)) return undefined
  const texts: Partial<Record<LeadField, string>> = {}
  for (const field of FIELDS) {
    const text = source[field]
    if (typeof text === 'string' && keep(text)) texts[field] = text
  }
  return texts
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
