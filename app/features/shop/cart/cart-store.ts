import type { Language } from '~/features/i18n/languages'
import { findProduct, salePrice, type Product } from '../catalog'
import { CART_KEY } from '../shop-keys'
import { createPersistentStore } from '../shop-storage'
import { cartReducer, EMPTY_CART, parseCart, room, serializeCart, type CartAction, type CartLine, type CartState } from './cart-reducer'

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

/** How many units this line may hold: at most MAX_PER_ITEM, and what the other lines leave of the stock. */
export function maxQuantity(state: CartState, line: ResolvedLine): number {
  return room(state, line.productId, line.id, () => line.product.stock)
}

/** The quantity select offers 01–03 (SPEC §9), never above what the stock still allows. */
export function quantityOptions(state: CartState, line: ResolvedLine): number[] {
  const options = Array.from({ length: maxQuantity(state, line) }, (_, i) => i + 1)
  if (!options.includes(line.quantity)) options.push(line.quantity)
  return options
}

/** The line's colour (stored by its English name) and size in the page's language, or null. */
export function lineOptions(line: ResolvedLine, language: Language): string | null {
  const color = line.product.attributes.colors.find((c) => c.name.en === line.color)?.name[language] ?? line.color
  const parts = [color, line.size].filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}

export function subtotalOf(lines: readonly ResolvedLine[]): number {
  return lines.reduce((sum, line) => sum + salePrice(line.product) * line.quantity, 0)
}
