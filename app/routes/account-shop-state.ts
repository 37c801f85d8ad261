import { data } from 'react-router'
import { readAccountShop, readShopSync, saveAccountShop, shopOwnerOf } from '~/features/accounts/account-shop.server'
import { currentSession } from '~/features/accounts/account-service.server'
import { reserveShopSync } from '~/features/accounts/account-limits.server'
import { shopStateJson } from '~/features/shop/account-shop'
import { getDatabase } from '~/lib/server/database.server'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http-cache'
import { logger } from '~/lib/server/logger.server'
import type { Route } from './+types/account-shop-state'

/**
 * The signed-in customer's demo shop as JSON (cart, wishlist, orders): GET reads it, POST merges
 * the browser's into it (`mode: "merge"`, once after sign-in) or replaces it (`"replace"`, each
 * change after). Answers are never cached; a signed-out visitor gets 401.
 */
const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  data(body, { status, headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL, ...headers } })

/** Whose shop this request reads or writes: the account's, or a demo visitor's own (shopOwnerOf). */
async function shopOwner(request: Request) {
  const session = await currentSession(request)
  return session ? { userId: session.user.id, owner: shopOwnerOf(session) } : undefined
}

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await shopOwner(request)
  if (!signedIn) return answer({ error: 'signed-out' }, 401)
  try {
    return answer({ state: shopStateJson(await readAccountShop(await getDatabase(), signedIn.owner)) })
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'account shop not readable')
    return answer({ error: 'unavailable' }, 503, { 'Retry-After': '30' })
  }
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return answer({ error: 'method' }, 405, { Allow: 'GET, POST' })
  const signedIn = await shopOwner(request)
  if (!signedIn) return answer({ error: 'signed-out' }, 401)
  const sync = await readShopSync(request)
  if (!sync.ok) return answer({ error: sync.status === 403 ? 'forbidden' : sync.status === 413 ? 'too-large' : 'invalid' }, sync.status)
  const place = await reserveShopSync(signedIn.owner)
  if ('limited' in place) return answer({ error: 'rate-limited' }, 429, { 'Retry-After': String(place.retryAfterSeconds) })
  try {
    const state = await saveAccountShop(await getDatabase(), signedIn.owner, sync.value.mode, sync.value.state)
    return answer({ state: shopStateJson(state) })
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'account shop not saved')
    return answer({ error: 'unavailable' }, 503, { 'Retry-After': '30' })
  }
}
