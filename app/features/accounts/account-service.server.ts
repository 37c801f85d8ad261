import { createHash } from 'node:crypto'
import { data, redirect } from 'react-router'
import type { User } from '@db/schema'
import { SITE_DOMAINS } from '@content/site'
import { translatorFor } from '~/features/i18n/dictionaries.server'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '~/features/i18n/languages'
import { truncateIp } from '~/features/leads/leads.server'
import { limiterFor } from '~/features/leads/lead-service.server'
import { rateLimitKey, type Limiter } from '~/features/leads/rate-limit.server'
import { getEnv } from '~/lib/env.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { mailSender, mailTransport } from '~/lib/server/mail-transport.server'
import { accountToken, tokenMatches, tokenUserId, type AccountTokenPurpose } from './account-tokens.server'
import { authenticate, createUser, findUser, findUserByEmail, markEmailVerified, setPassword, type SignUpInput } from './accounts.server'
import { createSession, deleteExpiredSessions, deleteSession, readSession, sessionClearCookie, sessionSetCookie, sessionTokenFrom, type ActiveSession } from './sessions.server'
import { signInPathFor } from './account-paths'

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
  return session?.renewed && token ? sessionSetCookie(token, secureRequest(request)) : undefined
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
 * Off with RATE_LIMIT_PER_MINUTE=0 (tests); otherwise per client address: sign-in attempts 3×
 * the lead limit per minute, other account posts (sign-up, reset mails) the lead limit; per
 * account: 10 failed sign-ins or reset requests per 15 minutes, whatever address they come from,
 * and SHOP_SYNCS_PER_MINUTE shop syncs.
 */
const limiters = new Map<string, Limiter>()
function limiter(bucket: 'sign-in' | 'account-posts' | 'account-failures' | 'shop-sync'): Limiter {
  let found = limiters.get(bucket)
  if (!found) {
    const perMinute = getEnv().RATE_LIMIT_PER_MINUTE
    found =
      bucket === 'sign-in'
        ? limiterFor(bucket, perMinute * 3)
        : bucket === 'account-posts'
          ? limiterFor(bucket, perMinute)
          : bucket === 'shop-sync'
            ? limiterFor(bucket, perMinute > 0 ? SHOP_SYNCS_PER_MINUTE : 0)
            : limiterFor(bucket, perMinute > 0 ? 10 : 0, 15 * 60)
    limiters.set(bucket, found)
  }
  return found
}

export type Limited = { limited: true; retryAfterSeconds: number }

/** Per account: a change of the cart or wishlist is one sync; people do not click faster than this. */
const SHOP_SYNCS_PER_MINUTE = 120

/** Counts one shop sync of a signed-in account. */
export async function reserveShopSync(userId: number): Promise<{ ok: true } | Limited> {
  const place = await limiter('shop-sync').take(`user:${userId}`)
  return place.ok ? { ok: true } : { limited: true, retryAfterSeconds: place.retryAfterSeconds }
}

/** Counts a post of this client (and account, when named); a refusal says how long to wait. */
async function reservePlace(kind: 'sign-in' | 'account-posts', context: RequestContext, email?: string) {
  const byAddress = await limiter(kind).take(rateLimitKey(context.clientIp))
  if (!byAddress.ok) return { ok: false as const, retryAfterSeconds: byAddress.retryAfterSeconds }
  if (!email) return { ok: true as const, release: () => {} }
  return limiter('account-failures').reserve(email.trim().toLowerCase())
}

// -- mails -----------------------------------------------------------------------------------

type AccountMail = 'verify' | 'reset' | 'already-registered'

function siteOrigin(request: Request): string {
  return new URL(request.url).origin || `https://${SITE_DOMAINS[0]!.host}`
}

/**
 * A mail to the account's owner, in their language. Without SMTP the link is logged instead, so a
 * developer can follow it. These mails are sent at once, not queued with the leads: their links
 * expire within the hour or day, and a reset link must not sit in a table (decision 019).
 */
async function sendAccountMail(kind: AccountMail, user: User, link: string): Promise<void> {
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE
  const t = translatorFor(language)
  const key = kind === 'verify' ? 'verify' : kind === 'reset' ? 'reset' : 'alreadyRegistered'
  const subject = t(`accountMail.${key}.subject`)
  const text = `${t('accountMail.greeting', { name: user.name })}\n\n${t(`accountMail.${key}.text`)}\n\n${link}\n\n${t(`accountMail.${key}.footer`)}\n`
  const transport = mailTransport()
  const from = mailSender()
  if (!transport || !from) {
    logger.info({ mail: kind, userId: user.id, link }, 'account mail not sent (no SMTP configured): follow the link')
    return
  }
  try {
    await transport.sendMail({ from, to: user.email, subject, text })
    logger.info({ mail: kind, userId: user.id }, 'account mail sent')
  } catch (error) {
    logger.error({ mail: kind, userId: user.id, err: error instanceof Error ? error.message : String(error) }, 'account mail not sent')
    throw error
  }
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
  const place = await reservePlace('account-posts', context)
  if (!place.ok) return { limited: true, retryAfterSeconds: place.retryAfterSeconds }
  const database = await getDatabase()
  const outcome = await createUser(database, input)
  if (outcome.status === 'guessable') return 'guessable'
  if (outcome.status === 'created') {
    logger.info({ userId: outcome.user.id }, 'account created')
    await sendAccountMail('verify', outcome.user, await linkFor(request, 'verify-email', outcome.user)).catch(() => {})
  } else {
    // The owner learns that someone used their address; the visitor sees the same page as for a new one.
    await sendAccountMail('already-registered', outcome.user, `${siteOrigin(request)}/${outcome.user.language}/auth/forgot-password`).catch(() => {})
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
  const place = await reservePlace('sign-in', context, email)
  if (!place.ok) return { limited: true, retryAfterSeconds: place.retryAfterSeconds }
  const database = await getDatabase()
  const user = await authenticate(database, email, password)
  if (!user) return { status: 'wrong' }
  place.release()
  if (!user.emailVerifiedAt) {
    await sendAccountMail('verify', user, await linkFor(request, 'verify-email', user)).catch(() => {})
    return { status: 'unverified' }
  }
  // Rotation: the session the browser brought (if any) ends, a new one begins.
  const previous = sessionTokenFrom(request.headers.get('cookie'))
  if (previous) await deleteSession(database, previous)
  const { token } = await createSession(database, user.id, { userAgent: request.headers.get('user-agent'), ipPrefix: truncateIp(context.clientIp) })
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

/** Always answers the same (no address is confirmed or denied); the mail goes only to an account's owner. */
export async function requestPasswordReset(request: Request, context: RequestContext, email: string): Promise<'sent' | Limited> {
  const place = await reservePlace('account-posts', context, email)
  if (!place.ok) return { limited: true, retryAfterSeconds: place.retryAfterSeconds }
  const user = await findUserByEmail(await getDatabase(), email)
  if (user && !user.isDemo) await sendAccountMail('reset', user, await linkFor(request, 'reset-password', user)).catch(() => {})
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

