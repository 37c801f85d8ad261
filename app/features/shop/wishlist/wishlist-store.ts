import { useCallback, useSyncExternalStore } from 'react'
import { findProduct } from '../catalog'
import { WISHLIST_KEY } from '../shop-keys'
import { createPersistentStore } from '../shop-storage'
import { EMPTY_WISHLIST, parseWishlist, serializeWishlist, wishlistReducer, type WishlistAction, type WishlistState } from './wishlist-reducer'

const exists = (productId: number) => findProduct(productId) !== undefined

export const wishlistStore = createPersistentStore<WishlistState>({
  key: WISHLIST_KEY,
  empty: EMPTY_WISHLIST,
  parse: (raw) => parseWishlist(raw, exists),
  serialize: serializeWishlist,
})

function dispatchWishlist(action: WishlistAction): WishlistState {
  return wishlistStore.update((state) => wishlistReducer(state, action, exists))
}

/** The wishlist, or null while it is not known yet (server render and hydration). */
export function useWishlist() {
  const state = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.getSnapshot, wishlistStore.getServerSnapshot)
  const toggle = useCallback((productId: number) => dispatchWishlist({ type: 'toggle', productId }), [])
  const remove = useCallback((productId: number) => dispatchWishlist({ type: 'remove', productId }), [])
  return { state, toggle, remove }
}
