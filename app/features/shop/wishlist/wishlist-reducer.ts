/** The wishlist of SPEC §4: toggling adds a product when absent and removes it when present. */
export type WishlistState = { productIds: readonly number[] }

export const EMPTY_WISHLIST: WishlistState = { productIds: [] }

export type WishlistAction = { type: 'toggle'; productId: number } | { type: 'remove'; productId: number }

export function wishlistReducer(state: WishlistState, action: WishlistAction, exists: (productId: number) => boolean): WishlistState {
  const present = state.productIds.includes(action.productId)
  if (action.type === 'remove' || present) {
    return present ? { productIds: state.productIds.filter((id) => id !== action.productId) } : state
  }
  return exists(action.productId) ? { productIds: [...state.productIds, action.productId] } : state
}

/**
 * Reads `{ v: 1, productIds: number[] }`, or the old format: a bare array of products
 * (`[{ id, … }]`). Unknown ids and duplicates are dropped; anything else is an empty list.
 */
export function parseWishlist(raw: string | null, exists: (productId: number) => boolean): { state: WishlistState; repaired: boolean } {
  if (raw === null) return { state: EMPTY_WISHLIST, repaired: false }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { state: EMPTY_WISHLIST, repaired: true }
  }
  const oldFormat = Array.isArray(data)
  const rows: unknown =
    oldFormat ? data : typeof data === 'object' && data !== null && (data as { v?: unknown }).v === 1 ? (data as { productIds?: unknown }).productIds : undefined
  if (!Array.isArray(rows)) return { state: EMPTY_WISHLIST, repaired: true }
  const ids: number[] = []
  for (const row of rows) {
    const id = typeof row === 'number' ? row : typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined
    if (typeof id === 'number' && exists(id) && !ids.includes(id)) ids.push(id)
  }
  return { state: { productIds: ids }, repaired: oldFormat || ids.length !== rows.length }
}

export function serializeWishlist(state: WishlistState): string {
  return JSON.stringify({ v: 1, productIds: state.productIds })
}
