import { CATEGORIES, PRODUCTS, SORT_KEYS, sortProducts, type SortKey } from '~/features/shop/catalog'
import { PageTexts } from '~/features/i18n/i18n-context'
import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { pageMeta } from '~/features/seo/page-meta'
import { ShopGridPage } from '~/features/shop/shop-pages'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/shop-grid'

/** React in the browser (docs/decisions/021): the shop's products, cart and wishlist live in the browser's storage. */
export const handle: HydrationHandle = { hydrate: true }
import { publicPageHeaders } from '~/lib/http-cache'

/** The same HTML for every visitor: the page micro-cache may share it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/shop/grid', titleKey: 'shop.meta.grid', descriptionKey: 'shop.meta.gridDescription', withCompany: true })

/** `?category=` and `?sort=`; anything unknown falls back to all products, featured first. */
export function loader({ request, params }: Route.LoaderArgs) {
  const { language, texts } = loadPageTexts(request, params.lang, 'shop')
  const url = new URL(request.url)
  const categoryParam = Number(url.searchParams.get('category'))
  const category = CATEGORIES.some((c) => c.id === categoryParam) ? categoryParam : null
  const sortParam = url.searchParams.get('sort')
  const sort: SortKey = SORT_KEYS.find((key) => key === sortParam) ?? 'featured'
  const products = sortProducts(category === null ? PRODUCTS : PRODUCTS.filter((p) => p.categoryId === category), sort, language)
  return { texts, productIds: products.map((p) => p.id), category, sort }
}

export default function ShopGrid({ loaderData }: Route.ComponentProps) {
  const { texts, ...grid } = loaderData
  return (
    <PageTexts json={texts}>
      <ShopGridPage {...grid} />
    </PageTexts>
  )
}
