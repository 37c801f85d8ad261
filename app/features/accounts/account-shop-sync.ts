import { parseShopState, shopStateJson, type ShopState } from '~/features/shop/account-shop'
import { ACCOUNT_SHOP_KEY, accountShopMarker } from '~/features/shop/cart/cart-bridge'
import { cartStore } from '~/features/shop/cart/cart-store'
import { ordersStore } from '~/features/shop/checkout/orders-store'
import { wishlistStore } from '~/features/shop/wishlist/wishlist-store'

/**
 * Keeps the browser's demo shop (cart, wishlist, orders in localStorage) in step with the
 * signed-in account's (GET/POST /{lang}/account/shop-state). Loaded only for signed-in visitors.
 * The rules:
 * - the first page after sign-in in a browser whose shop is an anonymous visitor's own: that shop
 *   merges into the account's, and the browser keeps the merged one (it is the account's copy now);
 * - any later page: the account's shop replaces the browser's copy (another device may have
 *   changed it), and every change made here is sent right after (the account follows);
 * - signed out: the browser's copy of the account's shop is cleared (it stays with the account),
 *   so the next person at this computer does not see it (app/frame/account-shop.ts).
 */

const stores = [cartStore, wishlistStore, ordersStore] as const
let syncing: string | null = null
let applying = false
let pending: ReturnType<typeof setTimeout> | undefined

const localShop = (): ShopState => ({ cart: cartStore.get(), wishlist: wishlistStore.get(), orders: ordersStore.get() })

function apply(state: ShopState) {
  applying = true
  try {
    cartStore.update(() => state.cart)
    wishlistStore.update(() => state.wishlist)
    ordersStore.update(() => state.orders)
  } finally {
    applying = false
  }
}

function setMarker(key: string) {
  try {
    window.localStorage.setItem(ACCOUNT_SHOP_KEY, key)
  } catch {
    // Storage is off: the shop lives in memory for this page, nothing to mark.
  }
}

async function exchange(language: string, body?: { mode: 'merge' | 'replace'; state: ShopState }, keepalive = false): Promise<ShopState | null> {
  try {
    const response = await fetch(`/${language}/account/shop-state`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify({ mode: body.mode, ...shopStateJson(body.state) }) : undefined,
      credentials: 'same-origin',
      keepalive,
    })
    if (!response.ok) return null
    return parseShopState(((await response.json()) as { state?: never }).state)
  } catch {
    return null
  }
}

export async function startShopSync(language: string, accountKey: string): Promise<void> {
  if (syncing === accountKey) return
  syncing = accountKey
  const marker = accountShopMarker()
  // A change the visitor makes while the account's copy is on its way (a wishlist item removed
  // right away) must not be undone by that copy.
  let changedMeanwhile = false
  const stopNoting = stores.map((store) => store.subscribe(() => (changedMeanwhile ||= !applying)))
  // An anonymous visitor's shop joins the account; another account's copy is simply replaced.
  let account = marker === null ? await exchange(language, { mode: 'merge', state: localShop() }) : await exchange(language)
  // Changed meanwhile: on the first page after sign-in the shop joins again (nothing is lost);
  // on a later page the visitor's change wins, as it would a moment later.
  if (account && changedMeanwhile) account = await exchange(language, { mode: marker === null ? 'merge' : 'replace', state: localShop() })
  for (const stop of stopNoting) stop()
  // Not reachable now (offline, database down): the browser keeps its shop and tries again on the next page.
  if (!account || syncing !== accountKey) return
  apply(account)
  setMarker(accountKey)
  const send = (keepalive = false) => {
    clearTimeout(pending)
    pending = undefined
    void exchange(language, { mode: 'replace', state: localShop() }, keepalive)
  }
  // Changes come in bursts (a quantity stepped three times): one request after the last.
  const changed = () => {
    if (applying || syncing !== accountKey) return
    clearTimeout(pending)
    pending = setTimeout(send, 300)
  }
  for (const store of stores) store.subscribe(changed)
  // Leaving the page before the pause is over: send now, and let the request outlive the page.
  window.addEventListener('pagehide', () => pending !== undefined && send(true))
}
