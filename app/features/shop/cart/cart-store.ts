import { findProduct, type Product } from '../catalog'
import { CART_KEY } from '../shop-keys'
import { createPersistentStore } from '../shop-storage'
import { cartReducer, EMPTY_CART, parseCart, serializeCart, type CartAction, type CartLine, type CartState } from './cart-reducer'

const stockOf = (productId: number) => findProduct(productId)?.stock

export const cartStore = createPersistentStore<CartState>({
  key: CART_KEY,
  empty: EMPTY_CART,
  parse: (raw) => parseCart(raw, stockOf),
  serialize: serializeCart,
})

export function dispatchCart(action: CartAction): CartState {
  return cartStore.update((state) => cartReducer(state, action, stockOf))
}

export type ResolvedLine = CartLine & { product: Product }

/** Cart lines with their products; lines whose product left the catalogue are skipped. */
export function resolveLines(state: CartState): ResolvedLine[] {
  return state.items.flatMap((line) => {
    const product = findProduct(line.productId)
    return product ? [{ ...line, product }] : []
  })
}

export { takeNotices } from '../shop-storage'
