import { parseWishlist } from './wishlist-reducer'

/** Any id the shop could have written: the frame script has no catalogue to look products up in. */
const couldBeProduct = (productId: number) => Number.isInteger(productId) && productId > 0

/**
 * The number of products in a stored wishlist, as the header shows it on every page without the
 * shop's code: what the wishlist store would count for a list it wrote itself. The shop drops
 * products that are no longer in the catalogue when it next loads the list.
 */
export function countStoredWishlist(raw: string | null): number {
  return parseWishlist(raw, couldBeProduct).state.productIds.length
}
