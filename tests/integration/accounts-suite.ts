import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '@db/client.server'
import { accountShops, leads, sessions, users } from '@db/schema'
import { readAccountShop, readShopSync, saveAccountShop, SHOP_BODY_LIMIT_BYTES } from '~/features/accounts/account-shop.server'
import { parseShopState } from '~/features/shop/account-shop'
import { leadInboxCsv, loadLeadInbox } from '~/features/admin/lead-inbox.server'
import { readAccountForm } from '~/features/accounts/account-form.server'
import { deleteProfileAction, securityAction } from '~/features/accounts/account-pages.server'
import { SignInSchema } from '~/features/accounts/account.schema'
import { requestPasswordReset, resetPassword, resetTarget, signIn, signOut, signUp, verifyEmail } from '~/features/accounts/account-service.server'
import { reserveShopSync } from '~/features/accounts/account-limits.server'
import { accountMailsSettled } from '~/features/accounts/account-mail.server'
import { changePassword, deleteUser, findUserByEmail } from '~/features/accounts/accounts.server'
import { readSession, SESSION_COOKIE, sessionIdOf } from '~/features/accounts/sessions.server'
import { resetEnvForTests } from '~/lib/env.server'
import { closeDatabase, getDatabase } from '~/lib/server/database.server'
import { startTestPostgres, type TestPostgres } from './helpers/postgres'
import { startSmtpSink, sentTo, textOf, type SmtpSink } from './helpers/smtp-sink'

const ORIGIN = 'http://localhost:4321'
const PASSWORD = 'correct horse battery staple'

let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter}`

/** A browser's request to the site, with the session cookie it holds (if any). */
function request(pathName: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${pathName}`, { headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' } })
}
const tokenOf = (setCookie: string) => new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie)![1]!

/**
 * Accounts on a real database, once on embedded PGlite and once on a PostgreSQL server: the
 * service the routes call (sign-up, the mailed links, sign-in, rotation, reset, deletion) and
 * the rate limits. Mails go to a local SMTP sink.
 */
export function accountsSuite(engine: 'pglite' | 'postgres') {
  let database: Database
  let dataDir = ''
  let postgres: TestPostgres | undefined
  let sink: SmtpSink

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `accounts-${engine}-`))
    sink = await startSmtpSink()
    process.env.DATA_DIR = dataDir
    if (engine === 'postgres') {
      postgres = await startTestPostgres()
      process.env.DATABASE_URL = postgres.url
    } else delete process.env.DATABASE_URL
    Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: '3', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_FROM: 'site@example.com' })
    resetEnvForTests()
    database = await getDatabase()
    const realNow = Date.now.bind(Date)
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset)
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    await closeDatabase()
    postgres?.stop()
    await sink.close()
    rmSync(dataDir, { recursive: true, force: true })
    for (const name of ['RATE_LIMIT_PER_MINUTE', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'DATABASE_URL']) delete process.env[name]
    resetEnvForTests()
  })

  /** The link of the last account mail to `email` that has one, once the queued mails have gone out. */
  const linkIn = async (email: string, pathName: string) => {
    await accountMailsSettled()
    const pattern = new RegExp(`${ORIGIN}/(?:tr|en|de)/auth/${pathName}\\?token=([\\w.-]+)`)
    const mail = sink.messages.filter((message) => sentTo(message, email) && pattern.test(textOf(message))).at(-1)
    return mail ? pattern.exec(textOf(mail))?.[1] : undefined
  }


  async function verifiedAccount(email: string, name = 'Ada Lovelace') {
    expect(await signUp(request('/en/auth/sign-up'), { clientIp: nextIp() }, { name, email, password: PASSWORD, language: 'en' })).toBe('sent')
    expect(await verifyEmail((await linkIn(email, 'verify-email'))!)).toBe('verified')
    return (await findUserByEmail(database, email))!
  }

  /**
   * Moves time on for an account's failed password checks (every client and session of it) and
   * one client's sign-in limit: on PostgreSQL their rows move back in the table; the in-memory
   * ones (PGlite) read Date.now, which runs `clockOffset` ahead.
   */
  let clockOffset = 0
  async function passTime(email: string, ip: string, seconds: number) {
    if (engine === 'postgres') {
      await database.db.execute(sql`update rate_limit_counts set window_start = window_start - make_interval(secs => ${seconds})
        where (bucket = 'password-failures' and key like ${`${email}|%`}) or (bucket = 'sign-in' and key = ${ip})`)
    } else clockOffset += seconds * 1000
  }
  /** Moves time on for every limit, as for a day of an attacker's requests. */
  async function passTimeForAll(seconds: number) {
    if (engine === 'postgres') await database.db.execute(sql`update rate_limit_counts set window_start = window_start - make_interval(secs => ${seconds})`)
    else clockOffset += seconds * 1000
  }

  /** The cookie a browser sends to `/en/auth/…` after the sign-in that set `deviceCookies`. */
  function knownDeviceCookie(signedIn: Awaited<ReturnType<typeof signIn>>): string {
    const cookies = 'deviceCookies' in signedIn ? signedIn.deviceCookies : []
    const forEnglish = cookies.find((cookie) => cookie.includes('Path=/en/auth'))
    if (!forEnglish) throw new Error('sign-in set no known-device cookie for /en/auth')
    return forEnglish.split(';')[0]!
  }
  const mailsTo = async (email: string) => {
    await accountMailsSettled()
    return sink.messages.filter((message) => sentTo(message, email))
  }

  describe(`accounts on ${engine}`, () => {
    it('signs up with a hashed password, mails a link that verifies, and signs in only after it', async () => {
      const email = 'grace@example.com'
      expect(await signUp(request('/de/auth/sign-up'), { clientIp: nextIp() }, { name: 'Grace Hopper', email, password: PASSWORD, language: 'de' })).toBe('sent')
      const user = (await findUserByEmail(database, 'GRACE@example.com'))!
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      expect(user.passwordHash).not.toContain(PASSWORD)
      expect(user.emailVerifiedAt).toBeNull()
      // The mail is in the account's language, and greets nobody by the name a stranger could have
      // typed; before the link is followed, sign-in asks for it.
      await accountMailsSettled()
      const verification = textOf(sink.messages.find((message) => sentTo(message, email))!)
      expect(verification).toMatch(/^Guten Tag,$/m)
      expect(verification).not.toContain('Grace Hopper')
      expect(await signIn(request('/de/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)).toEqual({ status: 'unverified' })
      expect(await verifyEmail('1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe('invalid')
      expect(await verifyEmail((await linkIn(email, 'verify-email'))!)).toBe('verified')
      const signedIn = await signIn(request('/de/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
      expect(signedIn).toMatchObject({ status: 'signed-in' })
      if (!('setCookie' in signedIn)) throw new Error('not signed in')
      expect(signedIn.setCookie).toMatch(/HttpOnly/)
      expect(signedIn.setCookie).toMatch(/SameSite=Lax/)
      expect(signedIn.setCookie).toMatch(/Max-Age=86400/)
      // Only the token's hash is stored.
      const token = tokenOf(signedIn.setCookie)
      expect((await database.db.select().from(sessions).where(eq(sessions.id, token))).length).toBe(0)
      expect((await readSession(database, token))?.user.email).toBe(email)
    })

    it('answers a wrong password and an unknown address alike, and a taken address like a new one', async () => {
      const email = 'linus@example.com'
      await verifiedAccount(email)
      expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, 'wrong password here')).toEqual({ status: 'wrong' })
      expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, 'nobody@example.com', PASSWORD)).toEqual({ status: 'wrong' })
      await accountMailsSettled()
      const before = sink.messages.length
      expect(await signUp(request('/en/auth/sign-up'), { clientIp: nextIp() }, { name: 'Mallory', email: 'LINUS@example.com', password: PASSWORD, language: 'en' })).toBe('sent')
      // No second account; the owner is told instead.
      expect(await database.db.$count(users, sql`lower(${users.email}) = ${email}`)).toBe(1)
      await accountMailsSettled()
      expect(sink.messages.length).toBe(before + 1)
      // A confirmed owner is greeted by their own name.
      expect(textOf(sink.messages.at(-1)!)).toContain('Hello Ada Lovelace,')
      expect(textOf(sink.messages.at(-1)!)).toContain('/en/auth/forgot-password')
    })

    it('refuses common and personal passwords', async () => {
      expect(await signUp(request('/en/auth/sign-up'), { clientIp: nextIp() }, { name: 'Bob', email: 'bob@example.com', password: 'password123', language: 'en' })).toBe('guessable')
      expect(await signUp(request('/en/auth/sign-up'), { clientIp: nextIp() }, { name: 'Bob', email: 'bob.builder@example.com', password: 'bob.builder@example.com', language: 'en' })).toBe('guessable')
      expect(await findUserByEmail(database, 'bob@example.com')).toBeUndefined()
    })

    it('rotates the session on sign-in: a cookie planted before sign-in is never the session after it', async () => {
      const email = 'fixation@example.com'
      await verifiedAccount(email)
      const first = await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
      if (!('setCookie' in first)) throw new Error('not signed in')
      const planted = tokenOf(first.setCookie)
      const again = await signIn(request('/en/auth/sign-in', `${SESSION_COOKIE}=${planted}`), { clientIp: nextIp() }, email, PASSWORD)
      if (!('setCookie' in again)) throw new Error('not signed in')
      expect(tokenOf(again.setCookie)).not.toBe(planted)
      expect(await readSession(database, planted)).toBeUndefined()
      // Signing out ends the session on the server, not only in the browser.
      const current = tokenOf(again.setCookie)
      expect(await signOut(request('/en/auth/sign-out', `${SESSION_COOKIE}=${current}`))).toMatch(/Max-Age=0/)
      expect(await readSession(database, current)).toBeUndefined()
    })

    it('changes the password: other sessions end, the old password stops working', async () => {
      const email = 'change@example.com'
      const user = await verifiedAccount(email)
      const sessionA = await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
      const sessionB = await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
      if (!('setCookie' in sessionA) || !('setCookie' in sessionB)) throw new Error('not signed in')
      const keep = sessionIdOf(tokenOf(sessionA.setCookie))
      expect(await changePassword(database, user, 'not my password', 'a brand new passphrase', keep)).toBe('wrong-password')
      expect(await changePassword(database, user, PASSWORD, 'a brand new passphrase', keep)).toBe('changed')
      expect(await readSession(database, tokenOf(sessionA.setCookie))).toBeDefined()
      expect(await readSession(database, tokenOf(sessionB.setCookie))).toBeUndefined()
      expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)).toEqual({ status: 'wrong' })
      expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, 'a brand new passphrase')).toMatchObject({ status: 'signed-in' })
    })

    it('resets a password by a link that works once and ends every session', async () => {
      const email = 'reset@example.com'
      await verifiedAccount(email)
      const session = await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
      if (!('setCookie' in session)) throw new Error('not signed in')
      expect(await requestPasswordReset(request('/en/auth/forgot-password'), { clientIp: nextIp() }, 'unknown@example.com')).toBe('sent')
      expect(await requestPasswordReset(request('/en/auth/forgot-password'), { clientIp: nextIp() }, email)).toBe('sent')
      const token = (await linkIn(email, 'reset-password'))!
      expect((await resetTarget(token))?.email).toBe(email)
      expect(await resetPassword(token, '123456789012')).toBe('guessable')
      expect(await resetPassword(token, 'another long passphrase')).toBe('changed')
      expect(await resetPassword(token, 'and yet another one!')).toBe('invalid')
      expect(await readSession(database, tokenOf(session.setCookie))).toBeUndefined()
      expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, 'another long passphrase')).toMatchObject({ status: 'signed-in' })
    })

    it('deletes the account with its sessions after the password is entered again', async () => {
      const email = 'delete@example.com'
      const user = await verifiedAccount(email)
      await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
      await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
      expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(2)
      expect(await deleteUser(database, user, 'wrong password!')).toBe('wrong-password')
      expect(await deleteUser(database, user, PASSWORD)).toBe('deleted')
      expect(await database.db.$count(users, eq(users.id, user.id))).toBe(0)
      expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0)
    })

    it('limits sign-in attempts per client address', async () => {
      // 3 × RATE_LIMIT_PER_MINUTE attempts a minute from one address, whatever the account.
      const ip = nextIp()
      const outcomes = []
      for (let attempt = 0; attempt < 10; attempt++) outcomes.push(await signIn(request('/en/auth/sign-in'), { clientIp: ip }, `someone${attempt}@example.com`, 'whatever password'))
      expect(outcomes.slice(0, 9).every((outcome) => 'status' in outcome && outcome.status === 'wrong')).toBe(true)
      expect(outcomes[9]).toMatchObject({ limited: true })
    })

    it("never locks the owner out: a stranger's wrong passwords and reset requests slow down only the stranger", async () => {
      const email = 'owner@example.com'
      await verifiedAccount(email)
      const stranger = nextIp()
      // Reset requests count on their own: three from one client, then that client waits…
      for (let attempt = 0; attempt < 3; attempt++) expect(await requestPasswordReset(request('/en/auth/forgot-password'), { clientIp: stranger }, email)).toBe('sent')
      expect(await requestPasswordReset(request('/en/auth/forgot-password'), { clientIp: stranger }, email)).toMatchObject({ limited: true })
      // …and none of them counts towards sign-in. Five wrong passwords go through at once, then
      // the stranger's client backs off (2 s, then 4 s, …), not the account.
      const guesses = []
      for (let attempt = 0; attempt < 7; attempt++) guesses.push(await signIn(request('/en/auth/sign-in'), { clientIp: stranger }, email, `wrong guess ${attempt}`))
      expect(guesses.slice(0, 5)).toEqual(Array(5).fill({ status: 'wrong' }))
      expect(guesses[5]).toEqual({ limited: true, retryAfterSeconds: 2 })
      expect(guesses[6]).toMatchObject({ limited: true })
      // Ten more wrong passwords, from ten other clients.
      for (let attempt = 0; attempt < 10; attempt++) expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, 'wrong again')).toEqual({ status: 'wrong' })
      // The owner, on their own client, gets in with the right password, and from that browser
      // (its known-device cookie) gets their own reset mail, though a stranger's came minutes ago.
      const owner = nextIp()
      const signedIn = await signIn(request('/en/auth/sign-in'), { clientIp: owner }, email, PASSWORD)
      expect(signedIn).toMatchObject({ status: 'signed-in' })
      const mailsBefore = (await mailsTo(email)).length
      expect(await requestPasswordReset(request('/en/auth/forgot-password', knownDeviceCookie(signedIn)), { clientIp: owner }, email)).toBe('sent')
      expect((await mailsTo(email)).length).toBe(mailsBefore + 1)
    })

    it('doubles the wait of a client that keeps failing, and forgets its failures after a success', async () => {
      const email = 'backoff@example.com'
      await verifiedAccount(email)
      const ip = nextIp()
      const guess = () => signIn(request('/en/auth/sign-in'), { clientIp: ip }, email, 'not the password')
      for (let attempt = 0; attempt < 5; attempt++) expect(await guess()).toEqual({ status: 'wrong' })
      // Time is moved on by moving the last attempt back (in memory on PGlite, in the table on PostgreSQL).
      const waits: number[] = []
      for (let round = 0; round < 2; round++) {
        const refused = await guess()
        expect(refused).toMatchObject({ limited: true })
        waits.push((refused as { retryAfterSeconds: number }).retryAfterSeconds)
        await passTime(email, ip, waits.at(-1)!)
        expect(await guess()).toEqual({ status: 'wrong' })
      }
      expect(waits).toEqual([2, 4])
      // A minute later (the client's sign-in limit starts anew too), the right password gets in…
      await passTime(email, ip, 60)
      expect(await signIn(request('/en/auth/sign-in'), { clientIp: ip }, email, PASSWORD)).toMatchObject({ status: 'signed-in' })
      // …and the failures are forgotten: five free attempts again.
      for (let attempt = 0; attempt < 5; attempt++) expect(await guess()).toEqual({ status: 'wrong' })
      expect(await guess()).toEqual({ limited: true, retryAfterSeconds: 2 })
    })

    it('answers a reset request before its mail is sent: known and unknown addresses do the same work', async () => {
      const email = 'queued@example.com'
      await verifiedAccount(email)
      await accountMailsSettled()
      const release = sink.hold()
      try {
        const before = sink.messages.length
        // The SMTP server holds every mail: the answers must not wait for it.
        expect(await requestPasswordReset(request('/en/auth/forgot-password'), { clientIp: nextIp() }, email)).toBe('sent')
        expect(await signUp(request('/en/auth/sign-up'), { clientIp: nextIp() }, { name: 'Someone', email, password: PASSWORD, language: 'en' })).toBe('sent')
        expect(sink.messages.length).toBe(before)
      } finally {
        release()
      }
      expect(await linkIn(email, 'reset-password')).toBeDefined()
    })

    it('coalesces mails to one address, sends at most ten a day, and puts no stranger-typed name in a mail to an unconfirmed address', async () => {
      const email = 'flooded@example.com'
      await verifiedAccount(email)
      const before = (await mailsTo(email)).length
      // 15 sign-ups for a registered address, each from another client: the owner hears of the
      // first; the rest are coalesced with it. The visitors see no difference.
      for (let attempt = 0; attempt < 15; attempt++) {
        expect(await signUp(request('/en/auth/sign-up'), { clientIp: nextIp() }, { name: 'Mallory', email, password: PASSWORD, language: 'en' })).toBe('sent')
      }
      expect((await mailsTo(email)).length).toBe(before + 1)
      // One more after each coalescing window, until the day's ten (the verification mail was the first).
      for (let round = 0; round < 12; round++) {
        await passTimeForAll(15 * 60)
        expect(await signUp(request('/en/auth/sign-up'), { clientIp: nextIp() }, { name: 'Mallory', email, password: PASSWORD, language: 'en' })).toBe('sent')
      }
      expect((await mailsTo(email)).length).toBe(before + 9)

      const fresh = 'unconfirmed@example.com'
      expect(await signUp(request('/en/auth/sign-up'), { clientIp: nextIp() }, { name: 'Visit evil.example now', email: fresh, password: PASSWORD, language: 'en' })).toBe('sent')
      await accountMailsSettled()
      const verification = textOf(sink.messages.filter((message) => sentTo(message, fresh)).at(-1)!)
      expect(verification).not.toContain('evil.example')
      expect(verification).toMatch(/^Hello,$/m)
    })

    it('limits password re-checks on the security and delete pages like sign-in, and renews the token on a password change', async () => {
      const email = 'recheck@example.com'
      await verifiedAccount(email)
      const ip = nextIp()
      const signedIn = await signIn(request('/en/auth/sign-in'), { clientIp: ip }, email, PASSWORD)
      if (!('setCookie' in signedIn)) throw new Error('not signed in')
      const token = tokenOf(signedIn.setCookie)
      const post = (pathName: string, fields: Record<string, string>) =>
        new Request(`${ORIGIN}${pathName}`, {
          method: 'POST',
          headers: { origin: ORIGIN, cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        })
      const initOf = (answer: unknown) => (answer as { init: { status: number; headers: Record<string, string> } }).init
      const wrong = { currentPassword: 'not my password at all', password: 'a brand new passphrase' }
      for (let attempt = 0; attempt < 3; attempt++) expect(initOf(await securityAction(post('/en/account/security', wrong), 'en', { clientIp: ip })).status).toBe(400)
      for (let attempt = 0; attempt < 2; attempt++) expect(initOf(await deleteProfileAction(post('/en/account/delete-profile', { currentPassword: 'still wrong!!' }), 'en', { clientIp: ip })).status).toBe(400)
      const limited = initOf(await securityAction(post('/en/account/security', wrong), 'en', { clientIp: ip }))
      expect(limited.status).toBe(429)
      expect(limited.headers['Retry-After']).toBe('2')
      expect(initOf(await deleteProfileAction(post('/en/account/delete-profile', { currentPassword: PASSWORD }), 'en', { clientIp: ip })).status).toBe(429)
      // After the wait the right password changes it; the session goes on under a new token.
      await passTime(email, ip, 2)
      // (Post/Redirect/Get: the page is then loaded with the new cookie and says the password changed.)
      const changed = (await securityAction(post('/en/account/security', { currentPassword: PASSWORD, password: 'a brand new passphrase' }), 'en', { clientIp: ip })) as Response
      expect([changed.status, changed.headers.get('location')]).toEqual([303, '/en/account/security?changed=1'])
      const renewed = tokenOf(changed.headers.get('set-cookie')!)
      expect(renewed).not.toBe(token)
      // The change voided the browser's known-device cookie; it gets a new one, and stays known.
      const device = changed.headers.getSetCookie().find((cookie) => cookie.startsWith('sf_device=') && cookie.includes('Path=/en/auth'))!.split(';')[0]!
      const mailsBefore = (await mailsTo(email)).length
      await passTimeForAll(15 * 60)
      expect(await requestPasswordReset(request('/en/auth/forgot-password'), { clientIp: nextIp() }, email)).toBe('sent')
      expect(await requestPasswordReset(request('/en/auth/forgot-password', device), { clientIp: nextIp() }, email)).toBe('sent')
      expect((await mailsTo(email)).length).toBe(mailsBefore + 2)
      expect(await readSession(database, token)).toBeUndefined()
      expect((await readSession(database, renewed))?.user.email).toBe(email)
    })

    it('counts shop syncs per visitor of the demo account, not for all of them together', async () => {
      for (let sync = 0; sync < 120; sync++) expect(await reserveShopSync({ sessionId: 'demo-visitor-a' })).toEqual({ ok: true })
      expect(await reserveShopSync({ sessionId: 'demo-visitor-a' })).toMatchObject({ limited: true })
      expect(await reserveShopSync({ sessionId: 'demo-visitor-b' })).toEqual({ ok: true })
    })

    it('ends sessions 30 days after sign-in however often they are used, and keeps ten per account', async () => {
      const email = 'sessions@example.com'
      const user = await verifiedAccount(email)
      const tokens: string[] = []
      for (let attempt = 0; attempt < 12; attempt++) {
        const signedIn = await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
        if (!('setCookie' in signedIn)) throw new Error('not signed in')
        tokens.push(tokenOf(signedIn.setCookie))
        // Each sign-in a moment later than the one before.
        await database.db.update(sessions).set({ lastSeenAt: sql`now() - make_interval(secs => ${100 - attempt})` }).where(eq(sessions.id, sessionIdOf(tokens.at(-1)!)))
      }
      expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(10)
      expect(await readSession(database, tokens[0]!)).toBeUndefined()
      expect(await readSession(database, tokens[1]!)).toBeUndefined()
      expect(await readSession(database, tokens[2]!)).toBeDefined()
      // A session signed in 29 days and 23 hours ago, used daily: its next extension stops at 30 days…
      const old = sessionIdOf(tokens[2]!)
      await database.db.update(sessions).set({ createdAt: sql`now() - interval '29 days 23 hours'`, expiresAt: sql`now() + interval '10 minutes'` }).where(eq(sessions.id, old))
      const extended = await readSession(database, tokens[2]!)
      expect(extended?.renewed).toBe(true)
      const end = extended!.session.createdAt.getTime() + 30 * 86_400_000
      expect(Math.abs(extended!.session.expiresAt.getTime() - end)).toBeLessThan(1000)
      // …and after that it is over.
      await database.db.update(sessions).set({ createdAt: sql`now() - interval '30 days 1 minute'`, expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.id, old))
      expect(await readSession(database, tokens[2]!)).toBeUndefined()
    })

    it("keeps a customer's cart, wishlist and orders with the account: merged once, replaced after, deleted with it", async () => {
      const user = await verifiedAccount('shopper@example.com')
      const order = { number: 'SF-261126-ABCDEF', createdAt: '2026-11-26T09:00:00.000Z', items: [{ productId: 1030, name: { tr: 'Telefon', en: 'Phone', de: 'Telefon' }, quantity: 1, unitPrice: 62_910 }], summary: { total: 69_900, discount: 6_990, subtotal: 62_910, tax: 11_324, orderTotal: 74_234 }, payment: 'card' }
      const phone = parseShopState({ cart: { v: 1, items: [{ productId: 1031, quantity: 2 }] }, wishlist: { v: 1, productIds: [1030] } })
      const laptop = parseShopState({ cart: { v: 1, items: [{ productId: 1031, quantity: 1 }, { productId: 1032, quantity: 1 }] }, orders: { v: 1, orders: [order] } })
      expect(await saveAccountShop(database, user.id, 'merge', phone)).toEqual(phone)
      const merged = await saveAccountShop(database, user.id, 'merge', laptop)
      expect(merged.cart.items.map((line) => [line.productId, line.quantity])).toEqual([[1031, 2], [1032, 1]])
      expect(merged.wishlist.productIds).toEqual([1030])
      expect(merged.orders.orders.map((item) => item.number)).toEqual([order.number])
      expect(await readAccountShop(database, user.id)).toEqual(merged)
      // Signed in, the browser's changes replace the account's copy (a removal stays removed).
      const emptied = parseShopState({ orders: { v: 1, orders: [order] } })
      await saveAccountShop(database, user.id, 'replace', emptied)
      expect(await readAccountShop(database, user.id)).toEqual(emptied)

      // What a sync post may be: same origin, JSON, small, with a mode.
      const post = (body: string, headers: Record<string, string> = {}) =>
        readShopSync(new Request(`${ORIGIN}/en/account/shop-state`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, body }))
      expect(await post(JSON.stringify({ mode: 'merge', cart: { v: 1, items: [{ productId: 1030, quantity: 1 }] } }))).toMatchObject({ ok: true, value: { mode: 'merge' } })
      expect(await post('{"mode":"merge"}', { origin: 'https://evil.test' })).toEqual({ ok: false, status: 403 })
      expect(await post('{"mode":"steal"}')).toEqual({ ok: false, status: 400 })
      expect(await post('not json')).toEqual({ ok: false, status: 400 })
      expect(await post('{"mode":"merge"}', { 'content-type': 'text/plain' })).toEqual({ ok: false, status: 400 })
      expect(await post(JSON.stringify({ mode: 'replace', padding: 'x'.repeat(SHOP_BODY_LIMIT_BYTES) }))).toEqual({ ok: false, status: 413 })

      expect(await deleteUser(database, user, PASSWORD)).toBe('deleted')
      expect(await database.db.$count(accountShops, eq(accountShops.userId, user.id))).toBe(0)
    })

    it('opens the leads inbox to admins only, with filters, pages and a CSV of the filtered leads', async () => {
      const at = (iso: string) => new Date(iso)
      const lead = (index: number, kind: 'email' | 'form' | 'application', createdAt: Date) => ({
        kind,
        email: `lead${index}@example.com`,
        nameSurname: kind === 'email' ? null : `Lead ${index}`,
        message: kind === 'email' ? null : `Message ${index}`,
        language: 'en',
        createdAt,
        dedupeKey: `inbox-${index}`,
        deliveryStatus: 'stored' as const,
      })
      // 30 contact messages on 2026-03-10 (Istanbul), one sign-up late on the 9th in UTC but the 10th in Istanbul, one application on the 11th.
      await database.db.insert(leads).values([
        ...Array.from({ length: 30 }, (_, index) => lead(index, 'form', at(`2026-03-10T0${index % 10}:00:00Z`))),
        lead(100, 'email', at('2026-03-09T22:30:00Z')),
        lead(101, 'application', at('2026-03-11T12:00:00Z')),
      ])
      const admin = await verifiedAccount('inbox-admin@example.com', 'Grace Hopper')
      await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id))
      const adminCookie = `${SESSION_COOKIE}=${tokenOf((await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, admin.email, PASSWORD) as { setCookie: string }).setCookie)}`
      await verifiedAccount('inbox-user@example.com')
      const userCookie = `${SESSION_COOKIE}=${tokenOf((await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, 'inbox-user@example.com', PASSWORD) as { setCookie: string }).setCookie)}`

      // Anonymous: sign-in first, and back afterwards; a plain account: the 404 page.
      const anonymous = await loadLeadInbox(request('/en/admin/leads?kind=form'), 'en').catch((thrown: unknown) => thrown)
      expect(anonymous).toBeInstanceOf(Response)
      expect((anonymous as Response).headers.get('location')).toBe('/en/auth/sign-in?returnUrl=%2Fen%2Fadmin%2Fleads%3Fkind%3Dform')
      const notAdmin = await loadLeadInbox(request('/en/admin/leads', userCookie), 'en').catch((thrown: unknown) => thrown)
      expect(notAdmin).toMatchObject({ init: { status: 404 } })
      expect(await leadInboxCsv(request('/en/admin/leads.csv', userCookie), 'en').catch((thrown: unknown) => thrown)).toMatchObject({ init: { status: 404 } })

      // Istanbul's 10 March: the 30 messages and the sign-up, newest first, 25 to a page.
      const day = await loadLeadInbox(request('/en/admin/leads?from=2026-03-10&to=2026-03-10', adminCookie), 'en')
      expect(day.inbox).toMatchObject({ state: 'listed', total: 31, pageCount: 2, page: 1 })
      const secondPage = await loadLeadInbox(request('/en/admin/leads?from=2026-03-10&to=2026-03-10&page=2', adminCookie), 'en')
      expect(secondPage.inbox.state === 'listed' && secondPage.inbox.rows.map((row) => row.fields.Email)).toHaveLength(6)
      const kinds = await loadLeadInbox(request('/en/admin/leads?kind=application', adminCookie), 'en')
      expect(kinds.inbox.state === 'listed' && kinds.inbox.rows.map((row) => [row.fields.Email, row.deliveryStatus])).toEqual([['lead101@example.com', 'stored']])

      // Bad filters are the visitor's input: messages, no query.
      for (const [search, field] of [['kind=spam', 'kind'], ['from=2026-02-30', 'from'], ['from=2026-03-11&to=2026-03-10', 'to'], ['page=0', 'page'], ['page=abc', 'page']] as const) {
        const invalid = await loadLeadInbox(request(`/en/admin/leads?${search}`, adminCookie), 'en')
        expect(invalid.inbox.state, search).toBe('invalid')
        expect(invalid.inbox.state === 'invalid' && Object.keys(invalid.inbox.errors), search).toEqual([field])
      }

      const csv = await leadInboxCsv(request('/en/admin/leads.csv?kind=form&from=2026-03-10', adminCookie), 'en')
      expect(csv.status).toBe(200)
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(csv.headers.get('cache-control')).toBe('private, no-store')
      const lines = (await csv.text()).trim().split('\r\n')
      expect(lines).toHaveLength(31)
      expect(lines.slice(1).every((line) => line.includes(',form,'))).toBe(true)
      const refused = await leadInboxCsv(request('/en/admin/leads.csv?to=yesterday', adminCookie), 'en')
      expect([refused.status, await refused.text()]).toEqual([400, 'Enter a real date, for example 2026-11-26.\n'])
    })

    it("never spends the owner's reset on a stranger's flood: mails are coalesced, and the owner's known device always gets its own (issue 50)", async () => {
      const email = 'reset-flood@example.com'
      await verifiedAccount(email)
      const device = knownDeviceCookie(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD))
      const before = (await mailsTo(email)).length
      // Probe 3's flood: from each of four clients, two reset requests and a sign-up with the address.
      for (let client = 0; client < 4; client++) {
        const ip = nextIp()
        for (let attempt = 0; attempt < 2; attempt++) expect(await requestPasswordReset(request('/en/auth/forgot-password'), { clientIp: ip }, email)).toBe('sent')
        expect(await signUp(request('/en/auth/sign-up'), { clientIp: ip }, { name: 'Mallory', email, password: PASSWORD, language: 'en' })).toBe('sent')
      }
      // One reset mail and one "already registered": what a coalesced request points to is in the inbox, and works.
      expect((await mailsTo(email)).length).toBe(before + 2)
      expect(await resetTarget(await linkIn(email, 'reset-password'))).toMatchObject({ email })
      // The strangers keep on, one request after every coalescing window, until the address's day is spent.
      for (let round = 0; round < 10; round++) {
        await passTimeForAll(15 * 60)
        expect(await requestPasswordReset(request('/en/auth/forgot-password'), { clientIp: nextIp() }, email)).toBe('sent')
      }
      const spent = (await mailsTo(email)).length
      expect(spent).toBe(before + 9)
      // A browser that never signed in is one more stranger: "sent", nothing new.
      expect(await requestPasswordReset(request('/en/auth/forgot-password'), { clientIp: nextIp() }, email)).toBe('sent')
      expect((await mailsTo(email)).length).toBe(spent)
      // The owner's known device, from any address: a mail each time, and after its own allowance
      // a request to wait, never a "sent" without a mail.
      for (let attempt = 0; attempt < 3; attempt++) expect(await requestPasswordReset(request('/en/auth/forgot-password', device), { clientIp: nextIp() }, email)).toBe('sent')
      expect((await mailsTo(email)).length).toBe(spent + 3)
      const waiting = await requestPasswordReset(request('/en/auth/forgot-password', device), { clientIp: nextIp() }, email)
      expect(waiting).toMatchObject({ limited: true })
      expect((waiting as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(15 * 60)
      expect(await resetTarget(await linkIn(email, 'reset-password'))).toMatchObject({ email })
      // A device cookie of another account, or forged, is no known device.
      const [user] = await database.db.select().from(users).where(eq(users.email, email))
      const forged = device.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
      expect(await requestPasswordReset(request('/en/auth/forgot-password', forged), { clientIp: nextIp() }, email)).toBe('sent')
      expect((await mailsTo(email)).length).toBe(spent + 3)
      // A password change makes the device's cookie worthless: it knew the old password only.
      await database.db.update(users).set({ passwordChangedAt: sql`now()` }).where(eq(users.id, user!.id))
      await passTimeForAll(15 * 60)
      expect(await requestPasswordReset(request('/en/auth/forgot-password', device), { clientIp: nextIp() }, email)).toBe('sent')
      expect((await mailsTo(email)).length).toBe(spent + 3)
    })

    it('brakes guessing of one account from many clients after 20 failures in an hour, never its known device or session, and tells the owner once (issue 50)', async () => {
      const email = 'guessed@example.com'
      await verifiedAccount(email, 'Ada Guessed')
      const ownerSignIn = await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
      const device = knownDeviceCookie(ownerSignIn)
      const session = `${SESSION_COOKIE}=${tokenOf((ownerSignIn as { setCookie: string }).setCookie)}`
      const before = (await mailsTo(email)).length
      // Twenty wrong passwords, each from another client: no client's own backoff stops any.
      for (let guess = 0; guess < 20; guess++) expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, `guess number ${guess}`)).toEqual({ status: 'wrong' })
      // Then every client that never signed in to the account waits, whatever it tries.
      const braked = await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, 'guess number 20')
      expect(braked).toMatchObject({ limited: true, braked: true })
      expect((braked as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(3600)
      expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)).toMatchObject({ limited: true })
      // The owner's known device signs in, from any address; a wrong password there is just wrong.
      expect(await signIn(request('/en/auth/sign-in', device), { clientIp: nextIp() }, email, 'a typo in it')).toEqual({ status: 'wrong' })
      expect(await signIn(request('/en/auth/sign-in', device), { clientIp: nextIp() }, email, PASSWORD)).toMatchObject({ status: 'signed-in' })
      // Their signed-in session re-checks the password on the security page as usual.
      const recheck = new Request(`${ORIGIN}/en/account/security`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ currentPassword: 'not my password at all', password: 'a brand new passphrase' }),
      })
      expect((await securityAction(recheck, 'en', { clientIp: nextIp() }) as unknown as { init: { status: number } }).init.status).toBe(400)
      // The owner is told once, in their language, with the way to their sessions and password.
      for (let guess = 0; guess < 5; guess++) expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, 'more guesses')).toMatchObject({ limited: true })
      const told = (await mailsTo(email)).slice(before)
      expect(told).toHaveLength(1)
      expect(textOf(told[0]!)).toContain('Hello Ada Guessed,')
      expect(textOf(told[0]!)).toContain(`${ORIGIN}/en/account/security`)
      // An hour later, any client may try again.
      await passTimeForAll(3600)
      expect(await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)).toMatchObject({ status: 'signed-in' })
    })

    it('backs off the password re-checks of one session however many addresses it uses (issue 50)', async () => {
      const email = 'stolen-session@example.com'
      await verifiedAccount(email)
      const signedIn = await signIn(request('/en/auth/sign-in'), { clientIp: nextIp() }, email, PASSWORD)
      const cookie = `${SESSION_COOKIE}=${tokenOf((signedIn as { setCookie: string }).setCookie)}`
      const guess = () =>
        securityAction(
          new Request(`${ORIGIN}/en/account/security`, {
            method: 'POST',
            headers: { origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ currentPassword: 'a guess at it', password: 'a brand new passphrase' }),
          }),
          'en',
          { clientIp: nextIp() },
        ) as unknown as Promise<{ init: { status: number; headers: Record<string, string> } }>
      for (let attempt = 0; attempt < 5; attempt++) expect((await guess()).init.status).toBe(400)
      const limited = (await guess()).init
      expect([limited.status, limited.headers['Retry-After']]).toEqual([429, '2'])
    })

    it('refuses a post from another site before reading it', async () => {
      const forged = new Request(`${ORIGIN}/en/auth/sign-in`, {
        method: 'POST',
        headers: { origin: 'https://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.co&password=x',
      })
      const read = await readAccountForm(forged, SignInSchema)
      expect(read.ok).toBe(false)
      if (!read.ok) expect((read.response as unknown as { init: { status: number } }).init.status).toBe(403)
    })
  })
}
