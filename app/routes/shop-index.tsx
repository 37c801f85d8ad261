import { shopMeta } from '~/features/shop/shop-meta'
import { ShopIndexPage } from '~/features/shop/shop-pages'
import type { Route } from './+types/shop-index'
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = ({ matches }) => shopMeta(matches, '/shop/index', 'shop.meta.index', 'shop.meta.indexDescription')

export default function ShopIndex() {
  return <ShopIndexPage />
}
