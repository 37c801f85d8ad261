import { data } from 'react-router'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { findProduct } from '~/features/shop/catalog'
import { ProductPage } from '~/features/shop/product-page'
import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { productMeta } from '~/features/shop/shop-meta'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/shop-single'

/** React in the browser (docs/decisions/021): adding to the cart and the wishlist, options and quantity: client state. */
export const handle: HydrationHandle = { hydrate: true }
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => productMeta(args, findProduct(args.loaderData?.productId))

/** An id the catalogue does not know is the 404 page with status 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const { texts } = loadPageTexts(request, params.lang, 'shop')
  const product = findProduct(params.productId)
  if (!product) throw data(null, { status: 404 })
  return { texts, productId: product.id }
}

export default function ShopSingle({ loaderData }: Route.ComponentProps) {
  const product = findProduct(loaderData.productId)
  return product ? (
    <PageTexts json={loaderData.texts}>
      <ProductPage key={product.id} product={product} />
    </PageTexts>
  ) : (
    <NotFoundPage />
  )
}

export function ErrorBoundary() {
  return <NotFoundPage />
}
