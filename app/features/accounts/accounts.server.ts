import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '@db/client.server'
import { sessions, users, type BillingDetails, type NotificationPreferences, type User } from '@db/schema'
import type { Language } from '~/features/i18n/languages'
import { hashPassword, isGuessablePassword, needsRehash, verifyAgainstNothing, verifyPassword } from './password.server'

/**
 * The accounts themselves, on whichever database is open (PGlite or PostgreSQL). Routes reach
 * them through account-service.server.ts, which adds the process's database, mails and limits.
 */
const DEFAULT_NOTIFICATIONS: NotificationPreferences = { productNews: false, blogDigest: false, orderUpdates: true }

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`

export async function findUserByEmail(database: Database, email: string): Promise<User | undefined> {
  const [user] = await database.db.select().from(users).where(byEmail(email))
  return user
}

export async function findUser(database: Database, id: number): Promise<User | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return undefined
  const [user] = await database.db.select().from(users).where(eq(users.id, id))
  return user
}

export type SignUpInput = { name: string; email: string; password: string; language: Language }
export type SignUpOutcome = { status: 'created'; user: User } | { status: 'taken'; user: User } | { status: 'guessable' }

/**
 * A new, unverified account. An address that already has one is not an error the visitor sees
 * (that would tell anyone which addresses have accounts): the owner gets a mail instead.
 */
export async function createUser(database: Database, input: SignUpInput, options: { role?: 'user' | 'admin'; isDemo?: boolean; verified?: boolean; allowGuessable?: boolean } = {}): Promise<SignUpOutcome> {
  if (!options.allowGuessable && isGuessablePassword(input.password, input)) return { status: 'guessable' }
  const passwordHash = await hashPassword(input.password)
  const [created] = await database.db
    .insert(users)
    .values({
      email: input.email.trim(),
      name: input.name.trim(),
      passwordHash,
      language: input.language,
      role: options.role ?? 'user',
      isDemo: options.isDemo ?? false,
      emailVerifiedAt: options.verified ? new Date() : null,
      notifications: DEFAULT_NOTIFICATIONS,
    })
    .onConflictDoNothing()
    .returning()
  if (created) return { status: 'created', user: created }
  const existing = await findUserByEmail(database, input.email)
  if (!existing) throw new Error('sign-up conflicted but no account has the address')
  return { status: 'taken', user: existing }
}

/**
 * The account for an address and password, or undefined; the same work (one Argon2 verification)
 * whether or not the address has an account. A hash with older parameters is replaced.
 */
export async function authenticate(database: Database, email: string, password: string): Promise<User | undefined> {
  const user = await findUserByEmail(database, email)
  if (!user) return (await verifyAgainstNothing(password)) || undefined
  if (!(await verifyPassword(user.passwordHash, password))) return undefined
  if (needsRehash(user.passwordHash)) await database.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id))
  return user
}

export async function markEmailVerified(database: Database, userId: number): Promise<void> {
  await database.db.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(eq(users.id, userId))
}

export type PasswordChange = 'changed' | 'guessable' | 'wrong-password'

/**
 * Stores a new password and ends every session but `keepSessionId` (the one changing it, if any):
 * whoever else knew the old password is signed out everywhere.
 */
export async function setPassword(database: Database, user: User, password: string, keepSessionId?: string): Promise<PasswordChange> {
  if (isGuessablePassword(password, user)) return 'guessable'
  const passwordHash = await hashPassword(password)
  await database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: sql`clock_timestamp()` }).where(eq(users.id, user.id))
    await tx.delete(sessions).where(keepSessionId ? and(eq(sessions.userId, user.id), ne(sessions.id, keepSessionId)) : eq(sessions.userId, user.id))
  })
  return 'changed'
}

export async function changePassword(database: Database, user: User, current: string, next: string, keepSessionId: string): Promise<PasswordChange> {
  if (!(await verifyPassword(user.passwordHash, current))) return 'wrong-password'
  return setPassword(database, user, next, keepSessionId)
}

export async function updateProfile(database: Database, userId: number, profile: { name: string; language: Language }): Promise<void> {
  await database.db.update(users).set(profile).where(eq(users.id, userId))
}

export async function updateNotifications(database: Database, userId: number, notifications: NotificationPreferences): Promise<void> {
  await database.db.update(users).set({ notifications }).where(eq(users.id, userId))
}

export async function updateBilling(database: Database, userId: number, billing: BillingDetails): Promise<void> {
  const empty = Object.values(billing).every((value) => value === '')
  await database.db.update(users).set({ billing: empty ? null : billing }).where(eq(users.id, userId))
}

/** Deletes the account after its password was entered again; sessions (and later its orders and wishlist) go with it (ON DELETE CASCADE). */
export async function deleteUser(database: Database, user: User, password: string): Promise<'deleted' | 'wrong-password'> {
  if (!(await verifyPassword(user.passwordHash, password))) return 'wrong-password'
  await database.db.delete(users).where(eq(users.id, user.id))
  return 'deleted'
}
