import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { pageMeta } from '~/features/seo/page-meta'
import { WishlistPage } from '~/features/shop/wishlist/wishlist-page'
import type { Route } from './+types/account-wishlist'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/account/wishlist', titleKey: 'account.meta.wishlist', descriptionKey: 'account.meta.wishlistDescription', withCompany: true, noIndex: true })

export function loader({ request, params }: Route.LoaderArgs) {
  return { texts: loadPageTexts(request, params.lang, 'account').texts }
}

export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <WishlistPage />
    </PageTexts>
  )
}
