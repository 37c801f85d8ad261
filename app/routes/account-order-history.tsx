import { OrderHistoryPage } from '~/features/shop/checkout/order-history-page'
import { shopMeta } from '~/features/shop/shop-meta'
import type { Route } from './+types/account-order-history'

export const meta: Route.MetaFunction = ({ matches }) => shopMeta(matches, '/account/order-history', 'account.meta.orderHistory', 'account.meta.orderHistoryDescription', { noIndex: true })

export default function AccountOrderHistory() {
  return <OrderHistoryPage />
}
