import { CART_KEY, SHOP_STORAGE_PREFIX } from './cart/cart-bridge'

/**
 * Browser-storage keys of the demo shop. They share one prefix (SPEC §7) so the shop's data can
 * be found, and cleared, as a group. The prefix and the cart key live in the header's tiny
 * cart-bridge module, so that pages outside the shop load nothing more than that.
 */
export { CART_KEY }
export const WISHLIST_KEY = `${SHOP_STORAGE_PREFIX}wishlist`
export const ORDERS_KEY = `${SHOP_STORAGE_PREFIX}orders`
