import { data } from 'react-router'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { findProduct } from '~/features/shop/catalog'
import { ProductPage } from '~/features/shop/product-page'
import { productMeta } from '~/features/shop/shop-meta'
import type { Route } from './+types/shop-single'
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches, data }) => productMeta(matches, findProduct(data?.productId))

/** An id the catalogue does not know is the 404 page with status 404. */
export function loader({ params }: Route.LoaderArgs) {
  const product = findProduct(params.productId)
  if (!product) throw data(null, { status: 404 })
  return { productId: product.id }
}

export default function ShopSingle({ loaderData }: Route.ComponentProps) {
  const product = findProduct(loaderData.productId)
  return product ? <ProductPage key={product.id} product={product} /> : <NotFoundPage />
}

export function ErrorBoundary() {
  return <NotFoundPage />
}
