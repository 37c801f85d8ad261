import { loadPageTexts } from '~/features/i18n/page-texts.server'
import { PageTexts } from '~/features/i18n/i18n-context'
import { pageMeta } from '~/features/seo/page-meta'
import { savedAccountShop } from '~/features/accounts/account-shop.server'
import { WishlistPage } from '~/features/shop/wishlist/wishlist-page'
import type { HydrationHandle } from '~/lib/page-hydration'
import type { Route } from './+types/account-wishlist'

/** React in the browser (docs/decisions/021): an anonymous visitor's wishlist lives in the browser's storage. */
export const handle: HydrationHandle = { hydrate: true }

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { path: '/account/wishlist', titleKey: 'account.meta.wishlist', descriptionKey: 'account.meta.wishlistDescription', withCompany: true, noIndex: true })

/** Anyone's wishlist in their browser; a signed-in customer's comes from the account too. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { texts } = loadPageTexts(request, params.lang, 'account')
  return { texts, saved: (await savedAccountShop(request))?.wishlist ?? null }
}

export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts json={loaderData.texts}>
      <WishlistPage saved={loaderData.saved} />
    </PageTexts>
  )
}
