import { CheckoutPage } from '~/features/shop/checkout/checkout-page'
import { shopMeta } from '~/features/shop/shop-meta'
import type { Route } from './+types/shop-checkout'

export const meta: Route.MetaFunction = ({ matches }) => shopMeta(matches, '/shop/checkout', 'shop.meta.checkout', 'shop.meta.checkoutDescription', { noIndex: true })

export default function ShopCheckout() {
  return <CheckoutPage />
}
