import { CART_KEY, WISHLIST_KEY } from '~/features/shop/shop-keys'
import { countStoredCart } from '~/features/shop/cart/cart-count'
import { countStoredWishlist } from '~/features/shop/wishlist/wishlist-count'
import { FRAME_REFRESH_EVENT, SHOP_STORAGE_EVENT, type ShopStorageDetail } from './frame-events'

/** One count of the header: which stored value it counts, how, and where it is shown. */
type HeaderCount = { key: string; count: (raw: string | null) => number; link: string; badge: string; hideZero: boolean }

/**
 * The header's cart and wishlist counts, read from the browser's storage on every page, shop code
 * loaded or not. Markup (header-cart-button.tsx, header-wishlist-link.tsx): the link carries its
 * accessible name for one and for several items (`data-label-one`, `data-label-other`, with
 * `{count}`), and holds the badge. The cart shows 0 (SPEC's header); the wishlist's badge stays
 * hidden while the list is empty.
 */
const COUNTS: readonly HeaderCount[] = [
  { key: CART_KEY, count: countStoredCart, link: '[data-cart-link]', badge: '[data-cart-count]', hideZero: false },
  { key: WISHLIST_KEY, count: countStoredWishlist, link: '[data-wishlist-link]', badge: '[data-wishlist-count]', hideZero: true },
]

export function startHeaderCounts(): void {
  for (const headerCount of COUNTS) startHeaderCount(headerCount)
}

function startHeaderCount({ key, count, link: linkSelector, badge: badgeSelector, hideZero }: HeaderCount): void {
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
    for (const link of document.querySelectorAll<HTMLElement>(linkSelector)) {
      const label = total === 1 ? link.dataset.labelOne : link.dataset.labelOther
      if (label) link.setAttribute('aria-label', label.replace('{count}', String(total)))
      const badge = link.querySelector<HTMLElement>(badgeSelector)
      if (!badge) continue
      badge.textContent = total > 99 ? '99+' : String(total)
      if (hideZero) badge.hidden = total === 0
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
