import { CART_KEY, WISHLIST_KEY } from '~/features/shop/shop-keys'
import { countStoredCart } from '~/features/shop/cart/cart-count'
import { countStoredWishlist } from '~/features/shop/wishlist/wishlist-count'
import { FRAME_REFRESH_EVENT, SHOP_STORAGE_EVENT, type ShopStorageDetail } from '~/lib/frame-events'
import * as HOOKS from '~/lib/frame-hooks'
import { select, type Hook } from '~/lib/frame-hooks'

/**
 * One count of the header: which stored value it counts, and how, and its markup: the link
 * holding the badge (header-count.tsx).
 */
type HeaderCount = { link: Hook; badge: Hook; key: string; count: (raw: string | null) => number }

/**
 * The header's cart and wishlist counts, read from the browser's storage on every page, shop code
 * loaded or not. Markup (header-cart-button.tsx, header-wishlist-link.tsx): the link carries its
 * accessible name for one and for several items (`labelOne`, `labelOther`, with
 * `{count}`), and holds the badge. The cart shows 0 (SPEC's header); a badge marked
 * `hiddenWhenZero` (the wishlist's) stays hidden while there is nothing to count.
 */
const COUNTS: readonly HeaderCount[] = [
  { link: HOOKS.cartLink, badge: HOOKS.cartCount, key: CART_KEY, count: countStoredCart },
  { link: HOOKS.wishlistLink, badge: HOOKS.wishlistCount, key: WISHLIST_KEY, count: countStoredWishlist },
]

export function startHeaderCounts(): void {
  for (const headerCount of COUNTS) startHeaderCount(headerCount)
}

function startHeaderCount({ link: linkHook, badge: badgeHook, key, count }: HeaderCount): void {
  // The value as the shop last said it is (it may be in memory only: storage full or blocked).
  let told: string | null = null
  const show = () => {
    let raw = told
    if (raw === null) {
      try {
        raw = localStorage.getItem(key)
      } catch {
        // Storage blocked: nothing is stored, and the shop tells its in-memory value.
      }
    }
    const total = count(raw)
    for (const link of document.querySelectorAll<HTMLElement>(select(linkHook))) {
      const label = link.getAttribute(total === 1 ? HOOKS.labelOne : HOOKS.labelOther)
      if (label) link.setAttribute('aria-label', label.replace('{count}', String(total)))
      const badge = link.querySelector<HTMLElement>(select(badgeHook))
      if (!badge) continue
      badge.textContent = total > 99 ? '99+' : String(total)
      if (badge.hasAttribute(HOOKS.hiddenWhenZero)) badge.hidden = total === 0
    }
  }
  show()
  window.addEventListener(SHOP_STORAGE_EVENT, (event) => {
    const detail = (event as CustomEvent<ShopStorageDetail>).detail
    if (detail?.key !== key) return
    told = detail.raw
    show()
  })
  window.addEventListener(FRAME_REFRESH_EVENT, show)
  // Another tab changed the value; and a page restored from the back/forward cache may be stale.
  window.addEventListener('storage', (event) => {
    if (event.key !== key && event.key !== null) return
    told = null
    show()
  })
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) show()
  })
}
