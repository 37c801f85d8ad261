import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express, { type ErrorRequestHandler } from 'express'
import { eq, sql } from 'drizzle-orm'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@db/client.server'
import { accountShops, sessions, sessionShops, users, type User } from '@db/schema'
import { billingAction, loadSessions, notificationsAction, profileAction, securityAction } from '~/features/accounts/account-pages.server'
import { createUser } from '~/features/accounts/accounts.server'
import { LISTED_SESSIONS, readSession, SESSION_COOKIE, sessionIdOf } from '~/features/accounts/sessions.server'
import { ORDERS_BUDGET_BYTES, type Order } from '~/features/shop/checkout/orders'
import * as orderHistoryRoute from '~/routes/account-order-history'
import * as shopStateRoute from '~/routes/account-shop-state'
import { PAGE_BODY_LIMIT_BYTES, reactRouterHandler } from '../../server/react-router-handler'
import { resolveSiteOrigin } from '../../server/site-origin'
import { openTestDatabase } from './helpers/test-database'

const PASSWORD = 'correct horse battery staple'

/** A realistic order as checkout makes it: two lines, ~600 bytes of JSON. */
function order(index: number): Order {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString()
  return {
    number: `SF-260101-${String(index).padStart(6, 'A').replace(/\d/g, (digit) => 'BCDEFGHJKL'[Number(digit)]!)}`,
    createdAt,
    items: [
      { productId: 1030, name: { tr: 'Nova X Akıllı Telefon', en: 'Nova X Smartphone', de: 'Nova X Smartphone' }, quantity: 1, unitPrice: 62_910, color: 'Midnight Black', size: '128 GB' },
      { productId: 1031, name: { tr: 'Organik Pamuk Tişört', en: 'Organic Cotton T-Shirt', de: 'T-Shirt aus Bio-Baumwolle' }, quantity: 2, unitPrice: 2_499, color: 'Navy', size: 'M' },
    ],
    summary: { total: 74_898, discount: 6_990, subtotal: 67_908, tax: 12_223, orderTotal: 80_131 },
    payment: 'card',
  }
}
/** Newest first, as the browser keeps them. */
const orders = (count: number) => Array.from({ length: count }, (_, index) => order(count - index))

/**
 * A server as production runs pages: Express, our React Router adapter with its body limits, and a
 * build of two routes: the real shop sync route, and a page action standing for every other page
 * post (the general limit). Same error handler shape as server/app.ts.
 */
async function startPageServer() {
  const root = { id: 'root', path: '', module: {} }
  const routes = {
    root,
    'routes/account-shop-state': { id: 'routes/account-shop-state', parentId: 'root', path: ':lang/account/shop-state', module: shopStateRoute },
    'routes/other': { id: 'routes/other', parentId: 'root', path: ':lang/other', module: { action: async ({ request }: { request: Request }) => Response.json({ bytes: (await request.arrayBuffer()).byteLength }) } },
  }
  const build = {
    entry: { module: { default: () => new Response('no documents here', { status: 500 }) } },
    routes,
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
  const app = express()
  app.use(resolveSiteOrigin)
  app.all('/{*splat}', reactRouterHandler({ build: async () => build, getLoadContext: () => ({ cspNonce: '' }) }))
  const onError: ErrorRequestHandler = (error: { status?: number }, _req, res, _next) => {
    res.status(typeof error?.status === 'number' ? error.status : 500).end()
  }
  app.use(onError)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

/**
 * Issue 34 (security probe 2, findings 5 and 7) on a real database, once on embedded PGlite and
 * once on a PostgreSQL server: the shared demo account cannot be changed for other visitors,
 * stored orders are checked against the catalogue, the session list stays bounded, and a
 * customer's shop sync passes the page body limit while every other page post keeps 16 KB.
 */
export function accountAbuseSuite(engine: 'pglite' | 'postgres') {
  let database: Database
  let closeTestDatabase = async () => {}
  let server: Awaited<ReturnType<typeof startPageServer>>
  let demo: User
  let customer: User

  beforeAll(async () => {
    ;({ database, close: closeTestDatabase } = await openTestDatabase(engine, 'account-abuse'))
    const created = await createUser(database, { name: 'Demo', email: 'demo@example.com', password: PASSWORD, language: 'en' }, { isDemo: true, verified: true })
    const shopper = await createUser(database, { name: 'Ada Lovelace', email: 'ada@example.com', password: PASSWORD, language: 'en' }, { verified: true })
    if (created.status !== 'created' || shopper.status !== 'created') throw new Error('accounts not created')
    demo = created.user
    customer = shopper.user
    server = await startPageServer()
  })

  afterAll(async () => {
    await server?.close()
    await closeTestDatabase()
  })

  /** A browser signed in to `user`: its cookie and its session as the server reads it. */
  async function signedIn(user: User, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0') {
    // The row a sign-in writes (written here directly: these tests are about what comes after).
    const token = randomBytes(32).toString('base64url')
    await database.db.insert(sessions).values({ id: sessionIdOf(token), userId: user.id, expiresAt: sql`now() + interval '1 day'`, userAgent })
    const session = (await readSession(database, token))!
    return { cookie: `${SESSION_COOKIE}=${token}`, session }
  }

  const sync = (cookie: string, body: unknown) =>
    fetch(`${server.origin}/en/account/shop-state`, { method: 'POST', headers: { cookie, origin: server.origin, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const shopOf = async (cookie: string) => {
    const response = await fetch(`${server.origin}/en/account/shop-state`, { headers: { cookie } })
    expect(response.status).toBe(200)
    return ((await response.json()) as { state: { orders: { orders: Order[]; dropped?: number } } }).state
  }
  /** A sync post as the browser sends it after a change: the whole shop, here with a cart of two lines and two wished products. */
  const replaceWith = (list: Order[]) => ({
    mode: 'replace',
    cart: { v: 1, items: [{ id: '1030|Silver|256 GB', productId: 1030, quantity: 1, color: 'Silver', size: '256 GB' }, { id: '1031|White|L', productId: 1031, quantity: 2, color: 'White', size: 'L' }] },
    wishlist: { v: 1, productIds: [1030, 1032] },
    orders: { v: 1, orders: list },
  })

  /** A form post of an account page, from this site. */
  const form = (pathName: string, cookie: string, fields: Record<string, string>) =>
    new Request(`${server.origin}${pathName}`, {
      method: 'POST',
      headers: { cookie, origin: server.origin, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams(fields),
    })
  const statusOf = (answer: unknown) => (answer as { init: { status: number } }).init.status
  const messageOf = (answer: unknown) => (answer as { data: { message?: string } }).data.message

  describe(`accounts against abuse on ${engine}`, () => {
    it("keeps each demo visitor's shop to themselves", async () => {
      const a = await signedIn(demo)
      const b = await signedIn(demo)
      expect((await sync(a.cookie, replaceWith(orders(2)))).status).toBe(200)
      expect((await shopOf(a.cookie)).orders.orders).toHaveLength(2)
      // B sees nothing of A's, and B's own changes leave A's alone.
      expect((await shopOf(b.cookie)).orders.orders).toEqual([])
      expect((await sync(b.cookie, { ...replaceWith([]), cart: { v: 1, items: [{ productId: 1031, quantity: 1 }] } })).status).toBe(200)
      expect((await shopOf(a.cookie)).orders.orders).toHaveLength(2)
      expect(await database.db.$count(accountShops, eq(accountShops.userId, demo.id))).toBe(0)
      // The visitor's shop ends with their session.
      await database.db.delete(sessions).where(eq(sessions.id, a.session.session.id))
      expect(await database.db.$count(sessionShops, eq(sessionShops.sessionId, a.session.session.id))).toBe(0)
    })

    it("refuses changes of the demo account's name, billing details and notifications (403, translated message)", async () => {
      const a = await signedIn(demo)
      const answers = [
        await profileAction(form('/en/account/profile', a.cookie, { name: 'Visit evil.example', language: 'de' }), 'en'),
        await billingAction(form('/en/account/payment-details', a.cookie, { company: 'ACME', taxNumber: '1234567890', address: 'Secret street 1' }), 'en'),
        await notificationsAction(form('/en/account/notifications', a.cookie, { productNews: 'on', blogDigest: 'on' }), 'en'),
      ]
      for (const answer of answers) expect([statusOf(answer), messageOf(answer)]).toEqual([403, 'account.errors.demoAccount'])
      const [stored] = await database.db.select().from(users).where(eq(users.id, demo.id))
      expect(stored).toMatchObject({ name: 'Demo', language: 'en', billing: null, notifications: demo.notifications })
      // A customer's own changes still go through.
      const c = await signedIn(customer)
      expect(statusOf(await profileAction(form('/en/account/profile', c.cookie, { name: 'Ada King', language: 'en' }), 'en'))).toBe(200)
      expect((await database.db.select().from(users).where(eq(users.id, customer.id)))[0]!.name).toBe('Ada King')
    })

    it("shows a demo visitor their own session only, and ends none of the others'", async () => {
      const a = await signedIn(demo, 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0')
      const b = await signedIn(demo)
      const list = await loadSessions(a.session, 'en')
      expect(list).toEqual({ items: [expect.objectContaining({ id: a.session.session.id, current: true, device: 'Firefox · Windows' })], more: 0 })
      // The action as the route calls it, with the request context (client address) it takes on the sign-in limits' branch.
      const security = securityAction as (request: Request, lang: string, context: { clientIp?: string }) => ReturnType<typeof securityAction>
      const endAll = await security(form('/en/account/security', a.cookie, { intent: 'sessions' }), 'en', {})
      const endB = await security(form('/en/account/security', a.cookie, { intent: 'sessions', session: b.session.session.id }), 'en', {})
      for (const answer of [endAll, endB]) expect([statusOf(answer), messageOf(answer)]).toEqual([403, 'account.errors.demoAccount'])
      expect(await readSession(database, b.cookie.split('=')[1]!)).toBeDefined()
    })

    it('lists at most LISTED_SESSIONS sessions, counting the rest in the database (10,000 sessions)', async () => {
      const own = await signedIn(customer)
      // One statement: the rows a flood of sign-ins would leave behind.
      await database.db.execute(
        sql`insert into ${sessions} (id, user_id, expires_at, last_seen_at, user_agent) select 'bulk-' || n, ${customer.id}, now() + interval '1 day', now() - make_interval(secs => n), 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' from generate_series(1, 10000) as n`,
      )
      const total = await database.db.$count(sessions, eq(sessions.userId, customer.id))
      expect(total).toBeGreaterThanOrEqual(10_001)
      const list = await loadSessions(own.session, 'en')
      expect(list.items).toHaveLength(LISTED_SESSIONS)
      expect(list.items[0]).toMatchObject({ id: own.session.session.id, current: true })
      expect(list.more).toBe(total - LISTED_SESSIONS)
      // The demo account with 10,000 visitors: one row.
      await database.db.execute(
        sql`insert into ${sessions} (id, user_id, expires_at) select 'demo-bulk-' || n, ${demo.id}, now() + interval '1 day' from generate_series(1, 10000) as n`,
      )
      const visitor = await signedIn(demo)
      expect(await loadSessions(visitor.session, 'en')).toMatchObject({ items: [{ id: visitor.session.session.id }], more: 0 })
      await database.db.execute(sql`delete from ${sessions} where id like 'bulk-%' or id like 'demo-bulk-%'`)
    })

    it('drops orders the catalogue does not know, for every account, and a stored bad row never breaks the order history', async () => {
      const c = await signedIn(customer)
      const good = order(1)
      const bad: unknown[] = [
        { ...order(2), items: [{ ...order(2).items[0], name: { en: { x: 1 } } }] },
        { ...order(3), items: [{ ...order(3).items[0], productId: 999_999 }] },
        { ...order(4), payment: 'bitcoin' },
        { ...order(5), items: [{ ...order(5).items[0], quantity: 1e9 }] },
        { ...order(6), items: [{ ...order(6).items[0], unitPrice: -5 }] },
      ]
      const response = await sync(c.cookie, { ...replaceWith([]), orders: { v: 1, orders: [good, ...bad] } })
      expect(response.status).toBe(200)
      expect((await shopOf(c.cookie)).orders.orders.map((item) => item.number)).toEqual([good.number])

      // Rows written before these checks: read with them, so the page gets only what it can show.
      const stored = { cart: { v: 1, items: [] }, wishlist: { v: 1, productIds: [] }, orders: { v: 1, orders: [bad[0], good] } }
      await database.db.update(accountShops).set(stored).where(eq(accountShops.userId, customer.id))
      const visitor = await signedIn(demo)
      await database.db.insert(sessionShops).values({ sessionId: visitor.session.session.id, ...stored })
      for (const cookie of [c.cookie, visitor.cookie]) {
        const request = new Request(`${server.origin}/en/account/order-history`, { headers: { cookie } })
        const data = await orderHistoryRoute.loader({ request, params: { lang: 'en' }, context: {} } as unknown as Parameters<typeof orderHistoryRoute.loader>[0])
        expect(data.saved?.orders.map((item) => item.number)).toEqual([good.number])
        for (const item of data.saved!.orders.flatMap((kept) => kept.items)) expect(Object.values(item.name).every((name) => typeof name === 'string')).toBe(true)
      }
    })

    it("syncs a customer's 30 and 200 orders over HTTP, bounded, while every other page post keeps the 16 KB limit", async () => {
      const c = await signedIn(customer)
      const thirty = JSON.stringify(replaceWith(orders(30)))
      expect(Buffer.byteLength(thirty)).toBeGreaterThan(PAGE_BODY_LIMIT_BYTES)
      const first = await sync(c.cookie, replaceWith(orders(30)))
      expect(first.status).toBe(200)
      expect((await shopOf(c.cookie)).orders.orders).toHaveLength(30)

      // 200 orders: accepted, and the account keeps the newest within the budget, saying how many went.
      const many = await sync(c.cookie, replaceWith(orders(200)))
      expect(many.status).toBe(200)
      const kept = (await shopOf(c.cookie)).orders
      expect(kept.orders.length).toBeGreaterThan(30)
      expect(kept.orders.length).toBeLessThan(200)
      expect(kept.orders[0]!.number).toBe(order(200).number)
      expect(kept.dropped).toBe(200 - kept.orders.length)
      expect(Buffer.byteLength(JSON.stringify(kept.orders))).toBeLessThanOrEqual(ORDERS_BUDGET_BYTES)
      // What the account holds always fits a sync post: the next change still goes through.
      const next = await sync(c.cookie, { mode: 'replace', cart: { v: 1, items: [{ productId: 1030, quantity: 1 }] }, wishlist: { v: 1, productIds: [] }, orders: kept })
      expect(next.status).toBe(200)
      expect((await shopOf(c.cookie)).orders).toEqual(kept)

      // Any other page post: 16 KB, as before.
      const other = (bytes: number) => fetch(`${server.origin}/en/other`, { method: 'POST', headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' }, body: `a=${'x'.repeat(bytes - 2)}` })
      expect((await other(PAGE_BODY_LIMIT_BYTES)).status).toBe(200)
      expect((await other(PAGE_BODY_LIMIT_BYTES + 1)).status).toBe(413)
      expect((await other(Buffer.byteLength(thirty))).status).toBe(413)
    })
  })
}
