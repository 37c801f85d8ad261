import { EmptyCartPage } from '~/features/shop/cart/cart-pages'
import { shopMeta } from '~/features/shop/shop-meta'
import type { Route } from './+types/shop-empty-cart'

export const meta: Route.MetaFunction = ({ matches }) => shopMeta(matches, '/shop/empty-cart', 'shop.meta.emptyCart', 'shop.meta.cartDescription', { noIndex: true })

export default function ShopEmptyCart() {
  return <EmptyCartPage />
}
