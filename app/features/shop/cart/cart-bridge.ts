import type * as CartStore from './cart-store'

/**
 * The header's only link to the cart. It is in every page's bundle, so it holds no cart code:
 * the store (cart-store.ts) is imported on demand and attaches itself here when it loads, from
 * here or from a shop page that imports it directly.
 */

/** Every shop storage key starts with this (see shop-keys.ts). */
export const SHOP_STORAGE_PREFIX = 'sf.shop.'
export const CART_KEY = `${SHOP_STORAGE_PREFIX}cart`
/**
 * Set while the browser's cart, wishlist and orders are a signed-in account's copy (its opaque
 * shop key, app/features/accounts/account-shop-sync.ts); absent while they are an anonymous
 * visitor's own.
 */
export const ACCOUNT_SHOP_KEY = `${SHOP_STORAGE_PREFIX}account`

type CartCountSource = { subscribe: (listener: () => void) => () => void; getCount: () => number }

let source: CartCountSource | null = null
let loading: Promise<typeof CartStore> | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function attachCartStore(store: CartCountSource) {
  if (source) return
  source = store
  store.subscribe(emit)
  emit()
}

export function loadCartStore(): Promise<typeof CartStore> {
  loading ??= import('./cart-store')
  return loading
}

export function subscribeCartCount(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getCartCount = () => source?.getCount() ?? 0
export const getServerCartCount = () => 0

/** Whether storage holds a cart (then the count is worth loading the store for). */
export function storedCartExists(): boolean {
  try {
    return window.localStorage.getItem(CART_KEY) !== null
  } catch {
    return false
  }
}

/** The account whose copy the browser's shop is, if any (see ACCOUNT_SHOP_KEY). */
export function accountShopMarker(): string | null {
  try {
    return window.localStorage.getItem(ACCOUNT_SHOP_KEY)
  } catch {
    return null
  }
}
