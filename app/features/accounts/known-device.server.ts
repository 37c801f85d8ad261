import type { User } from '@db/schema'
import { LANGUAGES } from '~/features/i18n/languages'
import { readCookie, serializeCookie } from '~/lib/cookies'
import { accountToken, tokenMatches, tokenUserId } from './account-tokens.server'

/**
 * A browser the account signed in on (issue 50, probe 3 findings 2 and 5). Strangers share one
 * budget of account mails per address and one allowance of password guesses per account; the
 * owner's own browser must not depend on either. A successful sign-in leaves a signed cookie,
 * `userId.expiry.mac` (account-tokens.server.ts), signed over the time of the account's last
 * password change: a password change or reset makes every such cookie worthless, so a device
 * that once knew an old password does not stay trusted. Nothing is stored on the server.
 *
 * The cookie goes only to the sign-in, sign-up and reset pages (`/{lang}/auth`), one copy per
 * language: a cookie on every path would make every page bypass the shared page cache.
 */
const KNOWN_DEVICE_COOKIE = 'sf_device'

const purpose = 'known-device'
/** As long as the signed value (account-tokens.server.ts): a device that signs in at least twice a year stays known. */
const KNOWN_DEVICE_SECONDS = 180 * 86_400
const stateOf = (user: Pick<User, 'passwordChangedAt'>) => String(user.passwordChangedAt.getTime())

/** The cookies a successful sign-in sets: the same signed value under each language's auth pages. */
export async function knownDeviceCookies(user: Pick<User, 'id' | 'passwordChangedAt'>, secure: boolean): Promise<string[]> {
  const token = await accountToken(purpose, user.id, stateOf(user))
  return LANGUAGES.map((language) =>
    serializeCookie(KNOWN_DEVICE_COOKIE, token, { path: `/${language}/auth`, maxAge: KNOWN_DEVICE_SECONDS, httpOnly: true, sameSite: 'Lax', secure }),
  )
}

/** The account id the request's device cookie names (unchecked), so a caller loads that account only when there is one. */
export function knownDeviceUserId(request: Request): number | undefined {
  return tokenUserId(readCookie(request.headers.get('cookie'), KNOWN_DEVICE_COOKIE))
}

/** Whether the request comes from a browser that signed in to `user` since its last password change. */
export async function isKnownDevice(request: Request, user: Pick<User, 'id' | 'passwordChangedAt'>): Promise<boolean> {
  const token = readCookie(request.headers.get('cookie'), KNOWN_DEVICE_COOKIE)
  if (token === undefined || tokenUserId(token) !== user.id) return false
  return tokenMatches(purpose, token, stateOf(user))
}
