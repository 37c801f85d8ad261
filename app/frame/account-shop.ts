import { ACCOUNT_SHOP_KEY } from '~/features/shop/cart/cart-bridge'
import { CART_KEY, ORDERS_KEY, WISHLIST_KEY } from '~/features/shop/shop-keys'
import * as HOOKS from '~/lib/frame-hooks'
import { select } from '~/lib/frame-hooks'

/**
 * After sign-out the browser's copy of the account's shop goes (the account keeps it), so the
 * next person at this computer does not see it: on the first page without a signed-in account
 * (the site header's `signedIn` hook absent) while storage still marks the shop as an account's.
 * Sign-out loads its page anew, so this runs before any shop code reads storage.
 */
export function startAccountShopExit(): void {
  const header = document.querySelector(select(HOOKS.siteHeader))
  if (!header || header.hasAttribute(HOOKS.signedIn)) return
  try {
    if (localStorage.getItem(ACCOUNT_SHOP_KEY) === null) return
    for (const key of [CART_KEY, WISHLIST_KEY, ORDERS_KEY, ACCOUNT_SHOP_KEY]) localStorage.removeItem(key)
  } catch {
    // Storage is off: there is nothing to clear.
  }
}
