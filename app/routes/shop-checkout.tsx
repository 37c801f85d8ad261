import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { pageMeta } from '~/features/seo/page-meta'
import { CheckoutPage } from '~/features/shop/checkout/checkout-page'
import { publicPageHeaders } from '~/lib/http-cache'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/shop-checkout'

/** React in the browser (docs/decisions/021): the order is built from the browser's cart. */
export const handle: HydrationHandle = { hydrate: true }

/** The same HTML for every visitor (the cart lives in the browser): the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/shop/checkout', titleKey: 'shop.meta.checkout', descriptionKey: 'shop.meta.checkoutDescription', withCompany: true, noIndex: true })

export function loader({ request, params }: Route.LoaderArgs) {
  return { texts: loadPageTexts(request, params.lang, 'shop').texts }
}

export default function ShopCheckout({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <CheckoutPage />
    </PageTexts>
  )
}
