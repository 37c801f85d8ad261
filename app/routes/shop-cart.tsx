import { CartPage } from '~/features/shop/cart/cart-pages'
import { shopMeta } from '~/features/shop/shop-meta'
import type { Route } from './+types/shop-cart'

export const meta: Route.MetaFunction = ({ matches }) => shopMeta(matches, '/shop/cart', 'shop.meta.cart', 'shop.meta.cartDescription', { noIndex: true })

export default function ShopCart() {
  return <CartPage />
}
