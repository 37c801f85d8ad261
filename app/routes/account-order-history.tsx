import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { pageMeta } from '~/features/seo/page-meta'
import { savedAccountShop } from '~/features/accounts/account-shop.server'
import { OrderHistoryPage } from '~/features/shop/checkout/order-history-page'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/account-order-history'

/** React in the browser (docs/decisions/021): an anonymous visitor's orders live in the browser's storage. */
export const handle: HydrationHandle = { hydrate: true }

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/account/order-history', titleKey: 'account.meta.orderHistory', descriptionKey: 'account.meta.orderHistoryDescription', withCompany: true, noIndex: true })

/** Anyone's orders in their browser; a signed-in customer's come from the account too. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { texts } = loadPageTexts(request, params.lang, 'account')
  return { texts, saved: (await savedAccountShop(request))?.orders ?? null }
}

export default function AccountOrderHistory({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <OrderHistoryPage saved={loaderData.saved} />
    </PageTexts>
  )
}
