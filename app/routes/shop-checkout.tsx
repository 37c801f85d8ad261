import { CheckoutPage } from '~/features/shop/checkout/checkout-page'
import { shopMeta } from '~/features/shop/shop-meta'
import type { Route } from './+types/shop-checkout'
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) => shopMeta(matches, '/shop/checkout', 'shop.meta.checkout', 'shop.meta.checkoutDescription', { noIndex: true })

export default function ShopCheckout() {
  return <CheckoutPage />
}
