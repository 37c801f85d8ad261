import { createHash } from 'node:crypto'
import { data, redirect } from 'react-router'
import type { User } from '@db/schema'
import { SITE_DOMAINS } from '@content/site'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/features/i18n/languages'
import { truncateIp } from '~/lib/server/ip-address.server'
import { getEnv } from '~/lib/env.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { accountToken, tokenMatches, tokenUserId } from './account-tokens.server'
import { authenticate, createUser, findUser, findUserByEmail, markEmailVerified, setPassword, type SignUpInput } from './accounts.server'
import { createSession, rotateSession, secondsLeft, deleteExpiredSessions, deleteSession, readSession, sessionClearCookie, sessionSetCookie, sessionTokenFrom, type ActiveSession } from './sessions.server'
import { SECURITY_PATH, signInPathFor } from './account-paths'
import { queueAccountMail, type AccountMailKind } from './account-mail.server'
import { clientMailPlace, clientPlace, knownDeviceMailPlace, reservePasswordCheck, sharedMailPermission, type Braked, type Limited, type MailPermission, type RequestContext } from './account-limits.server'
import { isKnownDevice, knownDeviceCookies, knownDeviceUserId } from './known-device.server'

/**
 * The accounts of this process: the database it opened, the mails with their links, the rate
 * limits, and the session of a request. Route actions call these; accounts.server.ts and
 * sessions.server.ts hold the database work.
 */

export const secureRequest = (request: Request) => new URL(request.url).protocol === 'https:'

// -- the session of a request --------------------------------------------------------------

const sessionsOfRequests = new WeakMap<Request, Promise<ActiveSession | undefined>>()

/**
 * The signed-in account of a request, read once per request. A database that does not answer
 * signs nobody in (the page still renders, as for an anonymous visitor) and is logged.
 */
export function currentSession(request: Request): Promise<ActiveSession | undefined> {
  let found = sessionsOfRequests.get(request)
  if (!found) {
    const token = sessionTokenFrom(request.headers.get('cookie'))
    found = token
      ? getDatabase()
          .then((database) => readSession(database, token))
          .catch((error: unknown) => {
            logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'session not readable: treated as signed out')
            return undefined
          })
      : Promise.resolve(undefined)
    sessionsOfRequests.set(request, found)
  }
  return found
}

/** The cookie to renew a sliding session with, when reading it moved its end. */
export function renewedSessionCookie(request: Request, session: ActiveSession | undefined): string | undefined {
  const token = sessionTokenFrom(request.headers.get('cookie'))
  return session?.renewed && token ? sessionSetCookie(token, secureRequest(request), secondsLeft(session.session)) : undefined
}

/** A new token for the request's session (after a password change), as the cookie to send. */
export async function rotateRequestSession(request: Request, current: ActiveSession): Promise<string | undefined> {
  const rotated = await rotateSession(await getDatabase(), current.session.id)
  return rotated ? sessionSetCookie(rotated.token, secureRequest(request), secondsLeft(rotated)) : undefined
}

/** The account of a signed-in request; anyone else goes to sign-in and comes back here after it. */
export async function requireAccount(request: Request, language: Language): Promise<ActiveSession> {
  const session = await currentSession(request)
  if (session) return session
  const url = new URL(request.url)
  throw redirect(signInPathFor(language, `${url.pathname}${url.search}`), { headers: { 'Cache-Control': 'no-store' } })
}

/**
 * An administrator's session. Anyone signed out goes to sign-in first; a signed-in account without
 * the Admin role gets the 404 page, as if the page did not exist (nothing tells it apart).
 */
export async function requireAdmin(request: Request, language: Language): Promise<ActiveSession> {
  const session = await requireAccount(request, language)
  if (session.user.role !== 'admin') throw data(null, { status: 404 })
  return session
}

/**
 * Names the account whose copy of the shop a browser holds (account-shop-sync.ts), without
 * giving away its id or address: a hash of both, stable for the account's lifetime.
 */
export function accountShopKey(user: User): string {
  return createHash('sha256').update(`account-shop:${user.id}:${user.createdAt.toISOString()}`).digest('base64url').slice(0, 22)
}

// -- mails -----------------------------------------------------------------------------------

function mailIfAllowed(permission: MailPermission, kind: AccountMailKind, user: User, link: string): void {
  if (permission === 'send') queueAccountMail(kind, user, link)
  else logger.info({ mail: kind, userId: user.id }, 'account mail not sent: one went out shortly before, or the address had its mails of the day')
}

function siteOrigin(request: Request): string {
  return new URL(request.url).origin || `https://${SITE_DOMAINS[0]!.host}`
}

async function linkFor(request: Request, purpose: 'verify-email' | 'reset-password', user: User): Promise<string> {
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE
  const state = purpose === 'verify-email' ? user.email.toLowerCase() : String(user.passwordChangedAt.getTime())
  const path = purpose === 'verify-email' ? 'verify-email' : 'reset-password'
  return `${siteOrigin(request)}/${language}/auth/${path}?token=${await accountToken(purpose, user.id, state)}`
}

// -- sign-up, verification -------------------------------------------------------------------

export type SignUpResult = 'sent' | 'guessable' | Limited

export async function signUp(request: Request, context: RequestContext, input: SignUpInput): Promise<SignUpResult> {
  const place = await clientPlace('account-posts', context)
  if ('limited' in place) return place
  const byClient = await clientMailPlace(context, input.email)
  if ('limited' in byClient) return byClient
  const database = await getDatabase()
  const outcome = await createUser(database, input)
  if (outcome.status === 'guessable') return 'guessable'
  if (outcome.status === 'created') {
    logger.info({ userId: outcome.user.id }, 'account created')
    mailIfAllowed(await sharedMailPermission(input.email, 'verify'), 'verify', outcome.user, await linkFor(request, 'verify-email', outcome.user))
  } else {
    // The owner learns that someone used their address; the visitor sees the same page as for a new one.
    const link = `${siteOrigin(request)}/${outcome.user.language}/auth/forgot-password`
    mailIfAllowed(await sharedMailPermission(input.email, 'already-registered'), 'already-registered', outcome.user, link)
  }
  return 'sent'
}

export async function verifyEmail(token: string): Promise<'verified' | 'invalid'> {
  const userId = tokenUserId(token)
  if (userId === undefined) return 'invalid'
  const database = await getDatabase()
  const user = await findUser(database, userId)
  if (!user || !(await tokenMatches('verify-email', token, user.email.toLowerCase()))) return 'invalid'
  await markEmailVerified(database, user.id)
  logger.info({ userId }, 'account e-mail verified')
  return 'verified'
}

// -- sign-in, sign-out -----------------------------------------------------------------------

export type SignInResult = { status: 'signed-in'; setCookie: string; deviceCookies: string[]; user: User } | { status: 'wrong' } | { status: 'unverified' } | (Limited & { braked?: true })

/** Whether the request comes from a known device of the account with this address (loaded only when the browser names one). */
async function fromKnownDevice(request: Request, email: string): Promise<boolean> {
  if (knownDeviceUserId(request) === undefined) return false
  const user = await findUserByEmail(await getDatabase(), email)
  return user !== undefined && (await isKnownDevice(request, user))
}

/** The owner hears once per episode that strangers are guessing their password (the brake, account-limits.server.ts). */
async function tellOwnerOfGuessing(request: Request, refusal: Limited | Braked, email: string): Promise<void> {
  if (!('braked' in refusal) || !refusal.firstOfEpisode) return
  const user = await findUserByEmail(await getDatabase(), email)
  if (!user || user.isDemo) return
  logger.warn({ userId: user.id }, 'password guesses from many clients: unknown clients wait')
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE
  queueAccountMail('guessing', user, `${siteOrigin(request)}/${language}${SECURITY_PATH}`)
}

export async function signIn(request: Request, context: RequestContext, email: string, password: string): Promise<SignInResult> {
  const place = await reservePasswordCheck(context, email, { knownDevice: await fromKnownDevice(request, email) })
  if ('limited' in place) {
    await tellOwnerOfGuessing(request, place, email)
    return { limited: true, retryAfterSeconds: place.retryAfterSeconds, ...('braked' in place ? { braked: true } : {}) }
  }
  const database = await getDatabase()
  const user = await authenticate(database, email, password)
  if (!user) return { status: 'wrong' }
  await place.succeeded()
  if (!user.emailVerifiedAt) {
    const byClient = await clientMailPlace(context, user.email)
    if (!('limited' in byClient)) mailIfAllowed(await sharedMailPermission(user.email, 'verify'), 'verify', user, await linkFor(request, 'verify-email', user))
    return { status: 'unverified' }
  }
  // Rotation: the session the browser brought (if any) ends, a new one begins.
  const previous = sessionTokenFrom(request.headers.get('cookie'))
  if (previous) await deleteSession(database, previous)
  const { token } = await createSession(database, user, { userAgent: request.headers.get('user-agent'), ipPrefix: truncateIp(context.clientIp) })
  logger.info({ userId: user.id }, 'signed in')
  const secure = secureRequest(request)
  return { status: 'signed-in', setCookie: sessionSetCookie(token, secure), deviceCookies: user.isDemo ? [] : await knownDeviceCookies(user, secure), user }
}

/** Ends the request's session on the server; the answer clears the cookie. */
export async function signOut(request: Request): Promise<string> {
  const token = sessionTokenFrom(request.headers.get('cookie'))
  if (token) await deleteSession(await getDatabase(), token)
  return sessionClearCookie(secureRequest(request))
}

// -- password reset --------------------------------------------------------------------------

/**
 * Always answers the same (no address is confirmed or denied), and as fast: the mail to an
 * account's owner leaves from the queue after the answer. Reset requests count only towards the
 * client's post limit and the address's mail limits, never towards sign-in. A request from the
 * account's known device has its own allowance: it is mailed, or told to wait, never skipped.
 */
export async function requestPasswordReset(request: Request, context: RequestContext, email: string): Promise<'sent' | Limited> {
  const place = await clientPlace('account-posts', context)
  if ('limited' in place) return place
  // Looked up for every address, known or not: both answers do the same work.
  const found = await findUserByEmail(await getDatabase(), email)
  const user = found && !found.isDemo ? found : undefined
  if (user && (await isKnownDevice(request, user))) {
    const own = await knownDeviceMailPlace(email)
    if ('limited' in own) return own
    queueAccountMail('reset', user, await linkFor(request, 'reset-password', user))
    return 'sent'
  }
  const byClient = await clientMailPlace(context, email)
  if ('limited' in byClient) return byClient
  const mail = await sharedMailPermission(email, 'reset')
  if (user) mailIfAllowed(mail, 'reset', user, await linkFor(request, 'reset-password', user))
  return 'sent'
}

/** The account a reset link is for, while it is valid and unused. */
export async function resetTarget(token: unknown): Promise<User | undefined> {
  const userId = tokenUserId(token)
  if (userId === undefined) return undefined
  const user = await findUser(await getDatabase(), userId)
  if (!user || user.isDemo || !(await tokenMatches('reset-password', String(token), String(user.passwordChangedAt.getTime())))) return undefined
  return user
}

/** A new password from a reset link: every session of the account ends, the address counts as verified (the link reached it). */
export async function resetPassword(token: unknown, password: string): Promise<'changed' | 'guessable' | 'invalid'> {
  const user = await resetTarget(token)
  if (!user) return 'invalid'
  const database = await getDatabase()
  const outcome = await setPassword(database, user, password)
  if (outcome === 'changed') {
    await markEmailVerified(database, user.id)
    logger.info({ userId: user.id }, 'password reset')
  }
  return outcome === 'changed' ? 'changed' : 'guessable'
}

// -- start-up --------------------------------------------------------------------------------

/** The demo and admin accounts of the environment, created once (an existing address is left alone); expired sessions swept daily. */
export async function startAccounts(): Promise<() => void> {
  const env = getEnv()
  const database = await getDatabase()
  const seeds = [
    { email: env.DEMO_ACCOUNT_EMAIL, password: env.DEMO_ACCOUNT_PASSWORD, name: 'Demo', role: 'user' as const, isDemo: true },
    { email: env.ADMIN_ACCOUNT_EMAIL, password: env.ADMIN_ACCOUNT_PASSWORD, name: 'Admin', role: 'admin' as const, isDemo: false },
  ]
  for (const seed of seeds) {
    if (!seed.email || !seed.password || (await findUserByEmail(database, seed.email))) continue
    // Seeded passwords are the operator's choice: stored even when they are on the common list.
    const created = await createUser(database, { name: seed.name, email: seed.email, password: seed.password, language: DEFAULT_LANGUAGE }, { role: seed.role, isDemo: seed.isDemo, verified: true, allowGuessable: true })
    if (created.status === 'created') logger.info({ userId: created.user.id, role: seed.role, demo: seed.isDemo }, 'account seeded')
  }
  const sweep = () => void deleteExpiredSessions(database).catch(() => {})
  sweep()
  const timer = setInterval(sweep, 24 * 3600_000)
  timer.unref()
  return () => clearInterval(timer)
}

