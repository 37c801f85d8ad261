import { ACCOUNT_SHOP_KEY } from '~/features/shop/cart/cart-bridge'
import { CART_KEY, ORDERS_KEY, WISHLIST_KEY } from '~/features/shop/shop-keys'

/**
 * After sign-out the browser's copy of the account's shop goes (the account keeps it), so the
 * next person at this computer does not see it: on the first page without a signed-in account
 * (`.site-header[data-signed-in]` absent) while storage still marks the shop as an account's.
 * Sign-out loads its page anew, so this runs before any shop code reads storage.
 */
export function startAccountShopExit(): void {
  const header = document.querySelector('.site-header')
  if (!header || header.hasAttribute('data-signed-in')) return
  try {
    if (localStorage.getItem(ACCOUNT_SHOP_KEY) === null) return
    for (const key of [CART_KEY, WISHLIST_KEY, ORDERS_KEY, ACCOUNT_SHOP_KEY]) localStorage.removeItem(key)
  } catch {
    // Storage is off: there is nothing to clear.
  }
}
