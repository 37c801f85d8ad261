import { eq } from 'drizzle-orm'
import type { Database, Db } from '@db/client.server'
import { accountShops, sessionShops } from '@db/schema'
import { EMPTY_SHOP, mergeShopStates, parseShopState, SHOP_SYNC_BODY_LIMIT_BYTES, shopStateJson, type ShopState, type ShopStateJson } from '~/features/shop/account-shop'
import { parseUtf8Json } from '~/lib/server/request-body.server'
import { isSameOriginPost } from '~/lib/server/anti-forgery.server'
import { getDatabase } from '~/lib/server/database.server'
import { logger } from '~/lib/server/logger.server'
import { currentSession } from './account-service.server'
import type { ActiveSession } from './sessions.server'

/**
 * The demo shop of a signed-in customer, kept with the account (table account_shops): what the
 * browser held before sign-in merges into it once, then the browser sends each change and the
 * account's copy follows (app/features/accounts/account-shop-sync.ts). Order history and wishlist
 * pages read it on the server, so they show the account's own, on any device.
 */

/** Db: the database or a transaction of it. */
type Executor = Pick<Db, 'select' | 'insert'>

/**
 * Whose shop: an account's (a number: its user id), or one session's. The shared demo account
 * is signed in by many visitors at once; each of them has their own demo shop, kept with their
 * session (table session_shops), so one visitor's orders never show up for, or break the pages
 * of, another.
 */
export type ShopOwner = number | { sessionId: string }

export const shopOwnerOf = (session: ActiveSession): ShopOwner => (session.user.isDemo ? { sessionId: session.session.id } : session.user.id)

export async function readAccountShop(database: Database, owner: ShopOwner): Promise<ShopState> {
  return readShop(database.db, owner)
}

/** What is stored is read with the same parsers as a post: a row written before a rule existed can hold nothing a page cannot show. */
async function readShop(db: Executor, owner: ShopOwner): Promise<ShopState> {
  const [row] =
    typeof owner === 'number'
      ? await db.select().from(accountShops).where(eq(accountShops.userId, owner))
      : await db.select().from(sessionShops).where(eq(sessionShops.sessionId, owner.sessionId))
  return row ? parseShopState(row as ShopStateJson) : EMPTY_SHOP
}

async function writeShop(db: Executor, owner: ShopOwner, state: ShopState): Promise<void> {
  const json = shopStateJson(state)
  if (typeof owner === 'number') {
    await db
      .insert(accountShops)
      .values({ userId: owner, ...json })
      .onConflictDoUpdate({ target: accountShops.userId, set: { ...json, updatedAt: new Date() } })
  } else {
    await db
      .insert(sessionShops)
      .values({ sessionId: owner.sessionId, ...json })
      .onConflictDoUpdate({ target: sessionShops.sessionId, set: { ...json, updatedAt: new Date() } })
  }
}

async function lockShop(db: Pick<Db, 'select'>, owner: ShopOwner): Promise<void> {
  if (typeof owner === 'number') await db.select({ userId: accountShops.userId }).from(accountShops).where(eq(accountShops.userId, owner)).for('update')
  else await db.select({ sessionId: sessionShops.sessionId }).from(sessionShops).where(eq(sessionShops.sessionId, owner.sessionId)).for('update')
}

/**
 * `merge`: the browser's shop joins the account's (sign-in in this browser); `replace`: the
 * browser's shop is the account's from now on (a change made while signed in). Both in one
 * transaction, so two tabs never lose each other's merge.
 */
export async function saveAccountShop(database: Database, owner: ShopOwner, mode: 'merge' | 'replace', browser: ShopState): Promise<ShopState> {
  return database.db.transaction(async (tx) => {
    if (mode === 'replace') {
      await writeShop(tx, owner, browser)
      return browser
    }
    // Lock the row (when there is one) so a concurrent merge waits for this one.
    await lockShop(tx, owner)
    const merged = mergeShopStates(await readShop(tx, owner), browser)
    await writeShop(tx, owner, merged)
    return merged
  })
}

/** A whole shop stays far below this (app/features/shop/account-shop.ts); the server lets this route's posts through up to it. */
export const SHOP_BODY_LIMIT_BYTES = SHOP_SYNC_BODY_LIMIT_BYTES

type ShopSyncRequest = { mode: 'merge' | 'replace'; state: ShopState }
export type ReadShopSync = { ok: true; value: ShopSyncRequest } | { ok: false; status: 400 | 403 | 413 }

/**
 * A sync post: from this site only (Origin / Sec-Fetch-Site), JSON of at most
 * SHOP_BODY_LIMIT_BYTES (counted while reading, whatever Content-Length says), with a mode and
 * the three parts, each read by the storage parsers (what they cannot read is dropped).
 */
export async function readShopSync(request: Request): Promise<ReadShopSync> {
  if (!isSameOriginPost(request.headers, request.url)) return { ok: false, status: 403 }
  if (!/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(request.headers.get('content-type') ?? '')) return { ok: false, status: 400 }
  if (Number(request.headers.get('content-length') ?? 0) > SHOP_BODY_LIMIT_BYTES) return { ok: false, status: 413 }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > SHOP_BODY_LIMIT_BYTES) {
        await reader.cancel()
        return { ok: false, status: 413 }
      }
      chunks.push(value)
    }
  }
  const parsed = parseUtf8Json(Buffer.concat(chunks))
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return { ok: false, status: 400 }
  const body = parsed.value as Record<string, unknown>
  if (body.mode !== 'merge' && body.mode !== 'replace') return { ok: false, status: 400 }
  return { ok: true, value: { mode: body.mode, state: parseShopState(body as Partial<ShopStateJson>) } }
}

/**
 * The account's shop for a page that shows it (wishlist, order history); undefined for an
 * anonymous visitor, or when the database does not answer (the page then shows the browser's).
 */
export async function savedAccountShop(request: Request): Promise<ShopState | undefined> {
  const session = await currentSession(request)
  if (!session) return undefined
  try {
    return await readAccountShop(await getDatabase(), shopOwnerOf(session))
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'account shop not readable')
    return undefined
  }
}
