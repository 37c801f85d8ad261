import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import type { Database } from '@db/client.server'
import { sessions, users, type Session, type User } from '@db/schema'
import { readCookie, serializeCookie } from '~/lib/cookies'

/**
 * Sessions live in the database (every instance sees them; ending one ends it everywhere). The
 * cookie holds 32 random bytes; the table keeps only their SHA-256, so its rows sign nobody in.
 * A session lasts a day after its last use: a request more than SLIDE_AFTER_MS after the last
 * extension moves the end forward and renews the cookie, but never past MAX_SESSION_AGE_SECONDS
 * after sign-in (a stolen cookie used daily does not live for ever). An account keeps at most
 * SESSIONS_PER_ACCOUNT sessions; a new one ends the least recently used.
 */
export const SESSION_COOKIE = 'sf_session'
const SESSION_LIFETIME_SECONDS = 86_400
const MAX_SESSION_AGE_SECONDS = 30 * 86_400
const SESSIONS_PER_ACCOUNT = 10
/** The shared demo account is signed in by many visitors at once; each keeps their own session a while. */
const SESSIONS_OF_DEMO_ACCOUNT = 500
const SLIDE_AFTER_MS = 15 * 60_000
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('base64url')

export function sessionTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  const token = readCookie(cookieHeader, SESSION_COOKIE)
  return token && TOKEN_PATTERN.test(token) ? token : undefined
}

/** The cookie of a session; `maxAgeSeconds` is shorter than a day near the session's absolute end. */
export function sessionSetCookie(token: string, secure: boolean, maxAgeSeconds = SESSION_LIFETIME_SECONDS): string {
  return serializeCookie(SESSION_COOKIE, token, { path: '/', maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'Lax', secure })
}

export function sessionClearCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'Lax', secure })
}

export type SessionMeta = { userAgent?: string | null; ipPrefix?: string | null }

/** The end of a session extended now: a day from now, or its absolute end if that comes first. */
const slidingEnd = sql`least(now() + make_interval(secs => ${SESSION_LIFETIME_SECONDS}), ${sessions.createdAt} + make_interval(secs => ${MAX_SESSION_AGE_SECONDS}))`

/**
 * A new session for the account; the caller sets its cookie (and ends the one the browser had:
 * rotation). Beyond the account's cap, its least recently used sessions end.
 */
export async function createSession(database: Database, user: Pick<User, 'id' | 'isDemo'>, meta: SessionMeta): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url')
  const id = sessionIdOf(token)
  const cap = user.isDemo ? SESSIONS_OF_DEMO_ACCOUNT : SESSIONS_PER_ACCOUNT
  await database.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id,
      userId: user.id,
      expiresAt: sql`now() + make_interval(secs => ${SESSION_LIFETIME_SECONDS})`,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ipPrefix: meta.ipPrefix ?? null,
    })
    const beyondCap = tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .offset(cap)
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, id), inArray(sessions.id, beyondCap)))
  })
  return { token, id }
}

/**
 * A fresh token for a live session (after a password change): the old token stops working at
 * once, the session keeps its place, age and device. Returns the new token and the session's end.
 */
export async function rotateSession(database: Database, currentId: string): Promise<{ token: string; expiresAt: Date } | undefined> {
  const token = randomBytes(32).toString('base64url')
  const [rotated] = await database.db
    .update(sessions)
    .set({ id: sessionIdOf(token), lastSeenAt: sql`now()`, expiresAt: slidingEnd })
    .where(and(eq(sessions.id, currentId), gt(sessions.expiresAt, sql`now()`)))
    .returning({ expiresAt: sessions.expiresAt })
  return rotated ? { token, expiresAt: rotated.expiresAt } : undefined
}

/** Seconds until a session ends (what its cookie's Max-Age should say). */
export const secondsLeft = (session: Pick<Session, 'expiresAt'>, now = Date.now()) => Math.max(0, Math.floor((session.expiresAt.getTime() - now) / 1000))

export type ActiveSession = { session: Session; user: User; renewed: boolean }

/** The live session of a cookie token with its account, extended when due; undefined when unknown or ended. */
export async function readSession(database: Database, token: string): Promise<ActiveSession | undefined> {
  const id = sessionIdOf(token)
  const [row] = await database.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
  if (!row) return undefined
  const lastExtended = row.session.expiresAt.getTime() - SESSION_LIFETIME_SECONDS * 1000
  // Near its absolute end a session is not extended any more: it just runs out.
  const absoluteEnd = row.session.createdAt.getTime() + MAX_SESSION_AGE_SECONDS * 1000
  if (Date.now() - lastExtended < SLIDE_AFTER_MS || row.session.expiresAt.getTime() >= absoluteEnd) return { ...row, renewed: false }
  const [session] = await database.db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: slidingEnd })
    .where(eq(sessions.id, id))
    .returning()
  return { user: row.user, session: session ?? row.session, renewed: true }
}

export async function deleteSession(database: Database, token: string): Promise<void> {
  await database.db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)))
}

/** How many sessions the security page lists: the most recently used; the rest are only counted. */
export const LISTED_SESSIONS = 20

/**
 * The account's live sessions for the security page: the LISTED_SESSIONS most recently used and
 * how many there are in all, counted by the database (an account may hold hundreds; the shared
 * demo one many more), so a page never loads them all. `onlyId`: that one session alone, for the
 * shared demo account, whose sessions are other visitors' and none of its visitor's business.
 */
export async function listSessions(database: Database, userId: number, onlyId?: string): Promise<{ sessions: Session[]; total: number }> {
  const live = and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`), onlyId === undefined ? undefined : eq(sessions.id, onlyId))
  const [rows, total] = await Promise.all([
    database.db.select().from(sessions).where(live).orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)).limit(LISTED_SESSIONS),
    database.db.$count(sessions, live),
  ])
  return { sessions: rows, total }
}

/** Ends one of the account's other sessions (by its id as listed), or all of them but the current one. */
export async function endOtherSessions(database: Database, userId: number, currentId: string, only?: string): Promise<number> {
  const others = and(eq(sessions.userId, userId), ne(sessions.id, currentId))
  const deleted = await database.db
    .delete(sessions)
    .where(only ? and(others, eq(sessions.id, only)) : others)
    .returning({ id: sessions.id })
  return deleted.length
}

export async function deleteExpiredSessions(database: Database): Promise<number> {
  const deleted = await database.db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id })
  return deleted.length
}
