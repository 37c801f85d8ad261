import { findProduct } from './catalog'
import { cartReducer, EMPTY_CART, parseCart, serializeCart, type CartState } from './cart/cart-reducer'
import { EMPTY_ORDERS, keepNewest, parseOrders, serializeOrders, type OrdersState } from './checkout/orders'
import { EMPTY_WISHLIST, parseWishlist, serializeWishlist, type WishlistState } from './wishlist/wishlist-reducer'

/**
 * A signed-in customer's shop, as the browser and the server exchange it: the cart, the wishlist
 * and the order history, each in its storage format (`{ v: 1, … }`). Both sides read it with the
 * browser storage's own parsers, so unknown products, bad quantities and malformed orders are
 * dropped the same way wherever they come from.
 */
export type ShopState = { cart: CartState; wishlist: WishlistState; orders: OrdersState }
/** The wire and database shape: each part as the plain object its storage key holds. */
export type ShopStateJson = { cart: unknown; wishlist: unknown; orders: unknown }

/**
 * The most a sync post (POST /{lang}/account/shop-state) may carry, above the 16 KB of every other
 * page post (server/react-router-handler.ts gives this route its own limit). A whole shop is far
 * smaller: orders are kept within ORDERS_BUDGET_BYTES, the cart within stock, the wishlist within
 * the catalogue.
 */
export const SHOP_SYNC_BODY_LIMIT_BYTES = 128 * 1024

export const EMPTY_SHOP: ShopState = { cart: EMPTY_CART, wishlist: EMPTY_WISHLIST, orders: EMPTY_ORDERS }

const stockOf = (productId: number) => findProduct(productId)?.stock
const exists = (productId: number) => findProduct(productId) !== undefined
/** The parsers read storage strings; a part that is missing is empty, not "repaired". */
const text = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

export function parseShopState(json: Partial<ShopStateJson> | null | undefined): ShopState {
  return {
    cart: parseCart(text(json?.cart), stockOf).state,
    wishlist: parseWishlist(text(json?.wishlist), exists).state,
    orders: parseOrders(text(json?.orders)).state,
  }
}

export function shopStateJson(state: ShopState): ShopStateJson {
  return { cart: JSON.parse(serializeCart(state.cart)), wishlist: JSON.parse(serializeWishlist(state.wishlist)), orders: JSON.parse(serializeOrders(state.orders)) }
}

/**
 * What a browser holds before sign-in, merged into what the account holds: the same cart line
 * keeps the larger quantity (never the sum: merging twice changes nothing), lines and wished
 * products only in one of them are added (within stock), and orders are joined by number, newest
 * first. The account's order of things comes first.
 */
export function mergeShopStates(account: ShopState, browser: ShopState): ShopState {
  let cart = account.cart
  for (const line of browser.cart.items) {
    const existing = cart.items.find((item) => item.id === line.id)
    cart = existing
      ? cartReducer(cart, { type: 'set', id: line.id, quantity: Math.max(existing.quantity, line.quantity) }, stockOf)
      : cartReducer(cart, { type: 'add', productId: line.productId, quantity: line.quantity, color: line.color, size: line.size }, stockOf)
  }
  const productIds = [...account.wishlist.productIds, ...browser.wishlist.productIds.filter((id) => !account.wishlist.productIds.includes(id))]
  const numbers = new Set(account.orders.orders.map((order) => order.number))
  const orders = [...account.orders.orders, ...browser.orders.orders.filter((order) => !numbers.has(order.number))].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  // Within the same bounds as any shop (a merged one must fit a sync post too); both sides may have dropped older ones already.
  return { cart, wishlist: { productIds }, orders: keepNewest(orders, Math.max(account.orders.dropped ?? 0, browser.orders.dropped ?? 0)) }
}
