import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { pageMeta } from '~/features/seo/page-meta'
import { ShopIndexPage } from '~/features/shop/shop-pages'
import { publicPageHeaders } from '~/lib/http-cache'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/shop-index'

/** React in the browser (docs/decisions/021): the shop's products, cart and wishlist live in the browser's storage. */
export const handle: HydrationHandle = { hydrate: true }

/** The same HTML for every visitor (the cart lives in the browser): the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/shop/index', titleKey: 'shop.meta.index', descriptionKey: 'shop.meta.indexDescription', withCompany: true })

export function loader({ request, params }: Route.LoaderArgs) {
  return { texts: loadPageTexts(request, params.lang, 'shop').texts }
}

export default function ShopIndex({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <ShopIndexPage />
    </PageTexts>
  )
}
