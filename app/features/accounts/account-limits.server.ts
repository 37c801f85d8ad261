import { limiterFor } from '~/lib/server/shared-rate-limit.server'
import { rateLimitKey, type Limiter } from '~/lib/server/rate-limit.server'
import { getEnv } from '~/lib/env.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import type { AccountMailKind } from './account-mail.server'
import { InMemoryBackoff, SharedBackoff, SIGN_IN_BACKOFF, type FailureBackoff } from './failure-backoff.server'

/**
 * The rate limits of the accounts, all off with RATE_LIMIT_PER_MINUTE=0 (tests), each counted in
 * memory on the embedded database and in PostgreSQL for every instance otherwise.
 *
 * - Per client address: sign-in attempts and password re-checks 3× the lead limit per minute,
 *   other account posts (sign-up, reset requests) the lead limit.
 * - Per account *and* client: failed password checks back off (failure-backoff.server.ts), so a
 *   stranger's guesses never refuse the owner on another client.
 * - Per account, across clients: the guessing brake (reservePasswordCheck), which never applies
 *   to the owner's known device (known-device.server.ts) or signed-in session.
 * - Per address: the mail budget (mailPermission), in which strangers share one budget and the
 *   owner's known device has an allowance of its own.
 * - Per account: SHOP_SYNCS_PER_MINUTE.
 */
type Bucket =
  | 'sign-in'
  | 'account-posts'
  | 'shop-sync'
  | 'account-mails-client'
  | 'account-mails'
  | 'account-mail-coalescing'
  | 'account-mails-known-device'
  | 'account-guesses'
  | 'account-guessing-notice'

/** Per account: a change of the cart or wishlist is one sync; people do not click faster than this. */
const SHOP_SYNCS_PER_MINUTE = 120
/** Account mails (reset, verification, "already registered") to one address from one client per window. */
const MAILS_PER_ADDRESS_AND_CLIENT = 3
const MAIL_WINDOW_SECONDS = 15 * 60
/** …and from all unknown clients together per day: nobody can use the site to flood an inbox. */
const MAILS_PER_ADDRESS_PER_DAY = 10
/**
 * One mail of a kind per address in this time, however many clients ask: the mail sent last is
 * still in the inbox, and its link still valid (a reset link lasts an hour, a verification a week).
 */
const MAIL_COALESCING_SECONDS = 15 * 60
/** Failed password checks of one account from clients that are not its known devices, per hour. */
const GUESSES_PER_ACCOUNT_PER_HOUR = 20
/** The owner hears of a braked account at most once in this time (one mail per episode). */
const GUESSING_NOTICE_SECONDS = 24 * 3600

const when = (perMinute: number, limit: number) => (perMinute > 0 ? limit : 0)

/** Each limit from RATE_LIMIT_PER_MINUTE (`perMinute`, 0 = off): how many per window, and the window. */
const LIMITS: Record<Bucket, (perMinute: number) => [limit: number, windowSeconds: number]> = {
  'sign-in': (perMinute) => [perMinute * 3, 60],
  'account-posts': (perMinute) => [perMinute, 60],
  'shop-sync': (perMinute) => [when(perMinute, SHOP_SYNCS_PER_MINUTE), 60],
  'account-mails-client': (perMinute) => [when(perMinute, MAILS_PER_ADDRESS_AND_CLIENT), MAIL_WINDOW_SECONDS],
  'account-mails': (perMinute) => [when(perMinute, MAILS_PER_ADDRESS_PER_DAY), 24 * 3600],
  'account-mail-coalescing': (perMinute) => [when(perMinute, 1), MAIL_COALESCING_SECONDS],
  'account-mails-known-device': (perMinute) => [when(perMinute, MAILS_PER_ADDRESS_AND_CLIENT), MAIL_WINDOW_SECONDS],
  'account-guesses': (perMinute) => [when(perMinute, GUESSES_PER_ACCOUNT_PER_HOUR), 3600],
  'account-guessing-notice': (perMinute) => [when(perMinute, 1), GUESSING_NOTICE_SECONDS],
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

export type RequestContext = { clientIp?: string }
export type Limited = { limited: true; retryAfterSeconds: number }
const limitedFor = (retryAfterSeconds: number): Limited => ({ limited: true, retryAfterSeconds })

const addressKey = (email: string) => email.trim().toLowerCase()

/**
 * Counts one shop sync of a signed-in account, or of one visitor of the shared demo account (its
 * visitors each have a shop of their own, and one of them syncing fast must not refuse the others).
 */
export async function reserveShopSync(owner: number | { sessionId: string }): Promise<{ ok: true } | Limited> {
  const place = await limiter('shop-sync').take(typeof owner === 'number' ? `user:${owner}` : `session:${owner.sessionId}`)
  return place.ok ? { ok: true } : limitedFor(place.retryAfterSeconds)
}

/** Counts a post of this client; a refusal says how long to wait. */
export async function clientPlace(kind: 'sign-in' | 'account-posts', context: RequestContext): Promise<{ ok: true } | Limited> {
  const byAddress = await limiter(kind).take(rateLimitKey(context.clientIp))
  return byAddress.ok ? { ok: true } : limitedFor(byAddress.retryAfterSeconds)
}

/** The shared demo account's password is on its sign-in page: a brake there would only let strangers shut out its visitors. */
const isDemoAddress = (email: string) => {
  const demo = getEnv().DEMO_ACCOUNT_EMAIL
  return demo !== undefined && addressKey(demo) === addressKey(email)
}

/**
 * Who checks a password. `knownDevice`: a browser that signed in to the account before, or its
 * signed-in session (a re-check on the account pages). `session`: the session of a re-check,
 * which then backs off per session rather than per address, so one stolen session does not get
 * five free guesses from every address it moves to.
 */
export type PasswordChecker = { knownDevice: boolean; session?: string }

/** A refusal of the account-wide brake: the first one of an episode is the owner's to hear of. */
export type Braked = Limited & { braked: true; firstOfEpisode: boolean }

/**
 * A password check for an account from this client: the client's sign-in limit, the brake on
 * the account's guesses from unknown clients, then the account-and-client backoff.
 * `succeeded` forgets this client's failures for the account and gives back its guess.
 *
 * The brake (probe 3, finding 5): with the backoff alone, every client address has five free
 * guesses, and a botnet or an IPv6 block has very many. GUESSES_PER_ACCOUNT_PER_HOUR attempts
 * from unknown clients fill the account's hour; after that only its known devices and sessions
 * check a password until the hour is over. A stranger thus slows down an owner who signs in on a
 * new device, never the one on a device they signed in on before.
 */
export async function reservePasswordCheck(context: RequestContext, email: string, checker: PasswordChecker): Promise<{ ok: true; succeeded: () => Promise<void> } | Limited | Braked> {
  const byClient = await clientPlace('sign-in', context)
  if ('limited' in byClient) return byClient
  const guess = checker.knownDevice || isDemoAddress(email) ? undefined : await limiter('account-guesses').reserve(addressKey(email))
  if (guess && !guess.ok) {
    const notice = await limiter('account-guessing-notice').take(addressKey(email))
    return { ...limitedFor(guess.retryAfterSeconds), braked: true, firstOfEpisode: notice.ok }
  }
  const clientKey = checker.session ? `session:${checker.session}` : rateLimitKey(context.clientIp)
  const attempt = await passwordBackoff()?.attempt(`${addressKey(email)}|${clientKey}`)
  if (attempt && !attempt.ok) {
    // Waiting out the backoff checks no password: it is no guess.
    guess?.release()
    return limitedFor(attempt.retryAfterSeconds)
  }
  return {
    ok: true,
    succeeded: async () => {
      guess?.release()
      await attempt?.succeeded()
    },
  }
}

/** What becomes of a stranger's account mail: sent, or coalesced with one sent before (or over the day's budget). */
export type MailPermission = 'send' | 'skip'

/*
 * Account mails (probe 3, finding 2: ten requests from four addresses spent an address's daily
 * budget, and the owner's own reset was then answered "sent" and never mailed).
 *
 * A known device of the account (known-device.server.ts) has an allowance of its own: its mail
 * always goes out, or it is told to wait (429), never a silent skip. Everyone else shares: the
 * same client asking too often is told to wait (the same answer for addresses with and without
 * an account); beyond that, mails of one kind are coalesced (one per MAIL_COALESCING_SECONDS: the
 * one sent last is still in the inbox, its link still valid) and at most MAILS_PER_ADDRESS_PER_DAY
 * go out. Both are silent, so a stranger learns nothing.
 */

/** A mail asked for from the account's known device: its own allowance per address. */
export async function knownDeviceMailPlace(email: string): Promise<{ ok: true } | Limited> {
  const own = await limiter('account-mails-known-device').take(addressKey(email))
  return own.ok ? { ok: true } : limitedFor(own.retryAfterSeconds)
}

/** A mail asked for by any other client: first this client's own limit (a 429 it may see)… */
export async function clientMailPlace(context: RequestContext, email: string): Promise<{ ok: true } | Limited> {
  const byClient = await limiter('account-mails-client').take(`${addressKey(email)}|${rateLimitKey(context.clientIp)}`)
  return byClient.ok ? { ok: true } : limitedFor(byClient.retryAfterSeconds)
}

/** …then, silently, coalescing per address and kind and the address's daily budget. */
export async function sharedMailPermission(email: string, kind: AccountMailKind): Promise<MailPermission> {
  const address = addressKey(email)
  const fresh = await limiter('account-mail-coalescing').reserve(`${address}|${kind}`)
  if (!fresh.ok) return 'skip'
  const byAddress = await limiter('account-mails').take(address)
  if (byAddress.ok) return 'send'
  // Nothing went out, so there is nothing for the next request to be coalesced with.
  fresh.release()
  return 'skip'
}
