import { shopMeta } from '~/features/shop/shop-meta'
import { WishlistPage } from '~/features/shop/wishlist/wishlist-page'
import type { Route } from './+types/account-wishlist'

export const meta: Route.MetaFunction = ({ matches }) => shopMeta(matches, '/account/wishlist', 'account.meta.wishlist', 'account.meta.wishlistDescription', { noIndex: true })

export default function AccountWishlist() {
  return <WishlistPage />
}
