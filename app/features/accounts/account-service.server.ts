import { createHash } from 'node:crypto'
import { data, redirect } from 'react-router'
import type { User } from '@db/schema'
import { SITE_DOMAINS } from '@content/site'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/features/i18n/languages'
import { truncateIp } from '~/features/leads/leads.server'
import { limiterFor } from '~/features/leads/lead-service.server'
import { rateLimitKey, type Limiter } from '~/features/leads/rate-limit.server'
import { getEnv } from '~/lib/env.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { accountToken, tokenMatches, tokenUserId, type AccountTokenPurpose } from './account-tokens.server'
import { authenticate, createUser, findUser, findUserByEmail, markEmailVerified, setPassword, type SignUpInput } from './accounts.server'
import { createSession, rotateSession, secondsLeft, deleteExpiredSessions, deleteSession, readSession, sessionClearCookie, sessionSetCookie, sessionTokenFrom, type ActiveSession } from './sessions.server'
import { signInPathFor } from './account-paths'
import { queueAccountMail, type AccountMailKind } from './account-mail.server'
import { InMemoryBackoff, SharedBackoff, SIGN_IN_BACKOFF, type FailureBackoff } from './failure-backoff.server'

/**
 * The accounts of this process: the database it opened, the mails with their links, the rate
 * limits, and the session of a request. Route actions call these; accounts.server.ts and
 * sessions.server.ts hold the database work.
 */

export type RequestContext = { clientIp?: string }

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

// -- rate limits -----------------------------------------------------------------------------

/**
 * Off with RATE_LIMIT_PER_MINUTE=0 (tests). Per client address: sign-in attempts and password
 * re-checks 3× the lead limit per minute, other account posts (sign-up, reset requests) the lead
 * limit. Per account *and* client: failed password checks back off (failure-backoff.server.ts),
 * so a stranger's guesses never refuse the owner on another client. Mails per address have their
 * own counters (mailPermission), which never refuse a sign-in. Per account: SHOP_SYNCS_PER_MINUTE.
 */
type Bucket = 'sign-in' | 'account-posts' | 'shop-sync' | 'account-mails-client' | 'account-mails'

/** Each limit from RATE_LIMIT_PER_MINUTE (`perMinute`, 0 = off): how many per window, and the window. */
const LIMITS: Record<Bucket, (perMinute: number) => [limit: number, windowSeconds: number]> = {
  'sign-in': (perMinute) => [perMinute * 3, 60],
  'account-posts': (perMinute) => [perMinute, 60],
  'shop-sync': (perMinute) => [perMinute > 0 ? SHOP_SYNCS_PER_MINUTE : 0, 60],
  'account-mails-client': (perMinute) => [perMinute > 0 ? MAILS_PER_ADDRESS_AND_CLIENT : 0, MAIL_WINDOW_SECONDS],
  'account-mails': (perMinute) => [perMinute > 0 ? MAILS_PER_ADDRESS_PER_DAY : 0, 24 * 3600],
}

const limiters = new Map<Bucket, Limiter>()
function limiter(bucket: Bucket): Limiter {
  let found = limiters.get(bucket)
  if (!found) {
    found = limiterFor(bucket, ...LIMITS[bucket](getEnv().RATE_LIMIT_PER_MINUTE))
    limiters.set(bucket, found)
  }
  return found
}

let backoff: FailureBackoff | undefined
function passwordBackoff(): FailureBackoff | undefined {
  if (getEnv().RATE_LIMIT_PER_MINUTE <= 0) return undefined
  backoff ??= getEnv().DATABASE_URL
    ? new SharedBackoff(getDatabase, 'password-failures', SIGN_IN_BACKOFF, (error) =>
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'shared sign-in backoff unavailable: counting in memory'),
      )
    : new InMemoryBackoff(SIGN_IN_BACKOFF)
  return backoff
}

export type Limited = { limited: true; retryAfterSeconds: number }

/** Per account: a change of the cart or wishlist is one sync; people do not click faster than this. */
const SHOP_SYNCS_PER_MINUTE = 120
/** Account mails (reset, verification, "already registered") to one address from one client per window. */
const MAILS_PER_ADDRESS_AND_CLIENT = 3
const MAIL_WINDOW_SECONDS = 15 * 60
/** …and from all clients together per day: nobody can use the site to flood an inbox. */
const MAILS_PER_ADDRESS_PER_DAY = 10

const addressKey = (email: string) => email.trim().toLowerCase()

/**
 * Counts one shop sync of a signed-in account, or of one visitor of the shared demo account (its
 * visitors each have a shop of their own, and one of them syncing fast must not refuse the others).
 */
export async function reserveShopSync(owner: number | { sessionId: string }): Promise<{ ok: true } | Limited> {
  const place = await limiter('shop-sync').take(typeof owner === 'number' ? `user:${owner}` : `session:${owner.sessionId}`)
  return place.ok ? { ok: true } : { limited: true, retryAfterSeconds: place.retryAfterSeconds }
}

/** Counts a post of this client; a refusal says how long to wait. */
async function clientPlace(kind: 'sign-in' | 'account-posts', context: RequestContext): Promise<{ ok: true } | Limited> {
  const byAddress = await limiter(kind).take(rateLimitKey(context.clientIp))
  return byAddress.ok ? { ok: true } : { limited: true, retryAfterSeconds: byAddress.retryAfterSeconds }
}

/**
 * A password check for an account from this client: the client's sign-in limit, then the
 * account-and-client backoff. `succeeded` forgets this client's failures for the account.
 */
export async function reservePasswordCheck(context: RequestContext, email: string): Promise<{ ok: true; succeeded: () => Promise<void> } | Limited> {
  const byClient = await clientPlace('sign-in', context)
  if ('limited' in byClient) return byClient
  const attempt = await passwordBackoff()?.attempt(`${addressKey(email)}|${rateLimitKey(context.clientIp)}`)
  if (attempt && !attempt.ok) return { limited: true, retryAfterSeconds: attempt.retryAfterSeconds }
  return { ok: true, succeeded: attempt?.succeeded ?? (async () => {}) }
}

/**
 * Whether an account mail to this address may go out. The same client asking too often is told
 * to wait (the answer is the same for addresses with and without an account); the daily cap per
 * address is silent, so a stranger who used it up learns nothing and the owner can still sign in.
 */
async function mailPermission(context: RequestContext, email: string): Promise<'send' | 'skip' | Limited> {
  const byClient = await limiter('account-mails-client').take(`${addressKey(email)}|${rateLimitKey(context.clientIp)}`)
  if (!byClient.ok) return { limited: true, retryAfterSeconds: byClient.retryAfterSeconds }
  const byAddress = await limiter('account-mails').take(addressKey(email))
  return byAddress.ok ? 'send' : 'skip'
}

function mailIfAllowed(permission: 'send' | 'skip', kind: AccountMailKind, user: User, link: string): void {
  if (permission === 'send') queueAccountMail(kind, user, link)
  else logger.warn({ mail: kind, userId: user.id }, 'account mail not sent: daily limit for the address reached')
}

// -- mails -----------------------------------------------------------------------------------

function siteOrigin(request: Request): string {
  return new URL(request.url).origin || `https://${SITE_DOMAINS[0]!.host}`
}

async function linkFor(request: Request, purpose: AccountTokenPurpose, user: User): Promise<string> {
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
  const mail = await mailPermission(context, input.email)
  if (typeof mail === 'object') return mail
  const database = await getDatabase()
  const outcome = await createUser(database, input)
  if (outcome.status === 'guessable') return 'guessable'
  if (outcome.status === 'created') {
    logger.info({ userId: outcome.user.id }, 'account created')
    mailIfAllowed(mail, 'verify', outcome.user, await linkFor(request, 'verify-email', outcome.user))
  } else {
    // The owner learns that someone used their address; the visitor sees the same page as for a new one.
    mailIfAllowed(mail, 'already-registered', outcome.user, `${siteOrigin(request)}/${outcome.user.language}/auth/forgot-password`)
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

export type SignInResult = { status: 'signed-in'; setCookie: string; user: User } | { status: 'wrong' } | { status: 'unverified' } | Limited

export async function signIn(request: Request, context: RequestContext, email: string, password: string): Promise<SignInResult> {
  const place = await reservePasswordCheck(context, email)
  if ('limited' in place) return place
  const database = await getDatabase()
  const user = await authenticate(database, email, password)
  if (!user) return { status: 'wrong' }
  await place.succeeded()
  if (!user.emailVerifiedAt) {
    const mail = await mailPermission(context, user.email)
    if (typeof mail !== 'object') mailIfAllowed(mail, 'verify', user, await linkFor(request, 'verify-email', user))
    return { status: 'unverified' }
  }
  // Rotation: the session the browser brought (if any) ends, a new one begins.
  const previous = sessionTokenFrom(request.headers.get('cookie'))
  if (previous) await deleteSession(database, previous)
  const { token } = await createSession(database, user, { userAgent: request.headers.get('user-agent'), ipPrefix: truncateIp(context.clientIp) })
  logger.info({ userId: user.id }, 'signed in')
  return { status: 'signed-in', setCookie: sessionSetCookie(token, secureRequest(request)), user }
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
 * client's post limit and the address's mail limits, never towards sign-in.
 */
export async function requestPasswordReset(request: Request, context: RequestContext, email: string): Promise<'sent' | Limited> {
  const place = await clientPlace('account-posts', context)
  if ('limited' in place) return place
  const mail = await mailPermission(context, email)
  if (typeof mail === 'object') return mail
  const user = await findUserByEmail(await getDatabase(), email)
  if (user && !user.isDemo) mailIfAllowed(mail, 'reset', user, await linkFor(request, 'reset-password', user))
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

