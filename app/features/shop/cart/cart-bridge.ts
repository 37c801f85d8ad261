import type * as CartStore from './cart-store'

/**
 * The header's only link to the cart code. It is in every page's bundle (and its keys in the
 * frame script's), so it holds no cart code: the store (cart-store.ts) is imported on demand.
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

let loading: Promise<typeof CartStore> | null = null

export function loadCartStore(): Promise<typeof CartStore> {
  loading ??= import('./cart-store')
  return loading
}

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
