import { CartPage } from '~/features/shop/cart/cart-pages'
import { shopMeta } from '~/features/shop/shop-meta'
import type { Route } from './+types/shop-cart'
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) => shopMeta(matches, '/shop/cart', 'shop.meta.cart', 'shop.meta.cartDescription', { noIndex: true })

export default function ShopCart() {
  return <CartPage />
}
