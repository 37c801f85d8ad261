import { data, isRouteErrorResponse, redirect } from 'react-router'
import { ErrorPage } from '~/components/layout/error-page'
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

/**
 * An id the catalogue does not know is the 404 page with status 404. Another spelling of a known
 * id (`01030`) is redirected (301) to the one of the page's canonical link, so the product has one
 * address: one cached copy, one row of page views.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const { texts } = loadPageTexts(request, params.lang, 'shop')
  const product = findProduct(params.productId)
  if (!product) throw data(null, { status: 404 })
  if (params.productId !== String(product.id)) {
    throw redirect(`/${params.lang}/shop/single/${product.id}${new URL(request.url).search}`, 301)
  }
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

/** An id no product has gets the 404 page; anything else that failed (the catalogue, a render), the error page (its status 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />
}
