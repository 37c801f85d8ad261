import { Heart as HeartDrawing } from 'lucide'
import { buttonClasses } from '~/components/ui/button'
import { icon } from '~/components/ui/icon'
import { useI18n } from '~/features/i18n/i18n-context'
import { LocalizedLink } from '~/features/i18n/localized-link'
import { CountBadge, countLabels } from '../header-count'
import * as HOOKS from '~/lib/frame-hooks'

const Heart = icon(HeartDrawing)

/**
 * The header's link to the wishlist with its count. Like the cart's, it carries no shop code: the
 * frame script (app/frame/header-counts.ts) writes the count and the link's name from the stored
 * wishlist, on pages with and without React. The badge shows only while the list holds something.
 * From the small-tablet width up: a phone's header has room for the cart only, and the wishlist
 * is in its menu.
 */
export function HeaderWishlistLink() {
  const { t } = useI18n()
  return (
    <LocalizedLink
      to="/account/wishlist"
      {...{ [HOOKS.wishlistLink]: '' }}
      {...countLabels(t, 'header.wishlist.one', 'header.wishlist.other')}
      className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'relative max-sm:hidden' })}
    >
      <Heart aria-hidden="true" className="size-5" />
      <CountBadge of="wishlist" hiddenWhenZero />
    </LocalizedLink>
  )
}
