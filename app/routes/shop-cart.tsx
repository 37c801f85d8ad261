import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { pageMeta } from '~/features/seo/page-meta'
import { CartPage } from '~/features/shop/cart/cart-pages'
import { publicPageHeaders } from '~/lib/http-cache'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/shop-cart'

/** React in the browser (docs/decisions/021): the cart is the browser's (storage), edited in place. */
export const handle: HydrationHandle = { hydrate: true }

/** The same HTML for every visitor (the cart lives in the browser): the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/shop/cart', titleKey: 'shop.meta.cart', descriptionKey: 'shop.meta.cartDescription', withCompany: true, noIndex: true })

export function loader({ request, params }: Route.LoaderArgs) {
  return { texts: loadPageTexts(request, params.lang, 'shop').texts }
}

export default function ShopCart({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <CartPage />
    </PageTexts>
  )
}
